import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      // Outside Next.js the real package throws on import; tests run server modules directly.
      'server-only': path.join(root, 'tests/support/server-only.ts'),
    },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // Embedded PostgreSQL starts in seconds, and slower still on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest runs one file fewer than the machine has cores (on CI's two cores: one at a time).
    // Most files spend their time in PGlite, password hashing and waits, so one per core, the
    // main thread alongside, halves the step's wall time without starving anything.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Worker threads rather than child processes: a file starts without a new Node.js process
    // (140 s for the whole run instead of 158 s here; decision 036).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'eslint/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          exclude: ['**/*.pg.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['src/**/*.pg.test.ts', 'scripts/**/*.pg.test.ts'],
        },
      },
    ],
  },
})
