import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

// A console.error during a test is a bug someone would otherwise miss in the noise: fail on it.
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  if (calls.length > 0) {
    const printed = calls.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${printed}`)
  }
})
