import { PageHeader } from '@/components/sections/page-header'
import { getStaticPage } from '@/content/pages'
import { AuthScreenSlot } from '@/features/auth/account-screens'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata(getStaticPage('/auth'))

export default function AuthPage() {
  return (
    <>
      <PageHeader
        title="Your Account"
        lead={
          <p>
            Sign in with your email address and password, or create an account in a minute. We
            e-mail you a link to confirm your address.
          </p>
        }
      />
      <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <AuthScreenSlot />
      </div>
    </>
  )
}
