import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { staffOfThisRequest } from '@/app/_wiring/staff'
import { StaffEnrolmentSteps } from '@/features/staff/components/staff-enrolment'
import { StaffCard } from '@/components/console/console-form-parts'

export const metadata: Metadata = { title: 'Set up your authenticator app' }

/** Enrolment of the authenticator app, which every member completes before the console opens. */
export default async function StaffEnrolPage() {
  const session = await staffOfThisRequest()
  if (!session) redirect('/staff/sign-in')
  if (session.member.twoFactorEnabled) redirect('/staff')
  return (
    <StaffCard title="Set up your authenticator app">
      <StaffEnrolmentSteps />
    </StaffCard>
  )
}
