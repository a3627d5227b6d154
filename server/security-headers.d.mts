import type { IncomingMessage, ServerResponse } from 'node:http'

export const HSTS: string
export const PERMISSIONS_POLICY: string
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>>
export function reachedOverHttps(request: IncomingMessage): boolean
export const FALLBACK_CONTENT_SECURITY_POLICY: string
export const REPORT_ONLY_COMPANION_POLICY: string
export function frameAncestors(policy: string): string[] | undefined
export function guardDocumentHeaders(response: ServerResponse): void
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void
