/**
 * The home hero's background loop. It is rendered from code (SVG frames → ffmpeg) rather than
 * shipped as stock footage so it stays in the brand palette, matches the illustrations, and can
 * be regenerated at will; the poster is the loop's first frame, so the swap from image to video
 * cannot be seen.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { projectRoot } from '../../scripts/lib/run'
import { HERO_SIZE, heroFrameSvg } from './art/hero-frame'
import { ensureFfmpeg, ffmpeg, framePath, renderSvgFrames } from './video-tools'

const FPS = 24
const SECONDS = 12
const FRAME_COUNT = FPS * SECONDS
/** Both files together: the hero is decoration and must not weigh more than the page it sits on. */
const BUDGET_BYTES = 1_500_000

const OUTPUTS = {
  webm: 'public/video/hero.webm',
  mp4: 'public/video/hero.mp4',
  poster: 'public/images/hero-poster.webp',
} as const

/** Quality steps tried in order until both files fit the budget; the first is the best looking. */
const QUALITY_LADDER = [
  { vp9Crf: 34, x264Crf: 24 },
  { vp9Crf: 38, x264Crf: 26 },
  { vp9Crf: 42, x264Crf: 28 },
  { vp9Crf: 46, x264Crf: 30 },
  { vp9Crf: 50, x264Crf: 33 },
] as const

type Quality = (typeof QUALITY_LADDER)[number]

function frameInput(directory: string): string[] {
  return ['-framerate', String(FPS), '-i', path.join(directory, 'frame-%04d.png'), '-an']
}

async function encodeWebm(directory: string, quality: Quality): Promise<void> {
  await ffmpeg([
    ...frameInput(directory),
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(quality.vp9Crf)],
    ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
    path.join(projectRoot, OUTPUTS.webm),
  ])
}

async function encodeMp4(directory: string, quality: Quality): Promise<void> {
  await ffmpeg([
    ...frameInput(directory),
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', String(quality.x264Crf)],
    // aq-mode 3 spends bits on dark flat areas, where banding in these gradients shows first.
    ...['-x264-params', 'aq-mode=3', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    path.join(projectRoot, OUTPUTS.mp4),
  ])
}

async function fileSize(relative: string): Promise<number> {
  return (await fs.stat(path.join(projectRoot, relative))).size
}

/** Encodes at the best quality step whose two files fit the budget together. */
async function encodeWithinBudget(directory: string): Promise<void> {
  for (const quality of QUALITY_LADDER) {
    await encodeWebm(directory, quality)
    await encodeMp4(directory, quality)
    const total = (await fileSize(OUTPUTS.webm)) + (await fileSize(OUTPUTS.mp4))
    if (total <= BUDGET_BYTES) return
    console.info(`Hero video is ${total} bytes at ${JSON.stringify(quality)}; trying smaller`)
  }
  throw new Error(`Hero video does not fit ${BUDGET_BYTES} bytes even at the lowest quality`)
}

async function writePoster(directory: string): Promise<void> {
  await sharp(framePath(directory, 0))
    .resize(HERO_SIZE.width, HERO_SIZE.height)
    .webp({ quality: 85 })
    .toFile(path.join(projectRoot, OUTPUTS.poster))
}

export async function generateHeroVideo(): Promise<string[]> {
  await ensureFfmpeg('the hero video')
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'hero-frames-'))
  try {
    await renderSvgFrames(directory, FRAME_COUNT, (index) => heroFrameSvg(index / FRAME_COUNT))
    for (const output of Object.values(OUTPUTS)) {
      await fs.mkdir(path.dirname(path.join(projectRoot, output)), { recursive: true })
    }
    await encodeWithinBudget(directory)
    await writePoster(directory)
  } finally {
    await fs.rm(directory, { recursive: true, force: true })
  }
  return Object.values(OUTPUTS)
}
