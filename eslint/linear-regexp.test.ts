import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's lint configuration as `npm run lint` runs it: every regular expression of the
// server's code (src/ and the production server, server/*.mjs) is checked for super-linear
// backtracking and moves (eslint-plugin-regexp), and a finding stays only with a disable
// comment that says why (decision 030).

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

async function ruleIdsFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result?.messages.map((message) => message.ruleId) ?? []
}

// The log scrubber's e-mail pattern of issue 25: 5 s for one 65,000-character field.
const QUADRATIC = String.raw`export const scrub = (text: string) => text.replace(/[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}\b/g, '<email>')`

describe('linear regular expressions (npm run lint)', () => {
  it('fails a pattern that backtracks or moves super-linearly', { timeout: 60_000 }, async () => {
    for (const file of ['src/server/probe.ts', 'server/probe.mjs']) {
      expect(await ruleIdsFor(`${QUADRATIC}\n`, file)).toContain('regexp/no-super-linear-move')
    }
    expect(
      await ruleIdsFor(
        'export const nested = (text: string) => /^(a+)+$/.test(text)\n',
        'src/lib/probe.ts',
      ),
    ).toContain('regexp/no-super-linear-backtracking')
    expect(await ruleIdsFor('export const ok = /^[a-z-]{1,40}$/\n', 'src/lib/probe.ts')).toEqual([])
  })

  it(
    'accepts a finding only with a disable comment that gives the reason',
    { timeout: 60_000 },
    async () => {
      const bare = `// eslint-disable-next-line regexp/no-super-linear-move\n${QUADRATIC}\n`
      expect(await ruleIdsFor(bare, 'src/server/probe.ts')).toEqual([
        '@eslint-community/eslint-comments/require-description',
      ])
      const justified = `// eslint-disable-next-line regexp/no-super-linear-move -- short input only\n${QUADRATIC}\n`
      expect(await ruleIdsFor(justified, 'src/server/probe.ts')).toEqual([])
    },
  )
})
