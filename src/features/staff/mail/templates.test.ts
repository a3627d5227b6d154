import { describe, expect, it } from 'vitest'
import { describeSampleMails, hostileName } from '#test-support/mail-checks'
import { staffSampleInputs, staffSampleMails } from './samples'
import { renderStaffInvitation } from './staff-invitation'

describeSampleMails(staffSampleMails())

describe('the staff invitation', () => {
  it('names the role, the inviter, the link and its 48 hours', () => {
    const { text, html, subject } = renderStaffInvitation(staffSampleInputs.invitation)
    expect(subject).toContain('staff console')
    expect(text).toContain('Priya Raman has invited you')
    expect(text).toContain('as a consultant')
    expect(text).toContain(staffSampleInputs.invitation.acceptUrl)
    expect(text).toContain('works once, for 48 hours')
    expect(html).toContain('Accept the invitation')
  })

  it('says who invited without their name when the operator’s command line did', () => {
    const { text } = renderStaffInvitation({
      ...staffSampleInputs.invitation,
      invitedBy: undefined,
    })
    expect(text).toContain('You have been invited to join')
  })

  it('escapes an inviter’s name in HTML and keeps it verbatim in text', () => {
    const mail = renderStaffInvitation({ ...staffSampleInputs.invitation, invitedBy: hostileName })
    expect(mail.html).not.toMatch(/<script/i)
    expect(mail.text).toContain(hostileName)
  })
})
