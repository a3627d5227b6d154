import type { IncomingMessage, ServerResponse } from 'node:http'

export const REQUEST_ID_PATTERN: RegExp
export const ID_PLACEHOLDER: string
export function routeOf(url?: string): string
export function requestIdFor(incoming: string | string[] | undefined): string
export function errorFields(error: unknown): { error: string; stack: string | undefined }
export function writeLogLine(
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields?: Record<string, string | number | boolean | null | undefined>,
): void
export function logRequest(
  request: IncomingMessage,
  response: ServerResponse,
  write?: typeof writeLogLine,
): string
