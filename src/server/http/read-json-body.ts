import 'server-only'

export type BodyBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' }

/**
 * Reads a request body without ever holding more than `maxBytes` of it: a declared
 * Content-Length over the limit is refused before reading, and a body that streams past the limit
 * (chunked, or lying about its length) is cut off there. A missing body is empty.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }

  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'malformed' }

/**
 * Reads a request body as JSON within `maxBytes` (as `readBodyBytes`). A missing body and
 * invalid UTF-8 count as malformed.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: false, reason: 'malformed' }
  const read = await readBodyBytes(request, maxBytes)
  if (!read.ok) return read
  try {
    return {
      ok: true,
      value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)),
    }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}
