import type { IncomingMessage, ServerResponse } from 'node:http'

export const HSTS: string
export const PERMISSIONS_POLICY: string
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>>
export function reachedOverHttps(request: IncomingMessage): boolean
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void
