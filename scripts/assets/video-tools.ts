/**
 * The command-line tools behind the two generated videos, called the same way by both, so an
 * encoder flag or an install fix only has to be made once.
 */
import { run } from '../lib/run'

export async function ffmpeg(args: string[]): Promise<void> {
  // -nostdin and -y: never stop to ask about overwriting, whoever runs this.
  const code = await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    ...args,
  ])
  if (code !== 0) throw new Error(`ffmpeg exited with code ${code}`)
}

/** `apt-get install`; the callers check afterwards whether the tools work, and say what failed. */
export async function aptInstall(packages: readonly string[]): Promise<void> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = ['install', '-y', ...packages]
  // A fresh container has empty package lists, so try once more after an update.
  if ((await run('apt-get', install, { env })) !== 0) {
    await run('apt-get', ['update'], { env })
    await run('apt-get', install, { env })
  }
}
