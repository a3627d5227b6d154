import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { staffOfThisRequest } from '@/app/_wiring/staff'
import { StaffSignIn } from '@/features/staff/components/staff-sign-in'
import { StaffCard } from '@/components/console/console-form-parts'

export const metadata: Metadata = { title: 'Sign in' }

/** Staff sign-in: a member already signed in goes straight on. */
export default async function StaffSignInPage() {
  const session = await staffOfThisRequest()
  if (session) redirect(session.member.twoFactorEnabled ? '/staff' : '/staff/enrol')
  return (
    <StaffCard title="Staff sign-in">
      <StaffSignIn />
    </StaffCard>
  )
}
