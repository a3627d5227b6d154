/**
 * `npm run assets`: regenerate every font subset, image and video the site ships from code, so the artwork
 * stays in the brand palette and can be redrawn when the content changes. Outputs are committed.
 * The videos are last and slow (ffmpeg, espeak-ng); set ASSETS_SKIP_VIDEO=1 to redraw only the images.
 */
import { generateArticleVideo } from './article-video'
import { generateBrandAssets } from './brand'
import { generateFonts } from './fonts'
import { generateHeroVideo } from './hero-video'
import { generateIllustrations } from './illustrations'
import { generatePeopleAndArticleArt } from './people-and-articles'
import { generateScipabVideo } from './scipab-video'

function report(label: string, files: readonly string[]): void {
  console.info(`${label}: wrote ${files.length} files\n  ${files.join('\n  ')}`)
}

report('Fonts', await generateFonts())
report('Brand', await generateBrandAssets())
report('Illustrations', await generateIllustrations())
report('Portraits, partner logos and article art', await generatePeopleAndArticleArt())
if (process.env.ASSETS_SKIP_VIDEO === '1') {
  console.info('Videos: skipped (ASSETS_SKIP_VIDEO=1)')
} else {
  report('Hero video', await generateHeroVideo())
  report('Narrated article video', await generateArticleVideo())
  report('SCIPAB webinar video', await generateScipabVideo())
}
