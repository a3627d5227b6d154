/**
 * Where the app leaves the production server its store of page payloads (decision 060): the
 * server takes a per-request page's RSC payload out of the page, and the app, which holds the
 * database, keeps it (src/server/page-payloads.ts registers the store at start-up). A symbol
 * registered under one name, so both find it whichever copy of this module each loaded.
 */
export const PAGE_PAYLOAD_STORE = Symbol.for('northbridge.page-payload-store')

/**
 * @typedef {object} PagePayloadStore
 * @property {(script: string) => Promise<string>} save keeps the script; resolves to its address
 */

/**
 * The store the app registered, or undefined before it has (or without the app, in tests).
 *
 * @returns {PagePayloadStore | undefined}
 */
export function pagePayloadStore() {
  return /** @type {Record<symbol, PagePayloadStore | undefined>} */ (globalThis)[
    PAGE_PAYLOAD_STORE
  ]
}
