// The line a summary shows for a failed test's error, shared by the Playwright and Vitest readers.

/** Test runners colour their messages for a terminal; in a log the escapes are noise. */
const TERMINAL_COLOUR = /\u001b\[[0-9;]{0,12}m/g

/** An error message's first line, without colour codes, cut to 200 characters ('' for none). */
export const firstErrorLine = (message: string | undefined) =>
  (message ?? '').replace(TERMINAL_COLOUR, '').trim().split('\n')[0]?.slice(0, 200) ?? ''
