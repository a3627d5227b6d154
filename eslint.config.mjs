import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'
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
    // zod is configured once (jitless, so it never probes `new Function` under the CSP).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/**/*.test.{ts,tsx}'],
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
