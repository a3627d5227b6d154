import path from 'node:path'
import { computeSourceFingerprint, isBuildCurrent, recordBuild } from './build-fingerprint'
import { addCompileHints } from './compile-hints'
import { writeCspHashes } from './csp-hashes'
import { PAGE_FILES, precompressFolder } from './precompress'
import { startPagesScriptsAfterPaint } from './start-after-paint'
import { completeStandalone } from './standalone'
import { NEXT_BIN, projectRoot, run, withTelemetryOff } from './run'

/**
 * Runs `next build`, then makes each prerendered page start its scripts after its first paint
 * (decision 056) and finishes the static assets (decision 014): the compile hint on the
 * scripts pages load first, and Brotli and gzip copies of every compressible asset and of every
 * prerendered page's HTML and RSC payloads (decision 054). Then hashes
 * every prerendered page's inline scripts and styles for its Content-Security-Policy (decision
 * 023). Completes the standalone folder a server deploys (decision 024). Records which sources
 * the build came from.
 */
export async function buildProduction(): Promise<void> {
  const fingerprint = computeSourceFingerprint(projectRoot)
  const code = await run(process.execPath, [NEXT_BIN, 'build'], {
    env: withTelemetryOff({ ...process.env, NODE_ENV: 'production' }),
  })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  const distDir = path.join(projectRoot, '.next')
  const afterPaint = startPagesScriptsAfterPaint(distDir)
  console.info(
    `Scripts after the first paint: ${afterPaint.pages} prerendered pages (${afterPaint.loader})`,
  )
  const hints = addCompileHints(distDir)
  const compressed = await precompressFolder(path.join(distDir, 'static'))
  console.info(
    `Static assets: compile hint on ${hints.total} first-load scripts; ${compressed.files} files ` +
      `precompressed (${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotliBytes / 1024)} KB Brotli)`,
  )
  const pages = await precompressFolder(path.join(distDir, 'server', 'app'), PAGE_FILES)
  console.info(
    `Prerendered pages: ${pages.files} HTML and RSC files precompressed ` +
      `(${Math.round(pages.bytes / 1024)} KB → ${Math.round(pages.brotliBytes / 1024)} KB Brotli)`,
  )
  const csp = writeCspHashes(distDir)
  console.info(
    `Content-Security-Policy: inline script and style hashes of ${Object.keys(csp.routes).length} prerendered pages`,
  )
  const standalone = await completeStandalone(projectRoot)
  console.info(
    `Standalone server: ${path.relative(projectRoot, standalone.dir)} (${standalone.serverFiles} server files added); run it with node server/serve.mjs there`,
  )
  recordBuild(projectRoot, fingerprint)
}

/** Builds only when there is no build for the current sources. */
export async function buildIfStale(): Promise<'current' | 'built'> {
  if (isBuildCurrent(projectRoot)) return 'current'
  console.info('No production build for the current sources: building (this takes a few minutes)…')
  await buildProduction()
  return 'built'
}
