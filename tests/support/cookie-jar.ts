/**
 * A browser's cookies for tests that talk to route handlers directly: what an answer sets (or
 * expires with an empty value or Max-Age=0) is kept, and sent back as one Cookie header.
 */
export function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    cookies,
    remember(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const name = pair.slice(0, pair.indexOf('='))
        const value = pair.slice(pair.indexOf('=') + 1)
        if (!value || /max-age=0\b/i.test(line)) cookies.delete(name)
        else cookies.set(name, value)
      }
    },
    /** The Cookie header's value ('' when there is none). */
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}
