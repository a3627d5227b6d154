import type { IncomingMessage, ServerResponse } from 'node:http'

export const LOADER_PREFIX: string
export function loaderInPlaceOfScripts(
  html: string,
  loaderSrc: string,
  attributes?: () => string,
): { html: string; sources: Set<string> } | undefined
export function findLoader(distDir: string): string | undefined
export function scriptsAfterPaintRewriter(loaderSrc: string): {
  push: (text: string) => string
  end: () => string
}
export function startScriptsAfterPaint(
  loaderSrc: string,
  request: IncomingMessage,
  response: ServerResponse,
): void
