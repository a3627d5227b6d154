import { describe, expect, it } from 'vitest'
import { accountDetails } from './use-account-details'

const user = { id: 'u1', name: 'Dana Whitfield', email: 'dana@client.example', emailVerified: true }

describe('accountDetails', () => {
  it('offers a signed-in account’s name and e-mail to the booking forms', () => {
    expect(accountDetails({ status: 'signed-in', user })).toEqual({
      defaultName: 'Dana Whitfield',
      defaultEmail: 'dana@client.example',
    })
  })

  it('offers nothing while the status is unknown or signed out', () => {
    expect(accountDetails({ status: 'unknown' })).toEqual({})
    expect(accountDetails({ status: 'signed-out' })).toEqual({})
    expect(accountDetails({ status: 'unknown', user })).toEqual({})
  })
})
