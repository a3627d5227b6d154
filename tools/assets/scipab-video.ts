/**
 * The video of the SCIPAB webinar page (/insights/webinars/SCIPAB): the six steps as titled cards,
 * one after another, over a calm moving background, looping without a seam. It is drawn from the
 * page's own content (src/content/scipab-webinar.ts), so the cards say what the page says, and it
 * runs exactly as long as the webinar's stated length. It is silent: the page plays it muted, and
 * the six steps written out on the page are its text alternative.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { site } from '../../src/config/site'
import { scipabSpeaker, scipabWebinar } from '../../src/content/scipab-webinar'
import { projectRoot } from '../../scripts/lib/run'
import { SCIPAB_VIDEO_SIZE, scipabFrameSvg, type ScipabVideoScript } from './art/scipab-frame'
import { ensureFfmpeg, ffmpeg, framePath, renderSvgFrames } from './video-tools'

/**
 * 15 frames a second is plenty for a slow background and short slides, and every new line of text
 * is encoded over fewer frames, which keeps two minutes of video inside the budget.
 */
const FPS = 15
/** A keyframe every 20 s: seeking stays quick, and the still cards cost next to nothing between. */
const GOP = FPS * 20
/** Both files together: a visitor's browser fetches one of them, but neither may be heavy. */
const BUDGET_BYTES = 1_500_000

/** Public paths from the content, as files under the project root. */
const OUTPUTS = {
  webm: path.join('public', scipabWebinar.video.webm),
  mp4: path.join('public', scipabWebinar.video.mp4),
  poster: path.join('public', scipabWebinar.video.poster),
} as const

/** Quality steps tried in order until both files fit the budget; the first is the best looking. */
const QUALITY_LADDER = [
  { vp9Crf: 38, x264Crf: 27 },
  { vp9Crf: 41, x264Crf: 28 },
  { vp9Crf: 44, x264Crf: 30 },
  { vp9Crf: 48, x264Crf: 32 },
  { vp9Crf: 52, x264Crf: 35 },
] as const

type Quality = (typeof QUALITY_LADDER)[number]

function videoScript(): ScipabVideoScript {
  const minutes = scipabWebinar.durationMinutes
  return {
    brand: site.name,
    title: scipabWebinar.title,
    speaker: `${scipabSpeaker.name} · ${scipabSpeaker.title}`,
    lengthLabel: `A ${minutes}-minute briefing`,
    steps: scipabWebinar.steps,
    seconds: minutes * 60,
  }
}

function frameInput(directory: string): string[] {
  return ['-framerate', String(FPS), '-i', path.join(directory, 'frame-%04d.png'), '-an']
}

function outputPath(relative: string): string {
  return path.join(projectRoot, relative)
}

async function encodeWebm(directory: string, quality: Quality): Promise<void> {
  await ffmpeg([
    ...frameInput(directory),
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(quality.vp9Crf), '-g', String(GOP)],
    ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
    outputPath(OUTPUTS.webm),
  ])
}

async function encodeMp4(directory: string, quality: Quality): Promise<void> {
  await ffmpeg([
    ...frameInput(directory),
    ...['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation'],
    ...['-crf', String(quality.x264Crf), '-g', String(GOP)],
    // aq-mode 3 spends bits on dark flat areas, where banding in these gradients shows first.
    ...['-x264-params', 'aq-mode=3', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    outputPath(OUTPUTS.mp4),
  ])
}

async function fileSize(relative: string): Promise<number> {
  return (await fs.stat(outputPath(relative))).size
}

/** Encodes at the best quality step whose two files fit the budget together. */
async function encodeWithinBudget(directory: string): Promise<void> {
  for (const quality of QUALITY_LADDER) {
    await encodeWebm(directory, quality)
    await encodeMp4(directory, quality)
    const total = (await fileSize(OUTPUTS.webm)) + (await fileSize(OUTPUTS.mp4))
    if (total <= BUDGET_BYTES) {
      console.info(`SCIPAB video: ${total} bytes at ${JSON.stringify(quality)}`)
      return
    }
    console.info(`SCIPAB video is ${total} bytes at ${JSON.stringify(quality)}; trying smaller`)
  }
  throw new Error(`SCIPAB video does not fit ${BUDGET_BYTES} bytes even at the lowest quality`)
}

/** The poster is frame 0, the title card, so the swap from poster to video cannot be seen. */
async function writePoster(directory: string): Promise<void> {
  await sharp(framePath(directory, 0))
    .resize(SCIPAB_VIDEO_SIZE.width, SCIPAB_VIDEO_SIZE.height)
    .webp({ quality: 85 })
    .toFile(outputPath(OUTPUTS.poster))
}

export async function generateScipabVideo(): Promise<string[]> {
  const { width, height } = scipabWebinar.video
  if (width !== SCIPAB_VIDEO_SIZE.width || height !== SCIPAB_VIDEO_SIZE.height) {
    throw new Error(`The content says ${width}×${height}; the frames are drawn at another size`)
  }
  await ensureFfmpeg('the SCIPAB webinar video')
  const script = videoScript()
  const frameCount = FPS * script.seconds
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'scipab-frames-'))
  try {
    await renderSvgFrames(directory, frameCount, (index) => scipabFrameSvg(script, index / FPS))
    for (const output of Object.values(OUTPUTS)) {
      await fs.mkdir(path.dirname(outputPath(output)), { recursive: true })
    }
    await encodeWithinBudget(directory)
    await writePoster(directory)
  } finally {
    await fs.rm(directory, { recursive: true, force: true })
  }
  return Object.values(OUTPUTS)
}
