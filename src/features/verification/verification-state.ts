import { verificationMessages } from './verification-messages'

/**
 * The human check's states (spec section 4): idle, verifying, success, error. `ready` says whether
 * the widget has loaded; `notice` is what the visitor reads under it.
 */
export type VerificationState = {
  status: 'idle' | 'verifying' | 'success' | 'error'
  ready: boolean
  notice?: string
}

export type VerificationEvent =
  | { type: 'loaded' }
  /** The widget did not appear in time (10 s of polling every 100 ms). */
  | { type: 'load-failed' }
  | { type: 'started' }
  | { type: 'verified' }
  | { type: 'failed'; notice?: string }
  | { type: 'expired' }
  /** 'Try Again': back to idle with a fresh challenge. */
  | { type: 'retry' }

export const initialVerificationState: VerificationState = { status: 'idle', ready: false }

export function verificationReducer(
  state: VerificationState,
  event: VerificationEvent,
): VerificationState {
  switch (event.type) {
    case 'loaded':
      return { ...state, ready: true }
    case 'load-failed':
      return { status: 'error', ready: false, notice: verificationMessages.initFailed }
    case 'started':
      return { status: 'verifying', ready: true }
    case 'verified':
      return { status: 'success', ready: true, notice: verificationMessages.success }
    case 'failed':
      return {
        status: 'error',
        ready: state.ready,
        notice: event.notice ?? verificationMessages.failed,
      }
    case 'expired':
      return { status: 'idle', ready: state.ready, notice: verificationMessages.expired }
    case 'retry':
      return { status: 'idle', ready: state.ready }
  }
}

/** After 'Verification Successful!', the scheduler replaces the gate after this long. */
export const SUCCESS_REDIRECT_MS = 1_000
