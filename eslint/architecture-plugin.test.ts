import path from 'node:path'
import { ESLint, RuleTester } from 'eslint'
import { describe, expect, it } from 'vitest'
import architecture from './architecture-plugin.mjs'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const root = path.resolve(import.meta.dirname, '..')
const at = (relative: string) => path.join(root, relative)
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })

ruleTester.run('import-direction', architecture.rules['import-direction'], {
  valid: [
    {
      filename: at('src/app/page.tsx'),
      code: "import { x } from '@/features/search/search-dialog'",
    },
    { filename: at('src/features/search/a.ts'), code: "import { b } from './b'" },
    { filename: at('src/features/search/a.ts'), code: "import { db } from '@/server/db/client'" },
    {
      filename: at('src/features/search/a.ts'),
      code: "import { Button } from '@/components/ui/button'",
    },
    { filename: at('src/components/ui/button.tsx'), code: "import { cn } from '@/lib/cn'" },
    { filename: at('src/components/ui/button.tsx'), code: "import { Slot } from 'radix-ui'" },
    { filename: at('src/server/db/seed.ts'), code: "import { w } from '@/content/webinars'" },
    // Features send mail through the server's mail API and own their templates.
    {
      filename: at('src/features/booking/mail/consultation-mail.server.ts'),
      code: "import { queueMail } from '@/server/mail/outbox.server'\nimport { x } from '../slots'",
    },
    {
      filename: at('src/app/dev/mailbox/page.tsx'),
      code: "import { listMailbox } from '@/server/mail/mailbox.server'",
    },
    { filename: at('scripts/start.ts'), code: "import { x } from '../src/features/a/b'" },
  ],
  invalid: [
    {
      filename: at('src/features/search/a.ts'),
      code: "import { chat } from '@/features/chat/chat-panel'",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/features/search/deep/a.ts'),
      code: "export { chat } from '../../chat/chat-panel'",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/features/search/a.ts'),
      code: "const chat = import('@/features/chat/chat-panel')",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/components/ui/button.tsx'),
      code: "import { site } from '@/config/site'",
      errors: [{ messageId: 'wrongDirection' }],
    },
    {
      filename: at('src/components/layout/header.tsx'),
      code: "import { Search } from '@/features/search/search-dialog'",
      errors: [{ messageId: 'wrongDirection' }],
    },
    {
      filename: at('src/lib/urls.ts'),
      code: "import { page } from '../app/page'",
      errors: [{ messageId: 'wrongDirection' }],
    },
    // Server code is infrastructure under every feature: it never imports one.
    {
      filename: at('src/server/mail/outbox.server.ts'),
      code: "import { consultationMail } from '@/features/booking/mail/consultation-mail.server'",
      errors: [{ messageId: 'wrongDirection' }],
    },
    {
      filename: at('src/server/mail/samples.ts'),
      code: "export { bookingSampleMails } from '../../features/booking/mail/samples'",
      errors: [{ messageId: 'wrongDirection' }],
    },
    // Mail is infrastructure (src/server/mail), not a feature: no folder, no imports of one.
    {
      filename: at('src/features/booking/manage.server.ts'),
      code: "import { enqueueMail } from '@/features/mail/outbox.server'",
      errors: [{ messageId: 'infrastructure' }],
    },
    {
      filename: at('src/app/api/consultations/route.ts'),
      code: "import { wakeMailDelivery } from '@/features/mail/delivery.server'",
      errors: [{ messageId: 'infrastructure' }],
    },
    {
      filename: at('src/features/mail/outbox.server.ts'),
      code: "import { getDb } from '@/server/db/instance'",
      errors: [{ messageId: 'infrastructure' }],
    },
  ],
})

ruleTester.run('no-server-in-client', architecture.rules['no-server-in-client'], {
  valid: [
    { filename: at('src/features/a/x.tsx'), code: "import { db } from '@/server/db/client'" },
    { filename: at('src/features/a/x.tsx'), code: "'use client'\nimport { cn } from '@/lib/cn'" },
    {
      filename: at('src/features/a/x.tsx'),
      code: "const a = 1\n'use client'\nimport 'server-only'",
    },
    { filename: at('src/features/a/x.tsx'), code: "'use client'\nimport { a } from 'aim'" },
  ],
  invalid: [
    {
      filename: at('src/features/a/x.tsx'),
      code: "'use client'\nimport { db } from '@/server/db/client'",
      errors: [{ messageId: 'serverInClient' }],
    },
    {
      filename: at('src/features/a/x.tsx'),
      code: "'use client'\nimport { send } from './send.server'",
      errors: [{ messageId: 'serverInClient' }],
    },
    {
      filename: at('src/app/x.tsx'),
      code: '"use client"\nimport { getEnv } from \'@/config/env.server\'',
      errors: [{ messageId: 'serverInClient' }],
    },
    {
      filename: at('src/app/x.tsx'),
      code: "'use client'\nimport 'server-only'",
      errors: [{ messageId: 'serverInClient' }],
    },
    {
      filename: at('src/features/chat/x.tsx'),
      code: "'use client'\nimport { streamText } from 'ai'",
      errors: [{ messageId: 'serverInClient' }],
    },
    {
      filename: at('src/features/chat/x.tsx'),
      code: "'use client'\nimport { createOpenAICompatible } from '@ai-sdk/openai-compatible'",
      errors: [{ messageId: 'serverInClient' }],
    },
  ],
})

describe('the project ESLint config', () => {
  const eslint = new ESLint({ cwd: root })

  async function ruleIdsFor(code: string, filePath: string) {
    const [result] = await eslint.lintText(code, { filePath: at(filePath) })
    return result?.messages.map((message) => message.ruleId) ?? []
  }

  it('fails a deliberate cross-feature import', { timeout: 30_000 }, async () => {
    const ids = await ruleIdsFor(
      "import { ChatPanel } from '@/features/chat/chat-panel'\nexport const x = ChatPanel\n",
      'src/features/search/probe.ts',
    )
    expect(ids).toContain('architecture/import-direction')
  })

  it('fails server code that imports a feature', { timeout: 30_000 }, async () => {
    const ids = await ruleIdsFor(
      "import { consultationMail } from '@/features/booking/mail/consultation-mail.server'\nexport const x = consultationMail\n",
      'src/server/mail/probe.ts',
    )
    expect(ids).toContain('architecture/import-direction')
  })

  it("fails a 'use client' file that imports the database", { timeout: 30_000 }, async () => {
    const ids = await ruleIdsFor(
      "'use client'\nimport { getDb } from '@/server/db/instance'\nexport const x = getDb\n",
      'src/components/layout/probe.tsx',
    )
    expect(ids).toContain('architecture/no-server-in-client')
  })
})
