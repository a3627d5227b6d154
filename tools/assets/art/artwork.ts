/**
 * Turns image paths from the content into files. The folder decides the motif, the path seeds the
 * details, so content authors only ever name a path and the look stays consistent site-wide.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { projectRoot } from '../../../scripts/lib/run'
import { arcsArtwork } from './arcs'
import { networkArtwork } from './network'
import { planesArtwork } from './planes'
import { type Random, seededRandom } from './random'
import { type Artwork, type Size, backdrop, idMaker, mergeArtwork, svgDocument } from './svg'
import { tilesArtwork } from './tiles'
import { wavesArtwork } from './waves'
import { assignMarks, wordmarkSvg } from './wordmark'

interface Motif {
  size: Size
  title: string
  draw: (size: Size, random: Random, id: (name: string) => string) => Artwork
}

const LANDSCAPE: Size = { width: 1200, height: 800 }

/** One motif per content family, so a page mixing them looks varied but of one hand. */
const motifsByFolder: Record<string, Motif> = {
  expertise: {
    size: LANDSCAPE,
    title: 'Abstract illustration: a network of connected nodes with one highlighted route',
    draw: networkArtwork,
  },
  industries: {
    size: LANDSCAPE,
    title: 'Abstract background: layered flowing bands in deep navy',
    draw: wavesArtwork,
  },
  'success-stories': {
    size: { width: 800, height: 600 },
    title: 'Abstract illustration: a grid of tiles crossed by a rising line',
    draw: tilesArtwork,
  },
  'case-studies': {
    size: LANDSCAPE,
    title: 'Abstract illustration: stacked layers linked by dashed lines',
    draw: planesArtwork,
  },
  webinars: {
    // The shape of a social card, so a webinar's picture also works where it is shared.
    size: { width: 1200, height: 630 },
    title: 'Abstract illustration: concentric arcs, like a signal reaching an audience',
    draw: arcsArtwork,
  },
}

const fallbackMotif: Motif = {
  size: LANDSCAPE,
  title: 'Abstract illustration: concentric arcs around a distant centre',
  draw: arcsArtwork,
}

export interface LogoEntry {
  name: string
  src: string
}

/** `/images/expertise/cloud.svg` → `public/images/expertise/cloud.svg`, refusing anything else. */
function publicFile(imagePath: string): string {
  if (!/^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|webp|png|jpg)$/.test(imagePath)) {
    throw new Error(`Not a generated image path: ${imagePath}`)
  }
  return path.posix.join('public', imagePath)
}

function motifFor(imagePath: string): Motif {
  const folder = imagePath.split('/')[2] ?? ''
  return motifsByFolder[folder] ?? fallbackMotif
}

export function illustrationSvg(imagePath: string): string {
  const motif = motifFor(imagePath)
  const random = seededRandom(imagePath)
  const id = idMaker(imagePath)
  const artwork = mergeArtwork(backdrop(motif.size, random, id), motif.draw(motif.size, random, id))
  return svgDocument({ size: motif.size, title: motif.title, artwork })
}

/** The schema also allows raster paths; those get the same drawing, rasterised by sharp. */
async function encodeFor(file: string, svg: string): Promise<Buffer | string> {
  const extension = path.extname(file)
  if (extension === '.svg') return svg
  const image = sharp(Buffer.from(svg))
  if (extension === '.webp') return image.webp({ quality: 82 }).toBuffer()
  if (extension === '.png') return image.png({ compressionLevel: 9 }).toBuffer()
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** Writes the drawing to the file an image path names, in that file's format; returns the file. */
export async function writeImage(imagePath: string, svg: string): Promise<string> {
  const file = publicFile(imagePath)
  const absolute = path.join(projectRoot, file)
  await fs.mkdir(path.dirname(absolute), { recursive: true })
  await fs.writeFile(absolute, await encodeFor(file, svg))
  return file
}

export async function writeIllustrations(imagePaths: readonly string[]): Promise<string[]> {
  const written: string[] = []
  for (const imagePath of new Set(imagePaths)) {
    written.push(await writeImage(imagePath, illustrationSvg(imagePath)))
  }
  return written
}

export async function writeLogos(logos: readonly LogoEntry[]): Promise<string[]> {
  const unique = [...new Map(logos.map((logo) => [logo.src, logo])).values()]
  const marks = assignMarks(unique.map((logo) => logo.name))
  const written: string[] = []
  for (const [index, logo] of unique.entries()) {
    const svg = wordmarkSvg(logo.name, marks[index] ?? 0, seededRandom(logo.src))
    written.push(await writeImage(logo.src, svg))
  }
  return written
}
