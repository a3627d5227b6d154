import type { Metadata } from 'next'
import type { ReactNode } from 'react'

// The staff console (decision 042): rendered per request for the member signed in, never
// prerendered, never indexed. src/proxy.ts adds `Cache-Control: private, no-store` and
// `X-Robots-Tag: noindex` to every answer under /staff, and a nonce-based policy.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'Staff console', template: '%s | Staff console' },
  robots: { index: false, follow: false },
}

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col bg-muted/40">{children}</div>
}
