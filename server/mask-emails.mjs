// The e-mail mask of every log line: the server log's (src/server/log.ts) and the access log's
// (access-log.mjs). Plain JavaScript so that `node server/serve.mjs` loads it without a build;
// the site imports it as it is.

/** Whether a character (by code) is one of JavaScript's `\s`. */
function isSpace(code) {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

// What each ASCII character is to the scan: 1 can be in an address ([^\s@"'<>(),;:/]), 2 also a
// letter ([A-Za-z]), 4 a word character (\w).
const ADDRESS = 1
const LETTER = 2
const WORD = 4
const ASCII = new Uint8Array(128).map((_, code) => {
  const character = String.fromCharCode(code)
  const letter = /[A-Za-z]/.test(character)
  return (
    (isSpace(code) || `@"'<>(),;:/`.includes(character) ? 0 : ADDRESS) |
    (letter ? LETTER : 0) |
    (letter || /[\d_]/.test(character) ? WORD : 0)
  )
})
const classOf = (code) => (code < 128 ? ASCII[code] : isSpace(code) ? 0 : ADDRESS)

/**
 * Every e-mail address in a text replaced by `<email>`: what the pattern
 * `/[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}\b/g` replaces, found by a scan that reads
 * each character a bounded number of times, where the pattern backtracked quadratically over a
 * long run without an address (5 s for one 65,000-character field, issue 25). From each `@`, the
 * run of address characters before it is the local part, and the domain ends after the last
 * `.` in the run after it that is followed by two or more letters and no digit or underscore.
 */
export function maskEmails(text) {
  const parts = []
  let done = 0 // text before this index is settled
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', Math.max(at + 1, done))) {
    let start = at
    while (start > done && classOf(text.charCodeAt(start - 1)) & ADDRESS) start--
    if (start === at) continue
    let runEnd = at + 1
    while (runEnd < text.length && classOf(text.charCodeAt(runEnd)) & ADDRESS) runEnd++
    let end = -1
    // The last dot with a domain character before it whose letters end at a word boundary.
    for (let dot = runEnd - 1; dot > at + 1 && end < 0; dot--) {
      if (text.charCodeAt(dot) !== 0x2e) continue
      let letters = dot + 1
      while (letters < runEnd && classOf(text.charCodeAt(letters)) & LETTER) letters++
      const atBoundary = letters === text.length || !(classOf(text.charCodeAt(letters)) & WORD)
      if (letters - dot - 1 >= 2 && atBoundary) end = letters
    }
    if (end < 0) continue
    parts.push(text.slice(done, start), '<email>')
    done = end
  }
  if (done === 0) return text
  parts.push(text.slice(done))
  return parts.join('')
}
