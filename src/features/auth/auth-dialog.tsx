'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { authCopy } from './auth-copy'
import { ResetRequestForm } from './reset-request-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export type AuthDialogMode = 'sign-in' | 'sign-up' | 'reset'

const copy = authCopy.dialog

const headings: Record<AuthDialogMode, { title: string; description: string }> = {
  'sign-in': { title: copy.signInTitle, description: copy.signInDescription },
  'sign-up': { title: copy.signUpTitle, description: copy.signUpDescription },
  reset: { title: copy.resetTitle, description: copy.resetDescription },
}

export type AuthDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when the dialog closes: the header's account button, whichever it is now. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * The header's sign-in dialog (spec section 2: 'Welcome back' / 'Create an account', toggled by
 * 'Sign up' / 'Sign in'). It opens in sign-in mode; success closes it, a refusal keeps it open
 * with the server's message. Each mode's form is mounted only while shown, so leaving sign-up
 * empties the sign-up form (spec section 4). Loaded on first use.
 */
export function AuthDialog({ open, onOpenChange, returnFocusTo }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthDialogMode>('sign-in')
  const body = useRef<HTMLDivElement>(null)
  const switched = useRef(false)
  const close = () => onOpenChange(false)

  const switchTo = (next: AuthDialogMode) => {
    switched.current = true
    setMode(next)
  }

  // After a switch the control that was pressed may be gone: continue at the new form's first
  // field, which also tells a screen reader where it is now.
  useEffect(() => {
    if (!switched.current) return
    switched.current = false
    body.current?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus()
  }, [mode])

  const heading = headings[mode]
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        <div ref={body}>
          {mode === 'sign-in' ? (
            <SignInForm onSignedIn={close} onForgotPassword={() => switchTo('reset')} />
          ) : mode === 'sign-up' ? (
            <SignUpForm onSignedUp={close} />
          ) : (
            <ResetRequestForm onSent={close} onBack={() => switchTo('sign-in')} />
          )}
        </div>
        {mode === 'reset' ? null : (
          <p className="text-center text-sm text-muted-foreground">
            {mode === 'sign-in' ? copy.toSignUpPrompt : copy.toSignInPrompt}{' '}
            <button
              type="button"
              onClick={() => switchTo(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
              className="inline-flex min-h-9 items-center rounded-control px-1 font-semibold text-teal-700 underline-offset-4 hover:underline"
            >
              {mode === 'sign-in' ? copy.toSignUp : copy.toSignIn}
            </button>
          </p>
        )}
      </DialogContent>
    </Dialog>
  )
}
