import { describe, expect, it } from 'vitest'
import { safeNextPath } from './auth.schema'
import { isCommonPassword } from './common-passwords.server'
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '@/server/security/password-hash'
import { newPasswordProblem } from './password-policy.server'

describe('new passwords', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    [`Aa1!${'x'.repeat(125)}`, 'Password is too long'],
    [
      'lowercase1!',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    ['NoDigits!!x', expect.stringMatching(/^Password must contain/)],
    ['Password1!', 'This password is too common'],
    ['P@ssw0rd2024', 'This password is too common'],
    ['Summer2024!', 'This password is too common'],
    ['Harbour&Lantern42', undefined],
    ['Copper$Meadow7river', undefined],
  ])('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toEqual(problem)
  })

  it('knows at least 10,000 common passwords', () => {
    const sample = ['123456', 'qwerty', 'dragon', 'monkey', 'letmein', 'iloveyou']
    expect(sample.every(isCommonPassword)).toBe(true)
    expect(isCommonPassword('Lantern&Harbour42')).toBe(false)
  })
})

describe('password hashes', () => {
  it('stores scrypt with its parameters and verifies only the right password', async () => {
    const hash = await hashPassword('Harbour&Lantern42')
    const { N, r, p } = SCRYPT_PARAMS
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{86}$`))
    expect(await verifyPassword({ hash, password: 'Harbour&Lantern42' })).toBe(true)
    expect(await verifyPassword({ hash, password: 'Harbour&Lantern43' })).toBe(false)
    expect(await hashPassword('Harbour&Lantern42')).not.toBe(hash)
  })

  it('refuses hashes it did not write', async () => {
    expect(await verifyPassword({ hash: 'bcrypt$2b$10$abc', password: 'x' })).toBe(false)
    expect(await verifyPassword({ hash: 'scrypt$0$8$1$abc$def', password: 'x' })).toBe(false)
  })
})

describe('the page after signing in', () => {
  it.each([
    ['/account/consultations', '/account/consultations'],
    ['/contact?x=1#top', '/contact?x=1#top'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    // Dot segments that collapse into a protocol-relative URL once parsed.
    ['/.//evil.example', '/'],
    ['/..//evil.example/path', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/account/../contact', '/contact'],
  ])('%j → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected)
  })
})
