import { expect, type APIResponse } from '@playwright/test'

export const JSON_TYPE = 'application/json; charset=utf-8'

/** The one error shape of every API: the status, JSON, and `{ error, fields? }`. */
export async function expectApiError(response: APIResponse, status: number) {
  expect(response.status()).toBe(status)
  expect(response.headers()['content-type']).toBe(JSON_TYPE)
  const body = (await response.json()) as { error: unknown; fields?: Record<string, string> }
  expect(typeof body.error).toBe('string')
  return body
}
