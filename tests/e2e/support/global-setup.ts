import { ensureChromium } from '../../../scripts/lib/chromium'

export default function globalSetup() {
  ensureChromium()
}
