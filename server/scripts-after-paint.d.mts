import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PagePayloadStore } from './page-payload-store.mjs'

export const LOADER_PREFIX: string
export function loaderInPlaceOfScripts(
  html: string,
  loaderSrc: string,
  attributes?: () => string,
): { html: string; sources: Set<string> } | undefined
export function findLoader(distDir: string): string | undefined
export function scriptsAfterPaintRewriter(
  loaderSrc: string,
  attributes?: () => string,
): {
  push: (text: string) => string
  end: () => string
}
export function takeOutInlinePayload(html: string): { html: string; script: string } | undefined
export function rewriteHeldPage(
  html: string,
  loaderSrc: string,
  store: PagePayloadStore,
  onStoreError: (error: unknown) => void,
): Promise<string>
export function startScriptsAfterPaint(
  loaderSrc: string,
  request: IncomingMessage,
  response: ServerResponse,
  options?: { payloadStore?: PagePayloadStore; onStoreError?: (error: unknown) => void },
): void
