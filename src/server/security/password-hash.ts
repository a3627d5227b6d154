import 'server-only'
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashing with Node's native scrypt (decision 020): N = 2^15, r = 8, p = 3, a 16-byte
 * salt and a 64-byte key. That is one of OWASP's recommended scrypt settings (32 MiB per hash,
 * about 170 ms on the 2-core server the site is measured on) and keeps the memory of the four
 * hashes libuv's thread pool can run at once at 128 MiB. The parameters are stored with each
 * hash, so raising them later leaves existing passwords working.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const
const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  const { N = 0, r = 0, p = 0 } = params
  return new Promise((resolve, reject) => {
    // The default maxmem (32 MiB) is exactly one hash of this size; leave headroom.
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/**
 * `scrypt$N$r$p$salt$key` (salt and key base64url). Other parameters than the current ones are for
 * hashes written before a change of them (and tests that stand for such hashes).
 */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, params)
  const { N, r, p } = params
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when the password matches the stored hash; false for any hash this module did not write. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [scheme, n, r, p, salt, key] = hash.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) {
    return false
  }
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
