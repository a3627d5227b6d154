import { describe, expect, it } from 'vitest'
import { describeSampleMails, hostileName } from '#test-support/mail-checks'
import { accountSampleInputs, accountSampleMails } from './samples'
import { renderVerifyEmail } from './verify-email'

describeSampleMails(accountSampleMails())

describe('account sample data', () => {
  it('renders every account template once', () => {
    expect(accountSampleMails().map((sample) => sample.template)).toEqual([
      'verify-email',
      'account-exists',
      'password-reset',
    ])
  })
})

describe('user input', () => {
  const verification = renderVerifyEmail({ ...accountSampleInputs.verifyEmail, name: hostileName })

  it('is escaped in the HTML of the verification', () => {
    expect(verification.html).not.toMatch(/<script/i)
    expect(verification.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; &quot;Jerry&quot;',
    )
  })

  it('is kept verbatim in the text of the verification', () => {
    expect(verification.text).toContain(hostileName)
  })
})
