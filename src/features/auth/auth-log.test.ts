import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withoutAddresses } from './auth.server'

describe('withoutAddresses (better-auth messages in our log)', () => {
  // The pattern it replaces: right, but quadratic on a long word.
  // eslint-disable-next-line regexp/no-super-linear-move -- the reference the scan is checked against, on short strings only
  const PATTERN = /\S+@\S+/g

  it('masks each word with an @ inside it, as the pattern did', () => {
    expect(withoutAddresses('User avery@harborline.example not found')).toBe(
      'User <email> not found',
    )
    expect(withoutAddresses('(a@localhost) @handle trailing@ a@@')).toBe(
      '<email> @handle trailing@ <email>',
    )
    const character = fc.constantFrom(...'a@. \n\t\u00a0'.split(''))
    fc.assert(
      fc.property(fc.array(character, { maxLength: 30 }), (characters) => {
        const text = characters.join('')
        expect(withoutAddresses(text)).toBe(text.replace(PATTERN, '<email>'))
      }),
      { numRuns: 3_000 },
    )
  })

  it('takes milliseconds on a 1 MB message (the pattern took minutes)', () => {
    const long = ['a'.repeat(65_000), 'a'.repeat(1_000_000), `${'a'.repeat(65_000)} `.repeat(15)]
    for (const message of long) {
      const started = performance.now()
      withoutAddresses(message)
      expect(performance.now() - started).toBeLessThan(100)
    }
  })
})
