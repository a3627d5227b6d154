import Link from 'next/link'
import type { ReactNode } from 'react'
import { requireStaffPage } from '@/app/_wiring/staff'
import { StaffSignOut } from '@/features/staff/components/staff-sign-out'
import { site } from '@/config/site'
import { decide, type StaffAction } from '@/features/staff/policy'

/** The console's sections, each shown to the roles the policy lets open it. */
const SECTIONS: { href: string; label: string; action: StaffAction }[] = [
  { href: '/staff/consultations', label: 'Consultations', action: 'consultations.view' },
  { href: '/staff/availability', label: 'Availability', action: 'availability.view' },
  { href: '/staff/webinars', label: 'Webinars', action: 'webinars.manage' },
  { href: '/staff/audience', label: 'Audience', action: 'subscribers.manage' },
  { href: '/staff/mail', label: 'Mail', action: 'mail.view' },
  { href: '/staff/analytics', label: 'Analytics', action: 'analytics.view' },
  { href: '/staff/webhooks', label: 'Webhooks', action: 'webhooks.manage' },
  { href: '/staff/team', label: 'Staff', action: 'staff.view' },
  { href: '/staff/audit', label: 'Audit log', action: 'audit.view' },
]

/**
 * The console's frame: who is signed in, the sections their role opens, sign out. It checks the
 * member like every page under it does (requireStaffPage), for the frame's own content.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { member } = await requireStaffPage()
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/staff" className="font-semibold">
            {site.name} <span className="font-normal text-muted-foreground">staff</span>
          </Link>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-4 text-sm">
              <li>
                <Link href="/staff" className="underline-offset-4 hover:underline">
                  Overview
                </Link>
              </li>
              {SECTIONS.filter(({ action }) => decide(member, action).allowed).map(
                ({ href, label }) => (
                  <li key={href}>
                    <Link href={href} className="underline-offset-4 hover:underline">
                      {/* A consultant's inbox holds only what is theirs. */}
                      {member.role === 'consultant' && label === 'Consultations'
                        ? 'My consultations'
                        : label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <span>
              {member.name} <span className="text-muted-foreground">({member.role})</span>
            </span>
            <StaffSignOut />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </>
  )
}
