import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's lint configuration as `npm run lint` runs it: the site (src/, server/, scripts/)
// never imports the tools workspace or a package only the tools depend on; the tools and the
// tests may import the site (decision 037).

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

async function restrictedImports(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports')
}

const FROM_TOOLS =
  "import { KEY_ROUTES } from '../../tools/bench/key-routes'\nexport { KEY_ROUTES }\n"
const TOOLS_PACKAGE = "import subsetFont from 'subset-font'\nexport { subsetFont }\n"

describe('the tools workspace stays out of the site (npm run lint)', () => {
  it('fails an import of tools/ or of a tools-only package from the site', async () => {
    for (const file of ['src/lib/probe.ts', 'server/probe.mjs', 'scripts/lib/probe.ts']) {
      expect(await restrictedImports(FROM_TOOLS, file), file).toHaveLength(1)
      expect(await restrictedImports(TOOLS_PACKAGE, file), file).toHaveLength(1)
    }
  }, 60_000)

  it('lets the tools and the tests import the site and the tools', async () => {
    for (const file of ['tools/bench/probe.ts', 'tests/e2e/probe.spec.ts']) {
      expect(await restrictedImports(FROM_TOOLS, file), file).toEqual([])
      expect(await restrictedImports(TOOLS_PACKAGE, file), file).toEqual([])
    }
  }, 60_000)
})
