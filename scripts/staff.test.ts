import { describe, expect, it } from 'vitest'
import { parseStaffCommand, UsageError } from './staff'

describe('npm run staff', () => {
  it('turns an invitation into its request, the address as typed and checked', () => {
    expect(parseStaffCommand(['invite', ' Owner@Firm.example ', '--role', 'owner'])).toEqual({
      action: 'invite',
      email: 'Owner@Firm.example',
      role: 'owner',
    })
    expect(parseStaffCommand(['invite', 'a@firm.example', '--role=consultant'])).toMatchObject({
      role: 'consultant',
    })
  })

  it('refuses what it cannot do, saying why', () => {
    expect(() => parseStaffCommand([])).toThrow(new UsageError('No command given'))
    expect(() => parseStaffCommand(['promote', 'a@firm.example'])).toThrow(/Unknown command/)
    expect(() => parseStaffCommand(['invite', '--role', 'owner'])).toThrow(/e-mail address/)
    expect(() => parseStaffCommand(['invite', 'a@firm.example'])).toThrow(/--role/)
    expect(() => parseStaffCommand(['invite', 'a@firm.example', '--role', 'root'])).toThrow(
      UsageError,
    )
    expect(() => parseStaffCommand(['invite', 'not-an-address', '--role', 'admin'])).toThrow(
      UsageError,
    )
    expect(() => parseStaffCommand(['invite', 'a@firm.example', 'b@firm.example'])).toThrow(
      /Unexpected/,
    )
  })
})
