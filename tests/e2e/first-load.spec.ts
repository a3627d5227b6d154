import fs from 'node:fs'
import { checkFirstLoad } from '../../scripts/lib/first-load-budget'
import { firstLoadScripts, gzipSize, staticFileOf } from '../../scripts/lib/first-load'
import { expect, test } from './support/fixtures'

// The size check in `npm test` reads prerendered HTML; pages rendered per request (the webinars,
// decision 015) are measured here, from the HTML the server sends, against the same budget:
// first-load JavaScript within 150 KB gzip and no lazy feature in it.

const PAGES_RENDERED_PER_REQUEST = [
  '/insights/webinars',
  '/insights/webinars/data-products-that-last',
]

for (const path of PAGES_RENDERED_PER_REQUEST) {
  test(`${path}: first-load JavaScript within the content-page budget`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const scripts = firstLoadScripts(await response.text())
    expect(scripts.length).toBeGreaterThan(0)
    const fileOf = (src: string) => staticFileOf('.next', src)
    const gzipBytes = scripts.reduce((sum, src) => sum + gzipSize(fs.readFileSync(fileOf(src))), 0)
    const report = checkFirstLoad([{ route: path, scripts, gzipBytes }], fileOf)
    expect(report.problems).toEqual([])
  })
}
