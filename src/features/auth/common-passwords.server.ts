import 'server-only'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The 49,000 most common passwords of zxcvbn-ts's ranked list (all lowercase), loaded once on the
 * server. People meet the composition rule by decorating a common word ('Password1!',
 * 'P@ssw0rd2024'), so a password is refused when it, or its core after the usual decorations are
 * undone, is on the list.
 */
let common: ReadonlySet<string> | undefined

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'] as string[])
  return common
}

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '7': 't',
}

/** The forms of a password worth looking up: as typed, without decorations, un-leeted. */
function candidates(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase()
  // Digits and symbols tacked on at either end ('Summer2024!', '!!Dragon').
  // eslint-disable-next-line regexp/no-super-linear-move -- on passwords only, which the schema caps at 128 characters before this runs
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '')
  const unleet = (text: string) =>
    text.replace(/[@4$50!137]/g, (character) => LEET[character] ?? character)
  const forms = [
    lower,
    core,
    unleet(lower),
    // eslint-disable-next-line regexp/no-super-linear-move -- as above: at most 128 characters
    unleet(lower).replace(/^[\d\W_]+|[\d\W_]+$/gu, ''),
    unleet(core),
  ]
  return [...new Set(forms)].filter((form) => form.length >= 4)
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords()
  return candidates(password).some((form) => list.has(form))
}
