import fs from 'node:fs'
import path from 'node:path'
// A CommonJS bundle: Node.js cannot name its exports for `import { … }`.
import nft from 'next/dist/compiled/@vercel/nft'

/**
 * Completes `.next/standalone/` (Next.js's `output: 'standalone'`) into a folder a server runs
 * with `node server/serve.mjs` and nothing else: no `npm ci`, no sources (decision 024).
 *
 * Next.js traces what its pages import. It cannot see what our own server and start-up read by
 * path at run time, so those are copied here:
 * - the production server (server/serve.mjs) and the modules it imports that Next.js does not
 *   (compression, sirv and their dependencies, traced with the same tracer Next.js uses);
 * - the finished static assets (with their Brotli and gzip copies) and `public/`, which Next.js
 *   leaves out on purpose because a CDN usually serves them, and the prerendered pages' Brotli
 *   and gzip copies;
 * - the SQL migrations the server applies at start-up, the MDX content the chat assistant and
 *   search read, the fonts of the social cards, and the pages' CSP hashes.
 */

/**
 * Files and folders copied as they are, relative to the project and the standalone folder; `only`
 * keeps just the matching files of a folder.
 */
export const RUNTIME_FILES: readonly { path: string; only?: RegExp }[] = [
  { path: '.next/static' },
  // The prerendered pages as the build finished them after Next.js made the folder: their HTML
  // with the scripts started after the first paint, and the Brotli and gzip copies.
  { path: '.next/server/app', only: /\.html$|\.(?:html|rsc)\.(?:br|gz)$/ },
  { path: '.next/csp-hashes.json' },
  { path: 'public' },
  { path: 'drizzle' },
  // The typed content is compiled into the server; only the MDX documents are read by path.
  { path: 'src/content', only: /\.mdx$/ },
  { path: 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff' },
  { path: 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff' },
]

/** The server's entry point; tracing it finds its modules and their dependencies. */
export const SERVER_ENTRY = 'server/serve.mjs'

function copyInto(
  projectRoot: string,
  standaloneDir: string,
  { path: relative, only }: (typeof RUNTIME_FILES)[number],
): void {
  const from = path.join(projectRoot, relative)
  if (!fs.existsSync(from)) throw new Error(`standalone: ${relative} is missing`)
  fs.cpSync(from, path.join(standaloneDir, relative), {
    recursive: true,
    force: true,
    filter: (source) => !only || fs.statSync(source).isDirectory() || only.test(source),
  })
}

/** Copies the server entry and every file it loads that the standalone folder does not have. */
async function copyServer(projectRoot: string, standaloneDir: string): Promise<number> {
  const { fileList } = await nft.nodeFileTrace([path.join(projectRoot, SERVER_ENTRY)], {
    base: projectRoot,
    // Next.js's own tracing already copied the parts of `next` the server needs.
    ignore: (file: string) => file.startsWith('node_modules/next/'),
  })
  let copied = 0
  for (const file of fileList) {
    const target = path.join(standaloneDir, file)
    if (fs.existsSync(target) && !file.startsWith('server/')) continue
    const source = path.join(projectRoot, file)
    if (fs.statSync(source).isDirectory()) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(source, target)
    copied++
  }
  return copied
}

/**
 * Removes the TypeScript sources tracing copied: it follows paths built at run time (the data
 * folder, the secrets file) to the folders around them, but the server only runs the compiled
 * chunks. What the server does read by path (the MDX content) stays.
 */
function pruneSources(standaloneDir: string): number {
  const sources = path.join(standaloneDir, 'src')
  if (!fs.existsSync(sources)) return 0
  let removed = 0
  for (const entry of fs.readdirSync(sources, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const relative = path.relative(standaloneDir, file).split(path.sep).join('/')
    const kept = RUNTIME_FILES.some(
      (runtime) =>
        relative.startsWith(`${runtime.path}/`) && (!runtime.only || runtime.only.test(relative)),
    )
    if (!kept) {
      fs.rmSync(file)
      removed++
    }
  }
  removeEmptyFolders(sources)
  return removed
}

function removeEmptyFolders(folder: string): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(path.join(folder, entry.name))
  }
  if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
}

export async function completeStandalone(
  projectRoot: string,
): Promise<{ dir: string; serverFiles: number }> {
  const standaloneDir = path.join(projectRoot, '.next', 'standalone')
  if (!fs.existsSync(path.join(standaloneDir, '.next'))) {
    throw new Error("standalone: .next/standalone is missing (is output: 'standalone' set?)")
  }
  // Next.js's own server.js starts Next.js without our compression, security headers and
  // static file handling: remove it so nobody starts the site the wrong way by mistake.
  fs.rmSync(path.join(standaloneDir, 'server.js'), { force: true })
  pruneSources(standaloneDir)
  for (const entry of RUNTIME_FILES) copyInto(projectRoot, standaloneDir, entry)
  const serverFiles = await copyServer(projectRoot, standaloneDir)
  return { dir: standaloneDir, serverFiles }
}
