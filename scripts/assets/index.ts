/**
 * `npm run assets`: regenerate every image and video the site ships from code, so the artwork
 * stays in the brand palette and can be redrawn when the content changes. Outputs are committed.
 * The video is last and slow (ffmpeg); set ASSETS_SKIP_VIDEO=1 to redraw only the images.
 */
import { generateBrandAssets } from './brand'
import { generateHeroVideo } from './hero-video'
import { generateIllustrations } from './illustrations'

function report(label: string, files: readonly string[]): void {
  console.info(`${label}: wrote ${files.length} files\n  ${files.join('\n  ')}`)
}

report('Brand', await generateBrandAssets())
report('Illustrations', await generateIllustrations())
if (process.env.ASSETS_SKIP_VIDEO === '1') {
  console.info('Hero video: skipped (ASSETS_SKIP_VIDEO=1)')
} else {
  report('Hero video', await generateHeroVideo())
}
