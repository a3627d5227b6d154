import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import regexp from 'eslint-plugin-regexp'
import architecture from './eslint/architecture-plugin.mjs'

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // eslint-config-next registers the jsx-a11y plugin with a few rules; turn on the full set.
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    plugins: { architecture },
    rules: {
      'architecture/import-direction': 'error',
      'architecture/no-server-in-client': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Regular expressions run in linear time on whatever input they meet (issue 25, decision
    // 030): no backtracking that grows polynomially or exponentially with the input, and no
    // search whose every start position costs a scan to the end. A pattern that is safe for a
    // reason the analysis cannot see stays only with a disable comment that gives the reason.
    // The server's code: src/ and the production server (server/serve.mjs and its modules).
    files: ['src/**/*.{ts,tsx,js,mjs}', 'server/*.mjs'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  {
    // The site (src/, the production server, its developer scripts) never reaches into the QA
    // and asset tooling: tools/ is an npm workspace whose packages stay out of the site's
    // dependencies (decision 037). The tools import the site, never the other way round.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'server/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)tools/',
              message: 'The site does not import the tools workspace (decision 037).',
            },
            {
              group: [
                '@mdn/mdn-http-observatory',
                '@mdn/mdn-http-observatory/*',
                'autocannon',
                'lighthouse',
                'lighthouse/*',
                'parse5',
                'png-to-ico',
                // sharp is not here: the site re-encodes uploaded webinar pictures (decision 048).
                'subset-font',
                'vnu-jar',
              ],
              message: 'A dependency of the tools workspace, not of the site (decision 037).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every disable comment says why (`// eslint-disable-next-line rule -- reason`).
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },
  {
    // zod is configured once (jitless, so it never probes `new Function` under the CSP).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/lib/zod-api.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@/lib/zod' (jitless under the CSP; decision 023).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    '.cache/**',
    'node_modules/**',
    'drizzle/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // The benchmark's floor app: Next.js writes its build and type stubs into its folder.
    'bench/floor/.next/**',
    'bench/floor/next-env.d.ts',
  ]),
])
