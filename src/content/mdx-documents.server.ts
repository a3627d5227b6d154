import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'

/**
 * Where MDX documents (articles, legal text) live. Not traced by the build (it would copy the
 * whole folder, typed content included): scripts/lib/standalone.ts copies the MDX files beside
 * the standalone server.
 */
export const CONTENT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'content')

export type MdxDocument = {
  /** The YAML frontmatter, unvalidated: each collection parses it with its own schema. */
  data: unknown
  /** The MDX body without the frontmatter. */
  body: string
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** Reads an MDX file: optional YAML frontmatter between --- lines, then the body. */
export function readMdxDocument(relativePath: string): MdxDocument {
  const source = fs.readFileSync(path.join(CONTENT_DIR, relativePath), 'utf8')
  const match = FRONTMATTER.exec(source)
  if (!match) return { data: {}, body: source }
  return { data: YAML.parse(match[1] ?? '') ?? {}, body: source.slice(match[0].length) }
}

/** Words of prose in an MDX body (markup and punctuation-only tokens not counted). */
export function countWords(body: string): number {
  return body
    .replace(/<[^<>]+>/g, ' ')
    .split(/\s+/)
    .filter((token) => /[A-Za-z0-9]/.test(token)).length
}
