'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

/**
 * A signing secret, shown this once (after adding an endpoint or rotating its secret): nothing
 * shows it again, so it is copied now or a new one is made.
 */
export function WebhookSecretNotice({
  secret,
  detailsHref,
  onDone,
}: {
  secret: string
  detailsHref?: string
  onDone: () => void
}) {
  const [copied, setCopied] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const copy = async () => {
    await navigator.clipboard.writeText(secret)
    setCopied(true)
  }
  return (
    <section
      aria-labelledby="secret-heading"
      className="space-y-3 rounded-card border border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="secret-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Copy the signing secret now
      </h2>
      <p className="text-sm">
        This is the only time it is shown. The receiver needs it to check each delivery’s signature.
        If it is lost, rotate the secret on the endpoint’s page.
      </p>
      <p>
        <code
          data-testid="webhook-secret"
          className="block rounded border border-amber-300 bg-white p-2 font-mono text-sm break-all"
        >
          {secret}
        </code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          I have copied it
        </Button>
        {detailsHref ? (
          <Link href={detailsHref} className="text-sm underline underline-offset-4">
            Open the endpoint
          </Link>
        ) : null}
        <span role="status" className="sr-only">
          {copied ? 'Secret copied' : ''}
        </span>
      </div>
    </section>
  )
}
