'use client'

import dynamic from 'next/dynamic'
import { Suspense } from 'react'

// The account pages are prerendered with their header and text; the card with the forms
// (Radix tabs, react-hook-form, zod) loads right after, as on /contact, so these pages stay
// within the first-load budget too. The card keeps its place meanwhile, so nothing below moves.

function Loading({ text }: { text: string }) {
  return (
    <div className="rounded-card border border-border p-6 shadow-card sm:p-8">
      <p role="status" className="text-muted-foreground">
        {text}
      </p>
    </div>
  )
}

const loadingSignIn = () => <Loading text="Loading the sign-in form…" />
const loadingReset = () => <Loading text="Loading the password form…" />

const AuthScreen = dynamic(() => import('./auth-screen').then((module) => module.AuthScreen), {
  ssr: false,
  loading: loadingSignIn,
})
const ResetPasswordScreen = dynamic(
  () => import('./reset-password-screen').then((module) => module.ResetPasswordScreen),
  { ssr: false, loading: loadingReset },
)

// Both read the address's query on the client (the pages stay static), hence the boundaries.

/** /auth's card: Sign In and Sign Up tabs. */
export function AuthScreenSlot() {
  return (
    <div className="mx-auto min-h-[38rem] w-full max-w-md">
      <Suspense fallback={loadingSignIn()}>
        <AuthScreen />
      </Suspense>
    </div>
  )
}

/** /auth/reset-password's card: the new password, or the way to a new link. */
export function ResetPasswordScreenSlot() {
  return (
    <div className="mx-auto min-h-[26rem] w-full max-w-md">
      <Suspense fallback={loadingReset()}>
        <ResetPasswordScreen />
      </Suspense>
    </div>
  )
}
