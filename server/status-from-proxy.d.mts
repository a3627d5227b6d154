import type { ServerResponse } from 'node:http'

export const STATUS_HEADER: string
export function applyStatusFromProxy(response: ServerResponse): void
