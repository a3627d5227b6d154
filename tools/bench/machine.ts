import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium'
import type { Machine } from './results'

// The machine a run was made on: figures from a busy 2-core box and a quiet laptop differ, so
// every report says where it comes from.

const loadAverage = () =>
  os.loadavg().map((value) => Math.round(value * 100) / 100) as Machine['loadAverageStart']

function chromiumVersion(): string {
  try {
    // Debian's wrapper script complains on stderr about its own checks; only stdout matters.
    return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'unknown'
  }
}

export function describeMachine(): Machine {
  const cpus = os.cpus()
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryBytes: os.totalmem(),
    node: process.version,
    chromium: chromiumVersion(),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageStart: loadAverage(),
    loadAverageEnd: null,
  }
}

export function finishMachine(machine: Machine): Machine {
  return { ...machine, loadAverageEnd: loadAverage() }
}
