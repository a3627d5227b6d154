/**
 * The narrated video summary that accompanies the trust article. It is built from code: a short
 * script in Northbridge's words, spoken by espeak-ng, one brand slide per sentence held for exactly
 * as long as that sentence is spoken, captions timed from the same audio. Editing a sentence and
 * re-running the script therefore keeps picture, sound and captions in step.
 */
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { projectRoot, run } from '../../scripts/lib/run'
import { escapeXml, glowCircle, linearGradient, num, palette } from './art/svg'
import { balancedWrap, FONT_STACK, textWidth } from './art/text'
import { readArticle } from './people-and-articles'
import { aptInstall, ffmpeg } from './video-tools'

const ARTICLE_FILE = 'src/content/articles/trust-human-ai-relationships.mdx'
const WIDTH = 1280
const HEIGHT = 720
const FPS = 25
/** Silence before the first sentence, after each one, and held on the last slide. */
const LEAD_IN_SECONDS = 0.6
const PAUSE_SECONDS = 0.55
const FINAL_HOLD_SECONDS = 1.4
/** Both video files together; the video is opt-in (a facade), but still should not be heavy. */
const BUDGET_BYTES = 4_000_000
const VOICE = ['-v', 'en-us', '-s', '150', '-p', '42', '-g', '2']
const TOOLS = ['espeak-ng', 'ffmpeg', 'ffprobe'] as const
const INSTALL_COMMAND = 'apt-get install -y espeak-ng ffmpeg'

const QUALITY_LADDER = [
  { vp9Crf: 28, x264Crf: 21, opus: '48k', aac: '64k' },
  { vp9Crf: 40, x264Crf: 27, opus: '40k', aac: '56k' },
  { vp9Crf: 46, x264Crf: 31, opus: '32k', aac: '48k' },
] as const

type Quality = (typeof QUALITY_LADDER)[number]

interface Sentence {
  /** What is spoken and captioned. */
  text: string
  /** The phrase shown large on the slide; the first slide shows the article title instead. */
  key: string
  /** Where the trust gauge points: -1 under-trust, 0 calibrated, 1 over-trust. */
  needle: number
  /** Whose point it is: the speaker's, or our own advice on top of the talk. */
  source: 'speaker' | 'northbridge'
  /** Spelling for the voice only, where espeak-ng would misread the caption text. */
  spoken?: string
}

/** The summary, in our words; the first sentence credits the speaker named in the frontmatter. */
function narration(author: string): Sentence[] {
  return [
    {
      text: `This Northbridge summary is based on a recorded talk by ${author}.`,
      key: '',
      needle: 0,
      source: 'speaker',
    },
    {
      text: 'Her question is not whether AI works, but whether people trust it the right amount.',
      key: 'Trust it the right amount',
      needle: 0,
      source: 'speaker',
    },
    {
      text: 'Trust fails in two directions, and both are expensive.',
      key: 'Trust fails in two directions',
      needle: -0.4,
      source: 'speaker',
    },
    {
      text: 'Over-trust lets a polished but wrong answer slip through unchecked.',
      key: 'Over-trust',
      needle: 0.85,
      source: 'speaker',
    },
    {
      text: 'Under-trust means people redo reliable work, so the promised gains never arrive.',
      key: 'Under-trust',
      needle: -0.85,
      source: 'speaker',
    },
    {
      text: 'The goal is calibrated trust: reliance that tracks how reliable a system really is.',
      key: 'Calibrated trust',
      needle: 0,
      source: 'speaker',
    },
    {
      text: 'Useful explanations are short, specific and checkable, so errors are easy to spot.',
      key: 'Short, specific, checkable',
      needle: 0.1,
      source: 'speaker',
    },
    {
      text: 'Confidence works best as a few clear bands, with low confidence sent for review.',
      key: 'A few clear confidence bands',
      needle: -0.1,
      source: 'speaker',
    },
    {
      text: 'Overriding a wrong answer should take one step, and someone must close the loop.',
      key: 'One-step overrides',
      needle: 0.05,
      source: 'speaker',
    },
    {
      text: 'Trust grows from experience: share real error rates and thank people who catch mistakes.',
      key: 'Share real error rates',
      needle: 0,
      source: 'speaker',
    },
    {
      text: 'We advise leaders to compare acceptance and override rates with measured accuracy.',
      key: 'Measure behavior, not sentiment',
      needle: 0,
      source: 'northbridge',
    },
    {
      text: 'Set a baseline before launch, track it afterwards and name an owner for feedback.',
      key: 'Baseline, track, own',
      needle: 0,
      source: 'northbridge',
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

const execFileAsync = promisify(execFile)

function missingTools(): string[] {
  return TOOLS.filter(
    (tool) =>
      spawnSync(tool, ['--version'], { stdio: 'ignore' }).status !== 0 &&
      spawnSync(tool, ['-version'], { stdio: 'ignore' }).status !== 0,
  )
}

/** Installs espeak-ng and ffmpeg when we may (root on Debian); anyone else gets the command. */
async function ensureTools(): Promise<void> {
  if (missingTools().length === 0) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missingTools().join(', ')} required for the article video: run \`sudo ${INSTALL_COMMAND}\``,
    )
  }
  await aptInstall(['espeak-ng', 'ffmpeg'])
  const missing = missingTools()
  if (missing.length > 0) {
    throw new Error(`Could not install ${missing.join(', ')}; run \`${INSTALL_COMMAND}\``)
  }
}

async function audioSeconds(file: string): Promise<number> {
  const { stdout } = await execFileAsync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration'],
    ...['-of', 'default=noprint_wrappers=1:nokey=1', file],
  ])
  const seconds = Number.parseFloat(stdout.trim())
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`No duration for ${file}`)
  return seconds
}

// ---------------------------------------------------------------------------------------------
// Slides
// ---------------------------------------------------------------------------------------------

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  return balancedWrap(text, (line) => textWidth(line, fontSize, { bold: true }), maxWidth)
}

function textLines(
  lines: readonly string[],
  { x, firstBaseline, lineHeight }: { x: number; firstBaseline: number; lineHeight: number },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${num(firstBaseline + index * lineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('')
}

const GAUGE = { x: 1010, y: 372, r: 150 }

/** The motif of the article: two overlapping circles and a trust gauge whose needle moves. */
function gauge(needle: number): string {
  const at = (angle: number, radius: number) => ({
    x: GAUGE.x + radius * Math.cos(angle),
    y: GAUGE.y + radius * Math.sin(angle),
  })
  const arc = (from: number, to: number, color: string) => {
    const a = at(from, GAUGE.r)
    const b = at(to, GAUGE.r)
    return `<path d="M${num(a.x)} ${num(a.y)}A${GAUGE.r} ${GAUGE.r} 0 0 1 ${num(b.x)} ${num(b.y)}" fill="none" stroke="${color}" stroke-width="16" stroke-linecap="round"/>`
  }
  const ticks = Array.from({ length: 11 }, (_, tick) => {
    const angle = Math.PI + (tick / 10) * Math.PI
    const a = at(angle, GAUGE.r - 30)
    const b = at(angle, GAUGE.r - (tick % 5 === 0 ? 52 : 42))
    return `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`
  }).join('')
  const clamped = Math.max(-1, Math.min(1, needle))
  const tip = at(Math.PI * (1.5 + clamped * 0.42), GAUGE.r - 24)
  const label = (text: string, x: number, anchor: string) =>
    `<text x="${x}" y="${GAUGE.y + 44}" text-anchor="${anchor}">${text}</text>`
  return [
    `<circle cx="${GAUGE.x - 80}" cy="${GAUGE.y}" r="190" fill="${palette.teal700}" fill-opacity="0.16" stroke="${palette.teal300}" stroke-opacity="0.3" stroke-width="2"/>`,
    `<circle cx="${GAUGE.x + 80}" cy="${GAUGE.y}" r="190" fill="${palette.navy700}" fill-opacity="0.2" stroke="${palette.amber400}" stroke-opacity="0.28" stroke-width="2"/>`,
    `<path d="M${GAUGE.x - GAUGE.r - 26} ${GAUGE.y}A${GAUGE.r + 26} ${GAUGE.r + 26} 0 0 1 ${GAUGE.x + GAUGE.r + 26} ${GAUGE.y}Z" fill="${palette.navy950}" fill-opacity="0.75"/>`,
    arc(Math.PI, Math.PI * 1.35, palette.navy700),
    arc(Math.PI * 1.38, Math.PI * 1.62, palette.teal300),
    arc(Math.PI * 1.65, Math.PI * 2, palette.amber500),
    `<path d="${ticks}" stroke="${palette.white}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${GAUGE.x - 10} ${GAUGE.y}L${num(tip.x)} ${num(tip.y)}L${GAUGE.x + 10} ${GAUGE.y}Z" fill="${palette.amber400}"/>`,
    `<circle cx="${GAUGE.x}" cy="${GAUGE.y}" r="18" fill="${palette.amber400}" stroke="${palette.navy950}" stroke-width="5"/>`,
    `<g fill="${palette.white}" fill-opacity="0.6" font-size="15" font-weight="600" letter-spacing="2">`,
    label('UNDER', GAUGE.x - GAUGE.r - 8, 'start'),
    label('OVER', GAUGE.x + GAUGE.r + 8, 'end'),
    '</g>',
    `<text x="${GAUGE.x}" y="${GAUGE.y - GAUGE.r - 44}" text-anchor="middle" fill="${palette.teal300}" font-size="15" font-weight="700" letter-spacing="2.5">CALIBRATED</text>`,
  ].join('')
}

interface SlideInput {
  title: string
  author: string
  sentence: Sentence
  index: number
  count: number
}

function slideSvg({ title, author, sentence, index, count }: SlideInput): string {
  const isTitle = index === 0
  const progress = ((index + 1) / count) * WIDTH
  const counter = `${String(index + 1).padStart(2, '0')} / ${String(count).padStart(2, '0')}`
  let message: string
  if (isTitle) {
    // Kept low and left: the poster is shown under a centred play button.
    const lines = wrap(title, 54, 660)
    const firstBaseline = 606 - (lines.length - 1) * 64
    message = [
      `<rect x="80" y="${firstBaseline - 86}" width="56" height="6" rx="3" fill="${palette.amber400}"/>`,
      `<g fill="${palette.white}" font-size="54" font-weight="700" letter-spacing="-0.5">${textLines(lines, { x: 80, firstBaseline, lineHeight: 64 })}</g>`,
      `<text x="80" y="664" fill="${palette.teal300}" font-size="24" font-weight="600">${escapeXml(`A summary of the talk by ${author}`)}</text>`,
    ].join('')
  } else {
    const lines = wrap(sentence.key, 68, 700)
    const lineHeight = 80
    const firstBaseline = 380 - ((lines.length - 1) * lineHeight) / 2 + 24
    message = [
      `<rect x="80" y="${num(firstBaseline - 100)}" width="56" height="6" rx="3" fill="${palette.amber400}"/>`,
      `<g fill="${palette.white}" font-size="68" font-weight="700" letter-spacing="-0.8">${textLines(lines, { x: 80, firstBaseline, lineHeight })}</g>`,
      `<text x="80" y="${num(firstBaseline + (lines.length - 1) * lineHeight + 62)}" fill="${palette.teal300}" font-size="22" font-weight="600">${escapeXml(sentence.source === 'speaker' ? `From the talk by ${author}` : 'Northbridge perspective')}</text>`,
    ].join('')
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(isTitle ? title : sentence.key)}</title>`,
    '<defs>',
    linearGradient('bg', [
      [0, palette.navy950],
      [0.6, palette.navy900],
      [1, palette.navy800],
    ]),
    // Not radialGlow(): that rounds the middle stop to 0.6, and the slides were tuned with 0.55.
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.teal500}" stop-opacity="0.26"/><stop offset="0.55" stop-color="${palette.teal500}" stop-opacity="0.09"/><stop offset="1" stop-color="${palette.teal500}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    glowCircle({ x: 1120, y: 60 }, 720, 'glow'),
    `<g font-family="${FONT_STACK}">`,
    gauge(sentence.needle),
    `<text x="80" y="86" fill="${palette.teal300}" font-size="16" font-weight="700" letter-spacing="3">NORTHBRIDGE DIGITAL · VIDEO SUMMARY</text>`,
    isTitle
      ? ''
      : `<text x="80" y="120" fill="${palette.white}" fill-opacity="0.7" font-size="20">${escapeXml(title)}</text>`,
    `<text x="1200" y="86" text-anchor="end" fill="${palette.white}" fill-opacity="0.55" font-size="16" font-weight="600" letter-spacing="2">${counter}</text>`,
    message,
    '</g>',
    `<rect y="${HEIGHT - 6}" width="${WIDTH}" height="6" fill="${palette.white}" fill-opacity="0.1"/>`,
    `<rect y="${HEIGHT - 6}" width="${num(progress)}" height="6" fill="${palette.teal500}"/>`,
    '</svg>',
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// Timing, captions and encoding
// ---------------------------------------------------------------------------------------------

interface Segment {
  slide: string
  audio: string
  /** Seconds of speech in the WAV. */
  speech: number
  /** Silence before the speech within this segment. */
  lead: number
  /** The segment's whole length, a whole number of frames. */
  length: number
  /** When the segment starts in the video. */
  start: number
}

function toFrames(seconds: number): number {
  return Math.ceil(seconds * FPS) / FPS
}

function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000)
  const hours = Math.floor(millis / 3_600_000)
  const minutes = Math.floor(millis / 60_000) % 60
  const secs = Math.floor(millis / 1000) % 60
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`
}

/** Caption lines of at most 46 characters, balanced so a cue reads as one or two even lines. */
function captionLines(text: string): string {
  return balancedWrap(text, (line) => line.length, 46).join('\n')
}

function captionsVtt(sentences: readonly Sentence[], segments: readonly Segment[]): string {
  const cues = segments.map((segment, index) => {
    const start = segment.start + segment.lead
    const end = start + segment.speech
    return `${index + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${captionLines(sentences[index]!.text)}`
  })
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}

/** One input pair (still slide, speech) per segment, joined by ffmpeg's concat filter. */
function assemblyArgs(segments: readonly Segment[]): { inputs: string[]; filter: string } {
  const total = segments.reduce((sum, segment) => sum + segment.length, 0)
  const inputs: string[] = []
  const parts: string[] = []
  const pairs: string[] = []
  segments.forEach((segment, index) => {
    inputs.push(
      ...['-loop', '1', '-framerate', String(FPS), '-t', segment.length.toFixed(3)],
      ...['-i', segment.slide, '-i', segment.audio],
    )
    const delay = Math.round(segment.lead * 1000)
    parts.push(
      `[${index * 2}:v]format=yuv420p,setsar=1[v${index}]`,
      `[${index * 2 + 1}:a]aresample=48000,aformat=channel_layouts=mono${delay > 0 ? `,adelay=${delay}` : ''},apad=whole_dur=${segment.length.toFixed(3)},atrim=end=${segment.length.toFixed(3)}[a${index}]`,
    )
    pairs.push(`[v${index}][a${index}]`)
  })
  const fadeOut = (total - 0.5).toFixed(3)
  parts.push(
    `${pairs.join('')}concat=n=${segments.length}:v=1:a=1[vcat][acat]`,
    `[vcat]fade=t=in:st=0:d=0.4,fade=t=out:st=${fadeOut}:d=0.5[v]`,
    `[acat]loudnorm=I=-17:TP=-2:LRA=11,aresample=48000,afade=t=out:st=${fadeOut}:d=0.5[a]`,
  )
  return { inputs, filter: parts.join(';') }
}

const OUTPUTS = (videoId: string) =>
  ({
    webm: `public/video/articles/${videoId}.webm`,
    mp4: `public/video/articles/${videoId}.mp4`,
    captions: `public/video/articles/${videoId}.vtt`,
    poster: `public/images/articles/${videoId}-poster.webp`,
  }) as const

async function encode(
  segments: readonly Segment[],
  outputs: ReturnType<typeof OUTPUTS>,
  quality: Quality,
): Promise<number> {
  const { inputs, filter } = assemblyArgs(segments)
  const graph = [
    ...inputs,
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-r',
    String(FPS),
  ]
  await ffmpeg([
    ...graph,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(quality.vp9Crf), '-pix_fmt', 'yuv420p'],
    ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-g', String(FPS * 10)],
    ...['-c:a', 'libopus', '-b:a', quality.opus, '-ac', '1'],
    path.join(projectRoot, outputs.webm),
  ])
  await ffmpeg([
    ...graph,
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'stillimage',
      '-crf',
      String(quality.x264Crf),
    ],
    // aq-mode 3 spends bits on the dark flat gradients, where banding shows first.
    ...['-x264-params', 'aq-mode=3', '-pix_fmt', 'yuv420p', '-g', String(FPS * 10)],
    ...['-c:a', 'aac', '-b:a', quality.aac, '-ac', '1', '-movflags', '+faststart'],
    path.join(projectRoot, outputs.mp4),
  ])
  const sizes = await Promise.all(
    [outputs.webm, outputs.mp4].map(
      async (file) => (await fs.stat(path.join(projectRoot, file))).size,
    ),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

/** Renders slides and speech, then writes the two videos, the captions and the poster. */
export async function generateArticleVideo(): Promise<string[]> {
  await ensureTools()
  const article = await readArticle(ARTICLE_FILE)
  if (!article.videoId || !/^[a-z0-9-]+$/.test(article.videoId)) {
    throw new Error(`${ARTICLE_FILE}: needs a videoId for the generated video`)
  }
  const outputs = OUTPUTS(article.videoId)
  const sentences = narration(article.author)
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'article-video-'))
  try {
    const segments: Segment[] = []
    let start = 0
    for (const [index, sentence] of sentences.entries()) {
      const name = `segment-${String(index).padStart(2, '0')}`
      const audio = path.join(directory, `${name}.wav`)
      const slide = path.join(directory, `${name}.png`)
      const code = await run('espeak-ng', [...VOICE, '-w', audio, sentence.spoken ?? sentence.text])
      if (code !== 0) throw new Error(`espeak-ng exited with code ${code}`)
      const svg = slideSvg({
        title: article.title,
        author: article.author,
        sentence,
        index,
        count: sentences.length,
      })
      await sharp(Buffer.from(svg)).png().toFile(slide)
      const speech = await audioSeconds(audio)
      const lead = index === 0 ? LEAD_IN_SECONDS : 0
      const tail = index === sentences.length - 1 ? FINAL_HOLD_SECONDS : PAUSE_SECONDS
      const length = toFrames(lead + speech + tail)
      segments.push({ slide, audio, speech, lead, length, start })
      start += length
    }
    for (const output of Object.values(outputs)) {
      await fs.mkdir(path.dirname(path.join(projectRoot, output)), { recursive: true })
    }
    let fitted = false
    for (const quality of QUALITY_LADDER) {
      const total = await encode(segments, outputs, quality)
      if (total <= BUDGET_BYTES) {
        fitted = true
        break
      }
      console.info(`Article video is ${total} bytes at ${JSON.stringify(quality)}; trying smaller`)
    }
    if (!fitted) throw new Error(`Article video does not fit ${BUDGET_BYTES} bytes`)
    await fs.writeFile(path.join(projectRoot, outputs.captions), captionsVtt(sentences, segments))
    await sharp(segments[0]!.slide)
      .resize(WIDTH, HEIGHT)
      .webp({ quality: 85 })
      .toFile(path.join(projectRoot, outputs.poster))
  } finally {
    await fs.rm(directory, { recursive: true, force: true })
  }
  return Object.values(outputs)
}
