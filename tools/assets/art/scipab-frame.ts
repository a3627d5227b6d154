/**
 * One frame of the SCIPAB webinar video, as SVG. A title card, then the six steps one after
 * another as titled cards (question, then the worked example), a summary of all six, and a fade
 * back to the title card, over a slowly drifting background. Every motion of the background is a
 * whole number of turns over the video, and the last second cross-fades into the title card, so
 * the frame after the last is exactly the first and the loop has no seam.
 */
import { seededRandom } from './random'
import {
  type Point,
  type Size,
  escapeXml,
  glowCircle,
  linearGradient,
  num,
  palette,
  radialGlow,
  smoothCurve,
  svgDocument,
} from './svg'
import { FONT_STACK, balancedWrap, textWidth } from './text'

export const SCIPAB_VIDEO_SIZE: Size = { width: 960, height: 540 }

export interface ScipabFrameStep {
  letter: string
  title: string
  question: string
  example: string
}

export interface ScipabVideoScript {
  brand: string
  title: string
  /** 'Marcus Oyelaran · Practice Director, AI & Data' */
  speaker: string
  /** '2-minute briefing' */
  lengthLabel: string
  steps: readonly ScipabFrameStep[]
  /** The whole video, in seconds. */
  seconds: number
}

/** When each part starts and ends, in seconds: the steps share what the other parts leave. */
export interface ScipabTimeline {
  titleEnd: number
  stepStarts: number[]
  stepSeconds: number
  summaryStart: number
  summaryEnd: number
  seconds: number
}

const TITLE_SECONDS = 7
const SUMMARY_SECONDS = 9
/** The last stretch: the summary gives way to the title card, which is frame 0. */
const RETURN_SECONDS = 2
/** Scene changes (title, steps, summary) fade over this long. */
const FADE = 0.7
/**
 * Between steps only the words change, on a card that stays put: they leave quickly and the next
 * ones slide in. Whole-frame fades cost an encoder far more than text moving over a still card.
 */
const STEP_ENTER = 0.45
const STEP_EXIT = 0.3
/** When the worked example appears on a step's card, after the question has been read. */
const EXAMPLE_DELAY = 3.5

export function scipabTimeline(seconds: number, stepCount: number): ScipabTimeline {
  const summaryEnd = seconds - RETURN_SECONDS
  const summaryStart = summaryEnd - SUMMARY_SECONDS
  const stepSeconds = (summaryStart - TITLE_SECONDS) / stepCount
  if (stepSeconds < 8) throw new Error(`${seconds} s leaves too little time for each step`)
  return {
    titleEnd: TITLE_SECONDS,
    stepStarts: Array.from({ length: stepCount }, (_, i) => TITLE_SECONDS + i * stepSeconds),
    stepSeconds,
    summaryStart,
    summaryEnd,
    seconds,
  }
}

// ---------------------------------------------------------------------------------------------
// Easing and visibility

const clamp01 = (value: number) => Math.max(0, Math.min(1, value))
const easeOut = (value: number) => 1 - (1 - clamp01(value)) ** 3
const easeInOut = (value: number) => {
  const x = clamp01(value)
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2
}

/** 0 → 1 over `fade` seconds from `start`, held, then 1 → 0 over the last `fade` before `end`. */
function window(t: number, start: number, end: number, fade = FADE): number {
  return Math.min(easeInOut((t - start) / fade), easeInOut((end - t) / fade))
}

// ---------------------------------------------------------------------------------------------
// Background: the hero's vocabulary, slower and dimmer so text stays the subject

const TURN = Math.PI * 2

interface Orbit {
  center: Point
  radius: Point
  turns: number
  phase: number
}

function backgroundLayout() {
  const random = seededRandom('scipab-video')
  const { width, height } = SCIPAB_VIDEO_SIZE
  const blobs = [
    { gradient: 'teal', center: { x: width * 0.78, y: height * 0.22 }, size: 460 },
    { gradient: 'navy', center: { x: width * 0.25, y: height * 0.85 }, size: 560 },
    { gradient: 'deep', center: { x: width * 0.05, y: height * 0.1 }, size: 360 },
  ].map((blob) => ({
    ...blob,
    radius: { x: random.range(50, 90), y: random.range(25, 45) },
    turns: random.pick([1, -1]),
    phase: random.range(0, TURN),
  }))
  const waves = Array.from({ length: 3 }, (_, index) => ({
    baseline: height * (0.62 + index * 0.12),
    amplitude: random.range(18, 34),
    frequency: random.range(0.003, 0.005),
    phase: random.range(0, TURN),
    turns: index % 2 === 0 ? 2 : -2,
    opacity: random.range(0.06, 0.11),
  }))
  return { blobs, waves }
}

const background = backgroundLayout()

function orbitPosition(orbit: Orbit, phase: number): Point {
  const angle = orbit.phase + orbit.turns * phase * TURN
  return {
    x: orbit.center.x + orbit.radius.x * Math.cos(angle),
    y: orbit.center.y + orbit.radius.y * Math.sin(angle),
  }
}

function waveCurve(wave: (typeof background.waves)[number], phase: number): string {
  const shift = wave.phase + wave.turns * phase * TURN
  const points = Array.from({ length: 9 }, (_, index) => {
    const x = -40 + (index / 8) * (SCIPAB_VIDEO_SIZE.width + 80)
    return { x, y: wave.baseline + wave.amplitude * Math.sin(x * wave.frequency + shift) }
  })
  return smoothCurve(points)
}

function backgroundBody(phase: number): string[] {
  const { width, height } = SCIPAB_VIDEO_SIZE
  return [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...background.blobs.map((blob) =>
      glowCircle(orbitPosition(blob, phase), blob.size, blob.gradient),
    ),
    ...background.waves.map(
      (wave) =>
        `<path d="${waveCurve(wave, phase)}" fill="none" stroke="${palette.teal300}" stroke-opacity="${num(wave.opacity)}" stroke-width="1.5"/>`,
    ),
  ]
}

// ---------------------------------------------------------------------------------------------
// Text

/**
 * The frames are rasterised with whatever sans-serif the machine has (often DejaVu Sans, wider
 * than Inter), so lines are wrapped to a width well inside the space they have.
 */
const FALLBACK_FONT_ALLOWANCE = 1.14

function wrap(text: string, fontSize: number, maxWidth: number, bold = false): string[] {
  return balancedWrap(
    text,
    (line) => textWidth(line, fontSize, { bold }) * FALLBACK_FONT_ALLOWANCE,
    maxWidth,
  )
}

function lines(
  textLines: readonly string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
  anchor: 'start' | 'middle' = 'start',
): string {
  return textLines
    .map(
      (line, index) =>
        `<text x="${num(x)}" y="${num(firstBaseline + index * lineHeight)}"${anchor === 'middle' ? ' text-anchor="middle"' : ''}>${escapeXml(line)}</text>`,
    )
    .join('')
}

function group(opacity: number, content: string, dx = 0): string {
  const value = Math.round(Math.min(1, opacity) * 1000) / 1000
  if (value <= 0) return ''
  const opacityAttribute = value < 1 ? ` opacity="${value}"` : ''
  const transform = Math.abs(dx) > 0.05 ? ` transform="translate(${num(dx)} 0)"` : ''
  return `<g${opacityAttribute}${transform}>${content}</g>`
}

// ---------------------------------------------------------------------------------------------
// The parts

function header(script: ScipabVideoScript, counter: string): string {
  return [
    `<text x="48" y="52" fill="${palette.teal300}" font-size="13" font-weight="700" letter-spacing="2.5">${escapeXml(`${script.brand.toUpperCase()} · WEBINAR`)}</text>`,
    counter
      ? `<text x="912" y="52" text-anchor="end" fill="${palette.white}" fill-opacity="0.6" font-size="13" font-weight="700" letter-spacing="2">${counter}</text>`
      : '',
  ].join('')
}

function titleCard(script: ScipabVideoScript): string {
  const tile = 76
  const gap = 14
  const rowWidth = script.steps.length * tile + (script.steps.length - 1) * gap
  const left = (SCIPAB_VIDEO_SIZE.width - rowWidth) / 2
  const tiles = script.steps
    .map((step, index) => {
      const x = left + index * (tile + gap)
      const first = index === 0
      return [
        `<rect x="${num(x)}" y="118" width="${tile}" height="${tile}" rx="14" fill="${first ? palette.amber400 : palette.navy800}" fill-opacity="${first ? 1 : 0.85}" stroke="${palette.teal300}" stroke-opacity="${first ? 0 : 0.45}" stroke-width="2"/>`,
        `<text x="${num(x + tile / 2)}" y="${118 + tile / 2 + 15}" text-anchor="middle" fill="${first ? palette.navy950 : palette.white}" font-size="42" font-weight="700">${step.letter}</text>`,
      ].join('')
    })
    .join('')
  // A title with a subtitle breaks after its colon; each part wraps on its own.
  const titleLines = script.title.split(/(?<=:)\s+/).flatMap((part) => wrap(part, 38, 800, true))
  const titleTop = 268
  const afterTitle = titleTop + (titleLines.length - 1) * 46
  return [
    tiles,
    `<g fill="${palette.white}" font-size="38" font-weight="700" letter-spacing="-0.4">${lines(titleLines, 480, titleTop, 46, 'middle')}</g>`,
    `<rect x="452" y="${afterTitle + 26}" width="56" height="5" rx="2.5" fill="${palette.amber400}"/>`,
    `<text x="480" y="${afterTitle + 72}" text-anchor="middle" fill="${palette.white}" fill-opacity="0.9" font-size="20" font-weight="600">${escapeXml(script.speaker)}</text>`,
    `<text x="480" y="${afterTitle + 104}" text-anchor="middle" fill="${palette.teal300}" font-size="17" font-weight="600">${escapeXml(script.lengthLabel)}</text>`,
  ].join('')
}

const RAIL = { x: 48, top: 92, tile: 46, gap: 12 }

/** The six letters down the left edge: done, current (amber) and still to come. */
function rail(script: ScipabVideoScript, active: number, activeWeight: number): string {
  return script.steps
    .map((step, index) => {
      const y = RAIL.top + index * (RAIL.tile + RAIL.gap)
      const done = index < active
      const current = index === active ? activeWeight : 0
      const fill = current > 0 ? palette.amber400 : done ? palette.teal700 : palette.navy900
      const fillOpacity = current > 0 ? current : done ? 0.75 : 0.6
      const letterColor = current > 0.5 ? palette.navy950 : palette.white
      const letterOpacity = current > 0 || done ? 1 : 0.55
      return [
        `<rect x="${RAIL.x}" y="${y}" width="${RAIL.tile}" height="${RAIL.tile}" rx="10" fill="${palette.navy900}" fill-opacity="0.6" stroke="${palette.white}" stroke-opacity="0.22" stroke-width="1.5"/>`,
        `<rect x="${RAIL.x}" y="${y}" width="${RAIL.tile}" height="${RAIL.tile}" rx="10" fill="${fill}" fill-opacity="${num(fillOpacity)}"/>`,
        `<text x="${RAIL.x + RAIL.tile / 2}" y="${y + RAIL.tile / 2 + 9}" text-anchor="middle" fill="${letterColor}" fill-opacity="${letterOpacity}" font-size="25" font-weight="700">${step.letter}</text>`,
      ].join('')
    })
    .join('')
}

const CARD = { x: 128, y: 84, width: 784, height: 392, padding: 44 }

function cardPanel(): string {
  return `<rect x="${CARD.x}" y="${CARD.y}" width="${CARD.width}" height="${CARD.height}" rx="22" fill="${palette.navy950}" fill-opacity="0.72" stroke="${palette.teal300}" stroke-opacity="0.28" stroke-width="1.5"/>`
}

/** What a step's card says: its number, title and question, then the worked example. */
function stepContent(
  step: ScipabFrameStep,
  index: number,
  count: number,
  exampleOpacity: number,
): string {
  const left = CARD.x + CARD.padding
  const textWidthMax = CARD.width - CARD.padding * 2 - 40
  const questionLines = wrap(step.question, 30, textWidthMax, true)
  const exampleLines = wrap(step.example, 21, textWidthMax)
  const questionTop = CARD.y + 168
  const exampleLabel = questionTop + (questionLines.length - 1) * 40 + 58
  return [
    // The letter, large and faint, in the card's corner.
    `<text x="${CARD.x + CARD.width - 36}" y="${CARD.y + 190}" text-anchor="end" fill="${palette.amber400}" fill-opacity="0.13" font-size="210" font-weight="700">${step.letter}</text>`,
    `<text x="${left}" y="${CARD.y + 58}" fill="${palette.teal300}" font-size="14" font-weight="700" letter-spacing="2.5">${escapeXml(`STEP ${index + 1} OF ${count}`)}</text>`,
    `<text x="${left}" y="${CARD.y + 112}" fill="${palette.white}" font-size="50" font-weight="700" letter-spacing="-0.6">${escapeXml(step.title)}</text>`,
    `<rect x="${left}" y="${CARD.y + 128}" width="48" height="5" rx="2.5" fill="${palette.amber400}"/>`,
    `<g fill="${palette.white}" font-size="30" font-weight="600">${lines(questionLines, left, questionTop, 40)}</g>`,
    group(
      exampleOpacity,
      [
        `<text x="${left}" y="${exampleLabel}" fill="${palette.teal300}" font-size="13" font-weight="700" letter-spacing="2.2">IN THE EXAMPLE</text>`,
        `<g fill="${palette.white}" fill-opacity="0.86" font-size="21">${lines(exampleLines, left, exampleLabel + 34, 30)}</g>`,
      ].join(''),
    ),
  ].join('')
}

function summary(script: ScipabVideoScript, t: number, start: number): string {
  const columns = 3
  const cell = { width: 262, height: 112, gap: 22 }
  const left = (SCIPAB_VIDEO_SIZE.width - (columns * cell.width + (columns - 1) * cell.gap)) / 2
  const cells = script.steps
    .map((step, index) => {
      const x = left + (index % columns) * (cell.width + cell.gap)
      const y = 178 + Math.floor(index / columns) * (cell.height + cell.gap)
      // The cells light up one after another.
      const appear = easeOut((t - start - 0.3 - index * 0.25) / 0.6)
      return group(
        appear,
        [
          `<rect x="${num(x)}" y="${y}" width="${cell.width}" height="${cell.height}" rx="16" fill="${palette.navy950}" fill-opacity="0.7" stroke="${palette.teal300}" stroke-opacity="0.3" stroke-width="1.5"/>`,
          `<text x="${num(x + 28)}" y="${y + 72}" fill="${palette.amber400}" font-size="52" font-weight="700">${step.letter}</text>`,
          `<text x="${num(x + 84)}" y="${y + 66}" fill="${palette.white}" font-size="24" font-weight="700">${escapeXml(step.title)}</text>`,
        ].join(''),
        (1 - appear) * 16,
      )
    })
    .join('')
  return [
    `<text x="480" y="128" text-anchor="middle" fill="${palette.white}" font-size="34" font-weight="700" letter-spacing="-0.3">Six questions, one page</text>`,
    cells,
    `<text x="480" y="472" text-anchor="middle" fill="${palette.teal300}" font-size="19" font-weight="600">A case a sponsor can read, challenge and sign</text>`,
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// The frame

/** The frame at `t` seconds (0 ≤ t < script.seconds). */
export function scipabFrameSvg(script: ScipabVideoScript, t: number): string {
  const timeline = scipabTimeline(script.seconds, script.steps.length)
  const phase = t / script.seconds
  const count = script.steps.length

  // The title card: shown first, and faded in again at the end so the last frame leads to frame 0.
  const titleOpacity = Math.max(
    1 - easeInOut((t - (timeline.titleEnd - FADE)) / FADE),
    easeInOut((t - timeline.summaryEnd) / RETURN_SECONDS),
  )

  const parts: string[] = []
  let counter = ''
  const stepsEnd = timeline.summaryStart
  // The rail of letters and the card stay on screen through the steps; the summary has the
  // letters itself.
  const stepsOpacity = window(t, timeline.titleEnd, timeline.summaryStart, FADE)
  parts.push(group(stepsOpacity, cardPanel()))
  let active = -1
  let activeWeight = 0
  timeline.stepStarts.forEach((start, index) => {
    const end = start + timeline.stepSeconds
    if (t < start || t >= end) return
    active = index
    activeWeight = easeOut((t - start) / STEP_ENTER)
    counter = `${String(index + 1).padStart(2, '0')} / ${String(count).padStart(2, '0')}`
    const entered = easeOut((t - start) / STEP_ENTER)
    const shown = Math.min(entered, easeInOut((end - t) / STEP_EXIT), stepsOpacity)
    const exampleOpacity = easeOut((t - start - EXAMPLE_DELAY) / STEP_ENTER)
    const step = stepContent(script.steps[index]!, index, count, exampleOpacity)
    parts.push(group(shown, step, (1 - entered) * 28))
  })
  if (t >= stepsEnd) active = count
  const summaryOpacity = window(t, timeline.summaryStart, timeline.summaryEnd, FADE)
  if (summaryOpacity > 0) parts.push(group(summaryOpacity, summary(script, t, stepsEnd)))

  return svgDocument({
    size: SCIPAB_VIDEO_SIZE,
    title: script.title,
    artwork: {
      defs: [
        linearGradient(
          'bg',
          [
            [0, palette.navy950],
            [0.6, palette.navy900],
            [1, palette.navy800],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
        radialGlow('teal', palette.teal700, 0.4),
        radialGlow('navy', palette.navy700, 0.5),
        radialGlow('deep', palette.teal500, 0.14),
      ],
      body: [
        ...backgroundBody(phase),
        `<g font-family="${FONT_STACK}">`,
        header(script, counter),
        group(stepsOpacity, rail(script, active, activeWeight)),
        ...parts,
        group(titleOpacity, titleCard(script)),
        '</g>',
      ],
    },
  })
}
