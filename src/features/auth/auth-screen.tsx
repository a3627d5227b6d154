'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { AccountUser } from './auth-api'
import { authCopy } from './auth-copy'
import { safeNextPath } from './auth.schema'
import { ResetRequestForm } from './reset-request-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'
import { useAccount } from './use-account'

type Tab = 'sign-in' | 'sign-up'
/** What the Sign In tab shows: the form, the reset request, or the word that its link is sent. */
type SignInView = 'form' | 'reset' | 'reset-sent'

/**
 * `?tab=` values: `sign-up` opens the Sign Up tab, `forgot-password` the reset request (where
 * a dead reset link sends the visitor); anything else the default, Sign In.
 */
export const AUTH_TAB_PARAM = 'tab'

const copy = authCopy

function ViewHeading({ title, text, arrival }: { title: string; text: string; arrival?: boolean }) {
  return (
    <div className="mb-6 space-y-1.5">
      {/* A heading that replaced the form the visitor was in takes focus (see moveFocus). */}
      <h2
        tabIndex={arrival ? -1 : undefined}
        className="text-xl font-semibold tracking-tight text-navy-900 outline-none"
      >
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  )
}

/**
 * /auth (spec: sign-in / sign-up screen): a card with the Sign In (default) and Sign Up tabs. A
 * visitor who is signed in already goes home, one who signs in here goes on to `?next=` (a path
 * on this site), both with the history entry replaced, so Back does not return to the form.
 */
export function AuthScreen() {
  const params = useSearchParams()
  const router = useRouter()
  const account = useAccount()
  const requested = params.get(AUTH_TAB_PARAM)
  const [tab, setTab] = useState<Tab>(requested === 'sign-up' ? 'sign-up' : 'sign-in')
  const [signInView, setSignInView] = useState<SignInView>(
    requested === 'forgot-password' ? 'reset' : 'form',
  )
  const [signedUpAs, setSignedUpAs] = useState<string>()
  const destination = useRef('/')
  const panel = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (account.status === 'signed-in') router.replace(destination.current)
  }, [account.status, router])

  // The part the visitor was in was replaced: go to the new form's first field, or to the
  // heading of a message. Tab changes keep focus on the tab list, where arrow keys work.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    const root = panel.current
    const target =
      root?.querySelector<HTMLElement>('h2[tabindex="-1"]') ??
      root?.querySelector<HTMLElement>('input:not([tabindex="-1"])')
    target?.focus()
  }, [signInView, signedUpAs])

  const showSignIn = (view: SignInView) => {
    moved.current = true
    setSignInView(view)
  }

  const onSignedIn = (_user: AccountUser | undefined) => {
    destination.current = safeNextPath(params.get('next'))
  }

  return (
    <Card ref={panel} className="p-6 sm:p-8">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')
          setSignInView('form')
          setSignedUpAs(undefined)
        }}
      >
        <TabsList aria-label="Sign in or sign up" className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>

        <TabsContent value="sign-in" className="pt-4">
          {signInView === 'form' ? (
            <>
              <ViewHeading title={copy.dialog.signInTitle} text={copy.dialog.signInDescription} />
              <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => showSignIn('reset')} />
            </>
          ) : signInView === 'reset' ? (
            <>
              <ViewHeading title={copy.dialog.resetTitle} text={copy.dialog.resetDescription} />
              <ResetRequestForm
                onSent={() => showSignIn('reset-sent')}
                onBack={() => showSignIn('form')}
              />
            </>
          ) : (
            <>
              <ViewHeading title={copy.inbox.title} text={copy.inbox.reset} arrival />
              <Button type="button" variant="outline" onClick={() => showSignIn('form')}>
                {copy.dialog.backToSignIn}
              </Button>
            </>
          )}
        </TabsContent>

        <TabsContent value="sign-up" className="pt-4">
          {signedUpAs === undefined ? (
            <>
              <ViewHeading title={copy.dialog.signUpTitle} text={copy.dialog.signUpDescription} />
              <SignUpForm
                onSignedUp={(email) => {
                  moved.current = true
                  setSignedUpAs(email)
                }}
              />
            </>
          ) : (
            <>
              <ViewHeading title={copy.inbox.title} text={copy.inbox.signUp(signedUpAs)} arrival />
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setSignedUpAs(undefined)
                  setTab('sign-in')
                }}
              >
                {copy.dialog.backToSignIn}
              </Button>
            </>
          )}
        </TabsContent>
      </Tabs>
    </Card>
  )
}
