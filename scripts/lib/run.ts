import { spawn, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

export const projectRoot = path.resolve(import.meta.dirname, '..', '..')

/** Next.js's own CLI, run by this Node binary (no npx, no shell). */
export const NEXT_BIN = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

/** Runs a command with inherited output and resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: projectRoot, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Runs a command with its output (stdout and stderr, in the order they came) kept instead of
 * shown, for a caller that prints it later; resolves with the exit code and the output.
 */
export function runCaptured(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, ...options, stdio: 'pipe' })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    )
  })
}

export function withTelemetryOff(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NEXT_TELEMETRY_DISABLED: '1' }
}
