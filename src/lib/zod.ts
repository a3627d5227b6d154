import * as z from './zod-api'

// zod 4 compiles object parsers with `new Function` when it can, and finds out whether it can by
// trying. Under the site's Content-Security-Policy (no 'unsafe-eval', decision 023) the browser
// blocks that probe and reports a violation even though zod catches the error. Jitless parsing
// never tries. Every module of ours imports zod from here, so this runs before any schema exists.
z.config({ jitless: true })

export { z }
