import type { Metadata } from 'next'
import { PageHeader } from '@/components/sections/page-header'
import { ResetPasswordScreenSlot } from '@/features/auth/account-screens'
import { buildMetadata } from '@/lib/metadata'

// Reached from a private link, like the consultation links: kept out of search engines, and the
// link (with its token) is never sent on to another site as a referrer.
export const metadata: Metadata = {
  ...buildMetadata({
    title: 'Reset Your Password',
    description:
      'Choose a new password for your Northbridge Digital account, using the link from your password reset e-mail.',
    path: '/auth/reset-password',
    indexable: false,
    cardPath: '/auth',
  }),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default function ResetPasswordPage() {
  return (
    <>
      <PageHeader title="Reset Your Password" />
      <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ResetPasswordScreenSlot />
      </div>
    </>
  )
}
