'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { authCopy } from './auth-copy'
import { ResetPasswordForm } from './reset-password-form'

/** Where a visitor with a dead link asks for a new one: /auth's reset request. */
export const REQUEST_NEW_RESET_LINK_HREF = '/auth?tab=forgot-password'

const copy = authCopy.resetLink

/** A link that cannot reset anything, said plainly, with the way to a new one. */
function LinkProblem({
  title,
  text,
  replacedForm = false,
}: {
  title: string
  text: string
  /** Shown after the server refused the form's reset: it is announced and takes focus. */
  replacedForm?: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (replacedForm) heading.current?.focus()
  }, [replacedForm])
  return (
    <div role={replacedForm ? 'alert' : undefined} className="space-y-4">
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-navy-900 outline-none"
      >
        {title}
      </h2>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link href={REQUEST_NEW_RESET_LINK_HREF}>{copy.requestNew}</Link>
      </Button>
    </div>
  )
}

/**
 * /auth/reset-password: the page the e-mailed reset link opens (`?token=…`). A new password,
 * typed twice; then on to /auth to sign in with it (history replaced: the used link is not worth
 * going back to). A link without a token, or one better-auth marked bad (`?error=`), or a token
 * the server refuses, gets the way to a new link instead.
 */
export function ResetPasswordScreen() {
  const params = useSearchParams()
  const router = useRouter()
  const token = params.get('token')
  const [refused, setRefused] = useState<string>()

  let body
  if (refused !== undefined || params.has('error')) {
    body = (
      <LinkProblem
        title={copy.expiredTitle}
        text={refused || copy.expired}
        replacedForm={refused !== undefined}
      />
    )
  } else if (!token) {
    body = <LinkProblem title={copy.missingTitle} text={copy.missing} />
  } else {
    body = (
      <>
        <div className="mb-6 space-y-1.5">
          <h2 className="text-xl font-semibold tracking-tight text-navy-900">
            Choose a new password
          </h2>
          <p className="text-sm text-muted-foreground">
            You will sign in with it from now on. Your old password stops working.
          </p>
        </div>
        <ResetPasswordForm
          token={token}
          onReset={() => router.replace('/auth')}
          onLinkRefused={setRefused}
        />
      </>
    )
  }
  return <Card className="p-6 sm:p-8">{body}</Card>
}
