export const PAGE_PAYLOAD_STORE: unique symbol
export type PagePayloadStore = { save: (script: string) => Promise<string> }
export function pagePayloadStore(): PagePayloadStore | undefined
