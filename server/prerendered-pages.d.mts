import type { IncomingMessage, ServerResponse } from 'node:http'

export type Candidate = { key: string; file: string }
export type Bodies = { identity: Buffer; br?: Buffer; gz?: Buffer; etag: string }

/** The page file's base name for a route: `/` is `index`, `/a/b` is `a/b`. */
export function baseOf(route: string): string
export function prerenderedRoutes(distDir: string): Set<string>
export function candidateFor(
  distDir: string,
  routes: Set<string>,
  request: IncomingMessage,
): Candidate | undefined
export function chooseEncoding(
  acceptEncoding: string | undefined,
  bodies: Bodies,
): 'br' | 'gzip' | undefined
export function prerenderedPages(distDir: string): {
  routes: Set<string>
  serve: (request: IncomingMessage, response: ServerResponse) => boolean
  learn: (request: IncomingMessage, response: ServerResponse) => void
  /**
   * Learns every page from the server at `origin`, until `signal` aborts; resolves with how many
   * answers it kept.
   */
  warm: (origin: string, options?: { signal?: AbortSignal }) => Promise<number>
}
