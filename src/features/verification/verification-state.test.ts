import { describe, expect, it } from 'vitest'
import {
  initialVerificationState,
  verificationReducer,
  type VerificationEvent,
  type VerificationState,
} from './verification-state'
import { turnstileErrorNotice } from './verification-messages'

const run = (events: VerificationEvent[], from: VerificationState = initialVerificationState) =>
  events.reduce(verificationReducer, from)

describe('the human check’s states', () => {
  it('starts idle, without a widget yet', () => {
    expect(initialVerificationState).toEqual({ status: 'idle', ready: false })
    expect(run([{ type: 'loaded' }])).toEqual({ status: 'idle', ready: true })
  })

  it('goes from verifying to success with the spec’s words', () => {
    expect(run([{ type: 'loaded' }, { type: 'started' }])).toEqual({
      status: 'verifying',
      ready: true,
    })
    expect(run([{ type: 'loaded' }, { type: 'started' }, { type: 'verified' }])).toEqual({
      status: 'success',
      ready: true,
      notice: 'Verification Successful!',
    })
  })

  it('says a failure plainly, or the provider’s own reason, and Try Again returns to idle', () => {
    const failed = run([{ type: 'loaded' }, { type: 'started' }, { type: 'failed' }])
    expect(failed).toEqual({
      status: 'error',
      ready: true,
      notice: 'Verification failed. Please try again.',
    })
    expect(run([{ type: 'retry' }], failed)).toEqual({ status: 'idle', ready: true })
    const domain =
      'Domain verification error. Current domain: northbridge.example. Please check Turnstile configuration.'
    expect(run([{ type: 'loaded' }, { type: 'failed', notice: domain }]).notice).toBe(domain)
  })

  it('goes back to idle when the challenge expires, and says so', () => {
    expect(run([{ type: 'loaded' }, { type: 'started' }, { type: 'expired' }])).toEqual({
      status: 'idle',
      ready: true,
      notice: 'Verification expired. Please try again.',
    })
  })

  it('reports a widget that never loaded', () => {
    expect(run([{ type: 'load-failed' }])).toEqual({
      status: 'error',
      ready: false,
      notice: 'Failed to initialize verification system.',
    })
  })
})

describe('Turnstile error codes', () => {
  it('name the host for a domain error (1102xx) and fail plainly otherwise', () => {
    expect(turnstileErrorNotice('110200', 'www.northbridge.example')).toBe(
      'Domain verification error. Current domain: www.northbridge.example. Please check Turnstile configuration.',
    )
    expect(turnstileErrorNotice(300030, 'www.northbridge.example')).toBe(
      'Verification failed. Please try again.',
    )
  })
})
