import fs from 'node:fs'

/** The e2e server's database and secrets live in a temporary folder made for this run only. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}
