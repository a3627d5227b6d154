/**
 * The command-line tools and frame rendering behind the generated videos, called the same way by
 * each, so an encoder flag, a rendering setting or an install fix only has to be made once.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { run } from '../../scripts/lib/run'

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

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0
}

/** Installs ffmpeg when we may (root on Debian); anyone else gets the command to run. */
export async function ensureFfmpeg(forWhat: string): Promise<void> {
  if (hasFfmpeg()) return
  const installCommand = 'apt-get install -y ffmpeg'
  if (process.getuid?.() !== 0) {
    throw new Error(`ffmpeg is required for ${forWhat}: run \`sudo ${installCommand}\``)
  }
  await aptInstall(['ffmpeg'])
  if (!hasFfmpeg()) throw new Error(`Could not install ffmpeg; run \`${installCommand}\``)
}

export function framePath(directory: string, index: number): string {
  return path.join(directory, `frame-${String(index).padStart(4, '0')}.png`)
}

/**
 * Renders frames 0..count-1 from SVG to numbered PNGs (`frame-%04d.png`), a batch per core. A loop
 * draws frame i at phase i/count, so frame count would equal frame 0: the repeat has no seam.
 */
export async function renderSvgFrames(
  directory: string,
  count: number,
  svgAt: (index: number) => string,
): Promise<void> {
  const batch = os.availableParallelism()
  for (let start = 0; start < count; start += batch) {
    const indices = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i)
    await Promise.all(
      indices.map((index) =>
        sharp(Buffer.from(svgAt(index)))
          .png({ compressionLevel: 1 })
          .toFile(framePath(directory, index)),
      ),
    )
  }
}
