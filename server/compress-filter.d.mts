import type { IncomingMessage, ServerResponse } from 'node:http'

export function shouldCompress(request: IncomingMessage, response: ServerResponse): boolean
