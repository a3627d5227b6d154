import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IconDrawing } from '../drawn-icon'

// Each file here is one lucide icon's drawing (ISC licence), named as lucide names it, for
// DrawnIcon in client components (drawn-icon.tsx says why). Each must stay lucide's.

const names = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.basename(file, '.ts'))

type LucideModule = { __iconData: { node: [string, Record<string, string>][] } }

describe('icon drawings', () => {
  it.each(names)('%s is lucide’s', async (name) => {
    const ours = Object.values((await import(`./${name}.ts`)) as Record<string, IconDrawing>)
    const lucide = (await import(`lucide-react/icons/${name}`)) as unknown as LucideModule
    expect(ours).toEqual([
      lucide.__iconData.node.map(([tag, { key: _key, ...rest }]) => [tag, rest]),
    ])
  })
})
