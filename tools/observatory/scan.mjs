// The Observatory scan itself, run by `npm run observatory` (tools/observatory/index.ts) in a
// process of its own, so that NODE_EXTRA_CA_CERTS (read by Node.js once, at start-up) can make the
// run's self-signed certificate a trusted root here and nowhere else.
//
//   node tools/observatory/scan.mjs <request.json> <result.json>
//
// request.json: { host, httpPort, httpsPort, paths: ['/', '/contact', …] }
// result.json:  [{ path, scan: { grade, score, … }, tests: { <name>: { pass, result, … } } } | { path, error }]
//
// Plain JavaScript: it imports the package's own modules, which ship without type declarations.
//
// Why not the package's `scan(hostname)`: in @mdn/mdn-http-observatory 1.4.8 it calls
// `retrieve(hostname)` without its options, so it can only reach ports 80 and 443 and the path
// `/`. The retriever itself takes `httpPort`, `httpsPort` and `path`; we call it and then grade
// exactly as `scan()` does (src/scanner/index.js), with the package's own tests and grade chart.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const [requestFile, resultFile] = process.argv.slice(2)
if (!requestFile || !resultFile) {
  console.error('usage: scan.mjs <request.json> <result.json>')
  process.exit(2)
}
const request = JSON.parse(fs.readFileSync(requestFile, 'utf8'))

// The package's postinstall downloads Chromium's HSTS preload list into conf/hsts-preload.json;
// the project does not run it (package.json#allowScripts: no network at install time). The
// scanned host is localhost, which is on no preload list, so an empty list gives the verdicts the
// full one would. Written only when missing, never over a real list.
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
)
const preloadFile = path.join(packageDir, 'conf', 'hsts-preload.json')
if (!fs.existsSync(preloadFile)) fs.writeFileSync(preloadFile, '{}\n')

const observatory = (file) => import(path.join(packageDir, 'src', file))
const { retrieve } = await observatory('retriever/retriever.js')
const { ALL_TESTS, NUM_TESTS } = await observatory('constants.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await observatory('grader/charts.js')
const { getGradeForScore, getRecommendation, getScoreDescription, getScoreModifier } =
  await observatory('grader/grader.js')

/** What the package's `scan()` computes, for one path. */
async function scanPath(scanPath) {
  const requests = await retrieve(request.host, {
    httpPort: request.httpPort,
    httpsPort: request.httpsPort,
    path: scanPath,
  })
  const auto = requests.responses.auto
  if (!auto) return { path: scanPath, error: 'The site seems to be down.' }
  if (auto.status < 200 || (auto.status >= 400 && ![401, 403].includes(auto.status))) {
    return {
      path: scanPath,
      error: `Site did respond with an unexpected HTTP status code ${auto.status}.`,
    }
  }

  const tests = {}
  let testsPassed = 0
  let scoreWithExtraCredit = 100
  let uncurvedScore = 100
  for (const test of ALL_TESTS) {
    const output = test(requests)
    const entry = {
      pass: Boolean(output.pass),
      result: output.result ?? null,
      expectation: output.expectation,
      scoreModifier: 0,
      description: '',
      recommendation: '',
    }
    if (output.result) {
      entry.scoreModifier = getScoreModifier(output.result)
      entry.description = getScoreDescription(output.result)
      entry.recommendation = getRecommendation(output.result)
      testsPassed += output.pass ? 1 : 0
      scoreWithExtraCredit += entry.scoreModifier
      if (entry.scoreModifier < 0) uncurvedScore += entry.scoreModifier
    }
    tests[output.constructor.name] = entry
  }
  const score =
    uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore
  const final = getGradeForScore(score)
  return {
    path: scanPath,
    scan: {
      grade: final.grade,
      score: final.score,
      statusCode: auto.status,
      verified: Boolean(auto.verified),
      testsFailed: NUM_TESTS - testsPassed,
      testsPassed,
      testsQuantity: NUM_TESTS,
    },
    tests,
  }
}

const results = []
for (const scanned of request.paths) {
  try {
    results.push(await scanPath(scanned))
  } catch (error) {
    results.push({ path: scanned, error: error instanceof Error ? error.message : String(error) })
  }
}
fs.writeFileSync(resultFile, JSON.stringify(results, null, 2))
