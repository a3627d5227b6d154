import { generateBrandAssets } from './brand'

// `npm run assets`: regenerate every image the site ships from code. Outputs are committed.
const files = await generateBrandAssets()
console.info(`Wrote ${files.length} files:\n  ${files.join('\n  ')}`)
