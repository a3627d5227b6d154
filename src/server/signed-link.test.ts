import { describe, expect, it } from 'vitest'
import { signLinkValue, verifyLinkValue } from './signed-link'

const secret = 'a-signing-secret-for-tests-only-0123456789'

describe('signed link values', () => {
  it('gives back the value it signed, for the same purpose only', () => {
    const token = signLinkValue('webinar-subscription-unsubscribe', 'subscriber-1', secret)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(verifyLinkValue('webinar-subscription-unsubscribe', token, secret)).toBe('subscriber-1')
    expect(verifyLinkValue('webinar-subscription-confirm', token, secret)).toBeNull()
  })

  it('refuses a changed value, another secret and anything malformed', () => {
    const token = signLinkValue(
      'webinar-subscription-confirm',
      'subscriber-1.1700000000000',
      secret,
    )
    const [, mac] = token.split('.')
    const forged = `${Buffer.from('subscriber-2.1700000000000').toString('base64url')}.${mac}`
    expect(verifyLinkValue('webinar-subscription-confirm', forged, secret)).toBeNull()
    expect(verifyLinkValue('webinar-subscription-confirm', token, `${secret}-other`)).toBeNull()
    for (const bad of ['', 'abc', `${token}x`, token.replace('.', ''), '../etc.passwd']) {
      expect(verifyLinkValue('webinar-subscription-confirm', bad, secret)).toBeNull()
    }
  })
})
