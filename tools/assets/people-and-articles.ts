/**
 * Artwork for the About pages and the insights articles: illustrated leader portraits, partner
 * wordmarks and one abstract picture per article. Each file is drawn from the content that names
 * it, with details seeded by its own path, so re-running the script rewrites identical files and a
 * new leader, partner or article gets artwork without anyone opening a drawing tool.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import YAML from 'yaml'
import { z } from 'zod'
import { leaders, partners } from '../../src/content/about'
import { projectRoot } from '../../scripts/lib/run'
import { writeImage } from './art/artwork'
import { type Random, distinctIndices, firstFree, hashString, seededRandom } from './art/random'
import {
  type Artwork,
  type IdScheme,
  type Point,
  type Size,
  backdrop,
  escapeXml,
  glowCircle,
  idMaker,
  linearGradient,
  num,
  palette,
  pointList,
  radialGlow,
  svgDocument,
} from './art/svg'
import { FONT_STACK, textWidth } from './art/text'

// ---------------------------------------------------------------------------------------------
// Small shared helpers
// ---------------------------------------------------------------------------------------------

/**
 * These pictures name their gradients with their own prefix (not the illustrations' one), so the
 * ids in the committed files stay as they were first written.
 */
const IDS: IdScheme = { letter: 'p', digits: 5, hash: hashString }

/** Every picture here is written without blank lines for parts that draw nothing. */
function svgFile(size: Size, title: string, artwork: Artwork): string {
  return svgDocument({ size, title, artwork, skipEmpty: true })
}

/** Gives each item a distinct option, so a small set (three leaders, three partners) never repeats. */
function distinctPicks<T>(seeds: readonly string[], options: readonly T[]): T[] {
  return distinctIndices(seeds, options.length).map((index) => options[index]!)
}

/**
 * Like distinctPicks, but spaces the picks evenly through an ordered list (light to deep skin
 * tones), so a small team is drawn with clearly different tones rather than neighbouring ones.
 */
function spreadPicks<T>(seeds: readonly string[], options: readonly T[]): T[] {
  const step = Math.max(1, Math.floor(options.length / Math.max(seeds.length, 1)))
  const start = hashString(seeds.join('|')) % options.length
  const order = seeds
    .map((seed, index) => ({ index, hash: hashString(seed) }))
    .sort((a, b) => a.hash - b.hash)
  const picks = new Array<T>(seeds.length)
  order.forEach(({ index }, rank) => {
    picks[index] = options[(start + rank * step) % options.length]!
  })
  return picks
}

// ---------------------------------------------------------------------------------------------
// Leader portraits
// ---------------------------------------------------------------------------------------------

type Presentation = 'feminine' | 'masculine' | 'neutral'
type HairStyle = 'bob' | 'long' | 'bun' | 'curls' | 'crop' | 'sidePart' | 'waves'
type Neckline = 'blazer' | 'shell' | 'crew'

interface Portrait {
  skin: string
  skinShade: string
  hair: string
  hairStyle: HairStyle
  beard: boolean
  glasses: boolean
  jacket: string
  jacketShade: string
  shirt: string
  neckline: Neckline
  circle: string
  ring: string
}

/** Warm, evenly spaced tones from light to deep; each leader gets a different one. */
const SKIN_TONES: readonly [string, string][] = [
  ['#f3d2b6', '#e0b493'],
  ['#e3b48c', '#cc976e'],
  ['#c98e62', '#b0774d'],
  ['#a8704a', '#8f5b39'],
  ['#7f5033', '#6a4029'],
  ['#5e3a26', '#4c2e1e'],
]

const HAIR_COLOURS = ['#1d1512', '#2e1f17', '#4a2c1c', '#6b4226', '#2b2320'] as const

const HAIR_STYLES: Record<Presentation, readonly HairStyle[]> = {
  feminine: ['bob', 'long', 'bun', 'curls', 'waves'],
  masculine: ['crop', 'sidePart', 'curls'],
  neutral: ['crop', 'bob', 'curls', 'waves'],
}

/** Dark clothing on light backdrops and the reverse, so the figure always stands out. */
const OUTFITS: readonly { jacket: string; shade: string; shirt: string; neckline: Neckline }[] = [
  { jacket: palette.navy800, shade: '#0d2c4d', shirt: '#f8fafc', neckline: 'blazer' },
  { jacket: palette.teal700, shade: '#0b5c56', shirt: '#f1f5f9', neckline: 'shell' },
  { jacket: '#273449', shade: '#1b2536', shirt: palette.amber400, neckline: 'crew' },
  { jacket: palette.navy700, shade: '#163e66', shirt: palette.teal300, neckline: 'shell' },
]

const PORTRAIT_SIZE: Size = { width: 600, height: 600 }

const BACKDROPS: readonly { circle: string; ring: string }[] = [
  { circle: palette.teal500, ring: palette.teal300 },
  { circle: palette.amber400, ring: palette.amber500 },
  { circle: palette.teal300, ring: palette.teal500 },
]

/** Reads the bio's pronouns, so the illustration presents the way the text refers to the person. */
function presentationOf(bio: string): Presentation {
  const count = (pattern: RegExp) => bio.match(pattern)?.length ?? 0
  const feminine = count(/\b(?:she|her|hers)\b/gi)
  const masculine = count(/\b(?:he|him|his)\b/gi)
  if (feminine > masculine) return 'feminine'
  if (masculine > feminine) return 'masculine'
  return 'neutral'
}

function portraitsFor(people: readonly { photo: string; bio: string }[]): Portrait[] {
  const seeds = people.map((person) => person.photo)
  const skins = spreadPicks(seeds, SKIN_TONES)
  const outfits = distinctPicks(
    seeds.map((seed) => `${seed}#outfit`),
    OUTFITS,
  )
  const backdrops = distinctPicks(
    seeds.map((seed) => `${seed}#backdrop`),
    BACKDROPS,
  )
  const takenStyles = new Set<HairStyle>()
  return people.map((person, index) => {
    const random = seededRandom(`${person.photo}#traits`)
    const presentation = presentationOf(person.bio)
    const styles = HAIR_STYLES[presentation].filter((style) => !takenStyles.has(style))
    const hairStyle = random.pick(styles.length > 0 ? styles : HAIR_STYLES[presentation])
    takenStyles.add(hairStyle)
    const [skin, skinShade] = skins[index]!
    const outfit = outfits[index]!
    const backdropColours = backdrops[index]!
    return {
      skin,
      skinShade,
      hair: random.pick(HAIR_COLOURS),
      hairStyle,
      beard: presentation === 'masculine' && random.chance(0.6),
      glasses: random.chance(0.45),
      jacket: outfit.jacket,
      jacketShade: outfit.shade,
      shirt: outfit.shirt,
      neckline: outfit.neckline,
      circle: backdropColours.circle,
      ring: backdropColours.ring,
    }
  })
}

/** Hair drawn behind the head and shoulders (length and volume). */
function hairBack(style: HairStyle, hair: string): string {
  const shapes: Partial<Record<HairStyle, string>> = {
    bob: 'M206 262C200 176 246 136 300 136C354 136 400 176 394 262L398 350C400 372 386 382 366 380L234 380C214 382 200 372 202 350Z',
    long: 'M204 262C198 172 246 134 300 134C354 134 402 172 396 262C398 330 412 400 392 456C384 474 364 476 346 466L254 466C236 476 216 474 208 456C188 400 202 330 204 262Z',
    waves:
      'M206 258C198 176 246 136 300 136C354 136 402 176 394 258C404 300 392 330 404 364C414 396 390 420 364 416L236 416C210 420 186 396 196 364C208 330 196 300 206 258Z',
    bun: '',
  }
  const curls = [
    [300, 150, 44],
    [256, 162, 38],
    [344, 162, 38],
    [226, 198, 34],
    [374, 198, 34],
    [216, 240, 30],
    [384, 240, 30],
    [222, 278, 24],
    [378, 278, 24],
  ]
  if (style === 'curls') {
    return `<g fill="${hair}">${curls
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
      .join('')}</g>`
  }
  if (style === 'bun') return `<circle cx="300" cy="138" r="38" fill="${hair}"/>`
  const shape = shapes[style]
  return shape ? `<path d="${shape}" fill="${hair}"/>` : ''
}

/** Hair over the forehead: the hairline that gives each style its character. */
function hairFront(style: HairStyle, hair: string): string {
  const shapes: Record<HairStyle, string> = {
    bob: 'M220 262C212 188 252 154 300 154C352 154 392 190 380 262C372 226 352 206 324 198C292 214 250 222 220 262Z',
    long: 'M220 262C214 186 254 152 300 152C348 152 388 186 380 262C362 224 330 200 296 196C270 206 240 226 220 262Z',
    waves:
      'M220 264C212 188 254 154 300 154C350 154 390 188 380 264C368 230 346 212 316 206C302 222 282 228 262 222C246 236 230 246 220 264Z',
    bun: 'M222 250C220 188 256 158 300 158C346 158 380 188 378 250C366 216 340 196 300 194C262 196 236 214 222 250Z',
    curls: '',
    crop: 'M222 246C218 186 254 160 300 160C348 160 384 188 378 246C370 222 360 208 344 202C316 210 278 208 250 200C236 210 226 226 222 246Z',
    sidePart:
      'M222 252C214 184 256 152 304 154C352 156 388 190 378 252C372 226 362 210 350 202C320 214 284 216 262 198C244 212 230 230 222 252Z',
  }
  if (style === 'curls') {
    const front = [
      [262, 178, 30],
      [300, 170, 32],
      [338, 178, 30],
      [234, 206, 26],
      [366, 206, 26],
    ]
    return `<g fill="${hair}">${front.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`
  }
  return `<path d="${shapes[style]}" fill="${hair}"/>`
}

function clothing(portrait: Portrait): string {
  const { shirt, jacket, jacketShade, skinShade } = portrait
  const body = `<path d="M58 600C62 516 112 466 198 446L250 428H350L402 446C488 466 538 516 542 600Z" fill="${jacket}"/>`
  const lapels = (open: number) =>
    `<path d="M250 428L${300 - open} 520L272 600H222L236 500L214 458Z" fill="${jacketShade}"/><path d="M350 428L${300 + open} 520L328 600H378L364 500L386 458Z" fill="${jacketShade}"/>`
  switch (portrait.neckline) {
    case 'blazer':
      return [
        body,
        `<path d="M256 428L300 516L344 428Z" fill="${shirt}"/>`,
        lapels(0),
        `<circle cx="300" cy="566" r="6" fill="${jacketShade}"/>`,
      ].join('')
    case 'shell':
      return [
        body,
        `<path d="M248 428H352L336 600H264Z" fill="${shirt}"/>`,
        `<path d="M266 428Q300 470 334 428Z" fill="${skinShade}"/>`,
        lapels(34),
      ].join('')
    case 'crew':
      return [
        body,
        `<path d="M262 428Q300 476 338 428Z" fill="${skinShade}"/>`,
        `<path d="M258 428Q300 482 342 428" fill="none" stroke="${shirt}" stroke-width="10" stroke-linecap="round"/>`,
        `<path d="M148 600C156 548 170 516 186 496M452 600C444 548 430 516 414 496" fill="none" stroke="${jacketShade}" stroke-width="6" stroke-linecap="round"/>`,
      ].join('')
  }
}

function face(portrait: Portrait): string {
  const ink = '#1a1614'
  const parts = [
    `<path d="M256 258Q272 250 288 256M312 256Q328 250 344 258" fill="none" stroke="${portrait.hair}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="272" cy="280" r="6" fill="${ink}"/><circle cx="328" cy="280" r="6" fill="${ink}"/>`,
    `<path d="M298 290Q292 308 304 310" fill="none" stroke="${portrait.skinShade}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ]
  if (portrait.beard) {
    parts.push(
      `<path d="M224 280C226 344 260 372 300 372C340 372 374 344 376 280C366 316 344 330 320 326C310 320 290 320 280 326C256 330 234 316 224 280Z" fill="${portrait.hair}"/>`,
      `<path d="M284 336Q300 346 316 336" fill="none" stroke="${portrait.skin}" stroke-width="5" stroke-linecap="round"/>`,
    )
  } else {
    parts.push(
      `<path d="M282 332Q300 346 318 332" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
    )
  }
  if (portrait.glasses) {
    parts.push(
      `<g fill="${palette.white}" fill-opacity="0.14" stroke="${ink}" stroke-width="4"><rect x="248" y="262" width="46" height="36" rx="12"/><rect x="306" y="262" width="46" height="36" rx="12"/></g>`,
      `<path d="M294 276Q300 270 306 276" fill="none" stroke="${ink}" stroke-width="4"/>`,
    )
  }
  return parts.join('')
}

/** Quiet geometry behind the figure, echoing the site's illustrations (arcs, dots, one accent). */
function portraitBackground(
  portrait: Portrait,
  random: Random,
  id: (name: string) => string,
): Artwork {
  const start = random.range(0, Math.PI * 2)
  const sweep = random.range(Math.PI * 0.7, Math.PI * 1.2)
  const radius = 262
  const arc = (angle: number) => ({
    x: 300 + radius * Math.cos(angle),
    y: 290 + radius * Math.sin(angle),
  })
  const from = arc(start)
  const to = arc(start + sweep)
  const dots = Array.from({ length: 7 }, () => {
    const corner = random.pick([
      [30, 150, 30, 150],
      [450, 570, 30, 150],
    ] as const)
    return `<circle cx="${num(random.range(corner[0], corner[1]))}" cy="${num(random.range(corner[2], corner[3]))}" r="${num(random.range(2, 4))}"/>`
  })
  return {
    defs: [
      linearGradient(id('bg'), [
        [0, palette.navy950],
        [0.6, palette.navy900],
        [1, palette.navy800],
      ]),
      radialGlow(id('glow'), palette.teal500, 0.3),
    ],
    body: [
      `<rect width="${PORTRAIT_SIZE.width}" height="${PORTRAIT_SIZE.height}" fill="url(#${id('bg')})"/>`,
      glowCircle({ x: random.chance(0.5) ? 90 : 510, y: 80 }, 320, id('glow')),
      `<circle cx="300" cy="290" r="228" fill="${portrait.circle}"/>`,
      `<path d="M${num(from.x)} ${num(from.y)}A${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${num(to.x)} ${num(to.y)}" fill="none" stroke="${portrait.ring}" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`,
      `<circle cx="${num(to.x)}" cy="${num(to.y)}" r="8" fill="${palette.amber400}"/>`,
      `<g fill="${palette.teal300}" fill-opacity="0.45">${dots.join('')}</g>`,
    ],
  }
}

function portraitSvg(photo: string, name: string, portrait: Portrait): string {
  const random = seededRandom(photo)
  const id = idMaker(photo, IDS)
  const background = portraitBackground(portrait, random, id)
  const { skin, skinShade, hair, hairStyle } = portrait
  return svgFile(PORTRAIT_SIZE, `Illustrated portrait of ${name}`, {
    defs: background.defs,
    body: [
      ...background.body,
      // The figure is drawn at a fixed size and enlarged from the bottom centre to fill the frame.
      '<g transform="matrix(1.12 0 0 1.12 -36 -72)">',
      `<g transform="translate(0 14)">${hairBack(hairStyle, hair)}</g>`,
      `<rect x="264" y="336" width="72" height="120" rx="30" fill="${skinShade}"/>`,
      clothing(portrait),
      '<g transform="translate(0 14)">',
      `<ellipse cx="222" cy="276" rx="14" ry="22" fill="${skinShade}"/><ellipse cx="378" cy="276" rx="14" ry="22" fill="${skinShade}"/>`,
      `<ellipse cx="300" cy="266" rx="78" ry="96" fill="${skin}"/>`,
      hairFront(hairStyle, hair),
      face(portrait),
      '</g>',
      '</g>',
    ],
  })
}

async function writePortraits(): Promise<string[]> {
  const portraits = portraitsFor(leaders)
  const written: string[] = []
  for (const [index, leader] of leaders.entries()) {
    written.push(
      await writeImage(leader.photo, portraitSvg(leader.photo, leader.name, portraits[index]!)),
    )
  }
  return written
}

// ---------------------------------------------------------------------------------------------
// Partner wordmarks
// ---------------------------------------------------------------------------------------------

const INK = palette.navy900
const LOGO_HEIGHT = 64
const WORD_SIZE = 25
const TAG_SIZE = 11.5
const TAG_TRACKING = 2.2

/** A mark in a 40x40 box, one navy, geometric; `random` varies a detail. */
interface PartnerMark {
  /** Words in a partner's name this mark suits; the first free suitable mark wins. */
  suits: RegExp
  draw: (random: Random) => string
}

const inkStroke = (width: number) =>
  `fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`

const PARTNER_MARKS: readonly PartnerMark[] = [
  {
    // Layered arcs over a base: capacity stacked on a platform.
    suits: /\b(?:cloud|data|platform)\b/i,
    draw: (random) => {
      const flip = random.chance(0.5) ? ' transform="matrix(-1 0 0 1 40 0)"' : ''
      return `<g${flip}><path d="M5 25A15 15 0 0 1 35 25" ${inkStroke(4)}/><path d="M13 25A7 7 0 0 1 27 25" ${inkStroke(4)}/><rect x="1" y="30" width="38" height="7" rx="3.5" fill="${INK}"/></g>`
    },
  },
  {
    // Two linked rings: the loop of registering, evaluating and monitoring.
    suits: /\b(?:ops|model\w*|ml)\b/i,
    draw: (random) => {
      const tilt = random.pick([0, -20, 20])
      return `<g transform="rotate(${tilt} 20 20)"><circle cx="13" cy="20" r="10" ${inkStroke(4)}/><circle cx="27" cy="20" r="10" ${inkStroke(4)}/></g>`
    },
  },
  {
    // Interlocking hooks: two systems joined.
    suits: /\b(?:integrations?|connect\w*|link\w*|api)\b/i,
    draw: (random) => {
      const turn = random.pick([0, 90])
      return `<g transform="rotate(${turn} 20 20)"><path d="M20 6H10A6 6 0 0 0 4 12V22A6 6 0 0 0 10 28H16" ${inkStroke(4.5)}/><path d="M20 34H30A6 6 0 0 0 36 28V18A6 6 0 0 0 30 12H24" ${inkStroke(4.5)}/><circle cx="20" cy="20" r="4" fill="${INK}"/></g>`
    },
  },
  {
    // A prism: one input split into governed outputs.
    suits: /\b(?:analytics|insights?|ai)\b/i,
    draw: (random) => {
      const rays = random.int(2, 3)
      return `<path d="M3 34L17 6L31 34Z" ${inkStroke(4)}/>${Array.from(
        { length: rays },
        (_, index) => {
          const y = 16 + index * 8
          return `<path d="M${num(17 + (y - 6) / 2 + 4)} ${y}H38" ${inkStroke(3)}/>`
        },
      ).join('')}`
    },
  },
  {
    // A grid of nodes with one filled: many sources, one governed view.
    suits: /\b(?:grid|mesh|network)\b/i,
    draw: (random) => {
      const lit = random.int(0, 8)
      return Array.from({ length: 9 }, (_, index) => {
        const x = 6 + (index % 3) * 14
        const y = 6 + Math.floor(index / 3) * 14
        return index === lit
          ? `<rect x="${x - 6}" y="${y - 6}" width="12" height="12" rx="3" fill="${INK}"/>`
          : `<circle cx="${x}" cy="${y}" r="3.5" fill="${INK}"/>`
      }).join('')
    },
  },
]

/** A suitable mark per partner where one is free, otherwise the seed's pick; never a repeat. */
function partnerMarks(names: readonly string[], seeds: readonly string[]): PartnerMark[] {
  const taken = new Set<number>()
  return names.map((name, index) => {
    let pick = PARTNER_MARKS.findIndex((mark, i) => !taken.has(i) && mark.suits.test(name))
    if (pick < 0) {
      const proposed = hashString(seeds[index] ?? name) % PARTNER_MARKS.length
      pick = firstFree(proposed, PARTNER_MARKS.length, taken)
    }
    taken.add(pick)
    return PARTNER_MARKS[pick]!
  })
}

function partnerLogoSvg(name: string, mark: PartnerMark, random: Random): string {
  const [word = name, ...rest] = name.split(' ')
  const tag = rest.join(' ').toUpperCase()
  const textX = 58
  const width = Math.ceil(
    Math.max(
      textX + textWidth(word, WORD_SIZE, { bold: true }),
      textX + textWidth(tag, TAG_SIZE, { tracking: TAG_TRACKING }),
    ) + 8,
  )
  const tagLine = tag
    ? `<text x="${textX + 1}" y="50" font-size="${TAG_SIZE}" font-weight="600" letter-spacing="${TAG_TRACKING}">${escapeXml(tag)}</text>`
    : ''
  return svgFile({ width, height: LOGO_HEIGHT }, `${name} logo`, {
    defs: [],
    body: [
      `<g transform="translate(6 12)">${mark.draw(random)}</g>`,
      `<g fill="${INK}" font-family="${FONT_STACK}">`,
      `<text x="${textX}" y="${tag ? 33 : 41}" font-size="${WORD_SIZE}" font-weight="700" letter-spacing="-0.4">${escapeXml(word)}</text>`,
      tagLine,
      '</g>',
    ],
  })
}

async function writePartnerLogos(): Promise<string[]> {
  const marks = partnerMarks(
    partners.map((partner) => partner.name),
    partners.map((partner) => partner.logo),
  )
  const written: string[] = []
  for (const [index, partner] of partners.entries()) {
    const svg = partnerLogoSvg(partner.name, marks[index]!, seededRandom(partner.logo))
    written.push(await writeImage(partner.logo, svg))
  }
  return written
}

// ---------------------------------------------------------------------------------------------
// Article illustrations
// ---------------------------------------------------------------------------------------------

const ARTICLES_DIR = 'src/content/articles'
const ARTICLE_SIZE: Size = { width: 1200, height: 800 }

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** The frontmatter fields the generated assets read; the site validates the rest itself. */
const ArticleArtSchema = z.object({
  title: z.string(),
  author: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  videoId: z.string().nullable().optional(),
})

export type ArticleArt = z.infer<typeof ArticleArtSchema> & { file: string; body: string }

/** Reads an article's YAML frontmatter (between the leading `---` lines) and its body. */
export async function readArticle(file: string): Promise<ArticleArt> {
  const source = await fs.readFile(path.join(projectRoot, file), 'utf8')
  const match = FRONTMATTER.exec(source)
  if (!match) throw new Error(`${file}: no YAML frontmatter`)
  const parsed = ArticleArtSchema.safeParse(YAML.parse(match[1] ?? ''))
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
  return { ...parsed.data, file, body: source.slice(match[0].length) }
}

async function readArticles(): Promise<ArticleArt[]> {
  const names = (await fs.readdir(path.join(projectRoot, ARTICLES_DIR)))
    .filter((name) => name.endsWith('.mdx'))
    .sort()
  return Promise.all(names.map((name) => readArticle(path.posix.join(ARTICLES_DIR, name))))
}

interface Scene {
  random: Random
  id: (name: string) => string
  defs: string[]
  body: string[]
}

type SceneDrawer = (scene: Scene) => void

/** Glowing server racks in three clusters under layered clouds (GPU clouds). */
function serverClouds({ random, id, defs, body }: Scene): void {
  defs.push(
    linearGradient(
      id('rack'),
      [
        [0, palette.navy700],
        [1, palette.navy900],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
    radialGlow(id('halo'), palette.teal500, 0.35),
  )
  const layers = [
    { base: 230, color: palette.navy700, opacity: 0.55, size: 90 },
    { base: 285, color: palette.teal700, opacity: 0.45, size: 70 },
    { base: 330, color: palette.teal500, opacity: 0.22, size: 52 },
  ]
  for (const layer of layers) {
    const puffs: string[] = []
    for (let x = -40; x < ARTICLE_SIZE.width + 60; x += layer.size * random.range(1, 1.5)) {
      const r = layer.size * random.range(0.7, 1.25)
      puffs.push(`<circle cx="${num(x)}" cy="${num(layer.base - r * 0.35)}" r="${num(r)}"/>`)
    }
    body.push(
      `<g fill="${layer.color}" opacity="${layer.opacity}">${puffs.join('')}<rect x="-10" y="${layer.base - 20}" width="${ARTICLE_SIZE.width + 20}" height="24"/></g>`,
    )
  }
  const floor = 700
  const clusters = [
    { center: 240, racks: 3 },
    { center: 600, racks: 4 },
    { center: 960, racks: 3 },
  ]
  for (const cluster of clusters) {
    const rackWidth = 70
    const gap = 14
    const total = cluster.racks * rackWidth + (cluster.racks - 1) * gap
    const left = cluster.center - total / 2
    body.push(
      `<ellipse cx="${cluster.center}" cy="${floor - 110}" rx="${num(total * 0.95)}" ry="200" fill="url(#${id('halo')})"/>`,
      `<ellipse cx="${cluster.center}" cy="${floor + 6}" rx="${num(total * 0.62)}" ry="10" fill="${palette.navy950}" opacity="0.6"/>`,
    )
    for (let rack = 0; rack < cluster.racks; rack += 1) {
      const x = left + rack * (rackWidth + gap)
      const middle = rack > 0 && rack < cluster.racks - 1
      const height = random.int(middle ? 260 : 210, middle ? 320 : 270)
      const top = floor - height
      const slots: string[] = []
      const leds: string[] = []
      for (let y = top + 18; y < floor - 20; y += 22) {
        slots.push(
          `<rect x="${num(x + 9)}" y="${y}" width="${rackWidth - 18}" height="13" rx="3"/>`,
        )
        const amber = random.chance(0.08)
        if (random.chance(0.7) || amber) {
          leds.push(
            `<circle cx="${num(x + rackWidth - 16)}" cy="${y + 6.5}" r="2.6" fill="${amber ? palette.amber400 : palette.teal300}"/>`,
          )
        }
      }
      body.push(
        `<line x1="${num(x + rackWidth / 2)}" y1="${top}" x2="${num(x + rackWidth / 2)}" y2="${layers[2]!.base + 4}" stroke="${palette.teal300}" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="3 7"/>`,
        `<rect x="${num(x)}" y="${top}" width="${rackWidth}" height="${height}" rx="6" fill="url(#${id('rack')})" stroke="${palette.teal300}" stroke-opacity="0.4" stroke-width="1.5"/>`,
        `<g fill="${palette.navy950}" fill-opacity="0.55">${slots.join('')}</g>`,
        leds.join(''),
      )
    }
  }
  const sparks = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${num(random.range(40, ARTICLE_SIZE.width - 40))}" cy="${num(random.range(350, 460))}" r="${num(random.range(1.5, 3))}"/>`,
  )
  body.push(`<g fill="${palette.teal300}" fill-opacity="0.5">${sparks.join('')}</g>`)
}

/** Agent modules in layers, linked by directed edges; one orchestrated route in amber. */
function agentGraph({ random, id, defs, body }: Scene): void {
  defs.push(
    `<marker id="${id('arrow')}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0L10 5L0 10Z" fill="${palette.teal300}"/></marker>`,
    `<marker id="${id('arrowAccent')}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0L10 5L0 10Z" fill="${palette.amber400}"/></marker>`,
  )
  const columns = [180, 460, 740, 1020]
  const counts = [1, 3, random.int(3, 4), 2]
  const nodeRadius = 46
  const layers = columns.map((x, layer) => {
    const count = counts[layer]!
    const spacing = 540 / Math.max(count, 1)
    return Array.from({ length: count }, (_, index) => ({
      x: x + random.range(-18, 18),
      y: 400 + (index - (count - 1) / 2) * spacing + random.range(-16, 16),
    }))
  })
  for (const x of columns) {
    body.push(
      `<rect x="${x - 90}" y="110" width="180" height="580" rx="28" fill="${palette.navy800}" fill-opacity="0.3" stroke="${palette.teal300}" stroke-opacity="0.12"/>`,
    )
  }
  const route = layers.map((layer) => random.int(0, layer.length - 1))
  const edges: string[] = []
  for (let layer = 0; layer < layers.length - 1; layer += 1) {
    const from = layers[layer]!
    const to = layers[layer + 1]!
    from.forEach((a, i) => {
      to.forEach((b, j) => {
        const accent = route[layer] === i && route[layer + 1] === j
        if (!accent && from.length * to.length > 4 && random.chance(0.4)) return
        const startX = a.x + nodeRadius + 4
        const endX = b.x - nodeRadius - 6
        const bend = (endX - startX) / 2
        const d = `M${num(startX)} ${num(a.y)}C${num(startX + bend)} ${num(a.y)} ${num(endX - bend)} ${num(b.y)} ${num(endX)} ${num(b.y)}`
        edges.push(
          accent
            ? `<path d="${d}" fill="none" stroke="${palette.amber400}" stroke-width="4" marker-end="url(#${id('arrowAccent')})"/>`
            : `<path d="${d}" fill="none" stroke="${palette.teal300}" stroke-opacity="0.45" stroke-width="2" marker-end="url(#${id('arrow')})"/>`,
        )
      })
    })
  }
  body.push(...edges)
  const shapes = ['hexagon', 'square', 'circle', 'diamond'] as const
  layers.forEach((layer, layerIndex) => {
    layer.forEach((node, index) => {
      const onRoute = route[layerIndex] === index
      const shape = layerIndex === 0 ? 'hexagon' : random.pick(shapes)
      const r = layerIndex === 0 ? nodeRadius + 12 : nodeRadius
      const fill = onRoute ? palette.teal700 : palette.navy800
      const stroke = onRoute ? palette.amber400 : palette.teal300
      const attributes = `fill="${fill}" stroke="${stroke}" stroke-width="${onRoute ? 3 : 2}" stroke-opacity="${onRoute ? 1 : 0.6}"`
      body.push(nodeShape(shape, node, r, attributes))
      // A smaller module locked into each: the "interlocking" part of the picture.
      const inner = { x: node.x + r * 0.55, y: node.y - r * 0.55 }
      body.push(
        `<rect x="${num(inner.x - 13)}" y="${num(inner.y - 13)}" width="26" height="26" rx="6" fill="${onRoute ? palette.amber400 : palette.teal500}" fill-opacity="${onRoute ? 1 : 0.8}"/>`,
        `<circle cx="${num(node.x)}" cy="${num(node.y)}" r="${num(r * 0.22)}" fill="${palette.teal300}" fill-opacity="0.85"/>`,
      )
    })
  })
}

function nodeShape(
  shape: 'hexagon' | 'square' | 'circle' | 'diamond',
  center: Point,
  r: number,
  attributes: string,
): string {
  if (shape === 'circle') {
    return `<circle cx="${num(center.x)}" cy="${num(center.y)}" r="${num(r)}" ${attributes}/>`
  }
  if (shape === 'square') {
    return `<rect x="${num(center.x - r * 0.86)}" y="${num(center.y - r * 0.86)}" width="${num(r * 1.72)}" height="${num(r * 1.72)}" rx="14" ${attributes}/>`
  }
  const corners = shape === 'hexagon' ? 6 : 4
  const offset = shape === 'hexagon' ? Math.PI / 6 : 0
  const vertices = Array.from({ length: corners }, (_, index) => {
    const angle = offset + (index * Math.PI * 2) / corners
    return { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) }
  })
  return `<polygon points="${pointList(vertices)}" stroke-linejoin="round" ${attributes}/>`
}

/** A stack of documents flowing through checkpoint nodes into a ledger that is ticked off. */
function documentFlow({ random, id, defs, body }: Scene): void {
  defs.push(
    linearGradient(
      id('flow'),
      [
        [0, palette.teal300, 0.15],
        [0.5, palette.teal300, 0.7],
        [1, palette.amber400, 0.9],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )
  // Documents, fanned out; the whole scene sits a little low, under the page's headline.
  body.push('<g transform="translate(0 30)">')
  for (let index = 3; index >= 0; index -= 1) {
    const x = 110 + index * 26
    const y = 250 - index * 30
    const angle = -8 + index * 4
    const lines = Array.from({ length: 6 }, (_, line) => {
      const width = line === 0 ? 70 : random.range(70, 120)
      return `<rect x="22" y="${40 + line * 22}" width="${num(width)}" height="${line === 0 ? 10 : 7}" rx="3.5" fill="${line === 0 ? palette.teal300 : palette.white}" fill-opacity="${line === 0 ? 0.8 : 0.3}"/>`
    })
    body.push(
      `<g transform="translate(${x} ${y}) rotate(${angle} 85 110)">`,
      `<path d="M0 8A8 8 0 0 1 8 0H136L170 34V212A8 8 0 0 1 162 220H8A8 8 0 0 1 0 212Z" fill="${palette.navy800}" stroke="${palette.teal300}" stroke-opacity="${index === 0 ? 0.9 : 0.45}" stroke-width="2"/>`,
      `<path d="M136 0V26A8 8 0 0 0 144 34H170" fill="none" stroke="${palette.teal300}" stroke-opacity="0.45" stroke-width="2"/>`,
      ...lines,
      '</g>',
    )
  }
  // The flow through three checkpoints.
  const route: Point[] = [
    { x: 330, y: 380 },
    { x: 450, y: 500 },
    { x: 600, y: 420 },
    { x: 740, y: 520 },
    { x: 880, y: 432 },
  ]
  const curve = route
    .map((point, index) => {
      if (index === 0) return `M${point.x} ${point.y}`
      const previous = route[index - 1]!
      const mid = (previous.x + point.x) / 2
      return `C${mid} ${previous.y} ${mid} ${point.y} ${point.x} ${point.y}`
    })
    .join('')
  body.push(
    `<path d="${curve}" fill="none" stroke="url(#${id('flow')})" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="${curve}" fill="none" stroke="${palette.teal300}" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="2 12" transform="translate(0 -18)"/>`,
  )
  for (const [index, point] of route.slice(1, 4).entries()) {
    const last = index === 2
    body.push(
      `<circle cx="${point.x}" cy="${point.y}" r="44" fill="${palette.navy900}" stroke="${palette.teal300}" stroke-opacity="0.3" stroke-width="10"/>`,
      `<circle cx="${point.x}" cy="${point.y}" r="30" fill="${last ? palette.teal500 : palette.navy700}" stroke="${last ? palette.teal300 : palette.teal500}" stroke-width="3"/>`,
      index === 0
        ? `<circle cx="${point.x - 4}" cy="${point.y - 4}" r="10" fill="none" stroke="${palette.teal300}" stroke-width="4"/><path d="M${point.x + 4} ${point.y + 4}l9 9" stroke="${palette.teal300}" stroke-width="4" stroke-linecap="round"/>`
        : index === 1
          ? `<path d="M${point.x - 12} ${point.y - 8}h24M${point.x - 12} ${point.y}h24M${point.x - 12} ${point.y + 8}h14" stroke="${palette.teal300}" stroke-width="4" stroke-linecap="round"/>`
          : `<path d="M${point.x - 11} ${point.y + 1}l7 8l15-17" fill="none" stroke="${palette.navy950}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  }
  // Small documents in transit.
  for (const t of [0.16, 0.43, 0.68]) {
    const index = Math.floor(t * (route.length - 1))
    const a = route[index]!
    const b = route[index + 1]!
    const local = t * (route.length - 1) - index
    const x = a.x + (b.x - a.x) * local
    const y = a.y + (b.y - a.y) * (local * local * (3 - 2 * local))
    body.push(
      `<rect x="${num(x - 11)}" y="${num(y - 44)}" width="22" height="28" rx="3" fill="${palette.white}" fill-opacity="0.85" transform="rotate(${num(random.range(-12, 12))} ${num(x)} ${num(y - 30)})"/>`,
    )
  }
  // The ledger grid.
  const left = 880
  const top = 250
  const columnWidths = [52, 110, 70]
  const rowHeight = 52
  const rows = 7
  const width = columnWidths.reduce((sum, value) => sum + value, 0)
  body.push(
    `<rect x="${left}" y="${top}" width="${width}" height="${rows * rowHeight}" rx="12" fill="${palette.navy800}" fill-opacity="0.7" stroke="${palette.teal300}" stroke-opacity="0.5" stroke-width="2"/>`,
    `<path d="M${left} ${top + rowHeight}h${width}" stroke="${palette.teal300}" stroke-opacity="0.5" stroke-width="2"/>`,
  )
  const pending = random.int(4, rows - 1)
  for (let row = 1; row < rows; row += 1) {
    const y = top + row * rowHeight
    if (row > 1) {
      body.push(
        `<path d="M${left + 12} ${y}h${width - 24}" stroke="${palette.white}" stroke-opacity="0.08" stroke-width="1.5"/>`,
      )
    }
    const centreY = y + rowHeight / 2
    const done = row < pending
    body.push(
      `<rect x="${left + columnWidths[0]! + 8}" y="${centreY - 4}" width="${num(random.range(60, 94))}" height="8" rx="4" fill="${palette.white}" fill-opacity="0.3"/>`,
      `<rect x="${left + columnWidths[0]! + columnWidths[1]! + 8}" y="${centreY - 4}" width="${num(random.range(34, 52))}" height="8" rx="4" fill="${palette.teal300}" fill-opacity="0.45"/>`,
      done
        ? `<path d="M${left + 16} ${centreY}l7 8l14-16" fill="none" stroke="${palette.teal300}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<circle cx="${left + 26}" cy="${centreY}" r="8" fill="none" stroke="${row === pending ? palette.amber400 : palette.white}" stroke-opacity="${row === pending ? 1 : 0.3}" stroke-width="3"/>`,
    )
  }
  body.push(
    ...columnWidths.map((_, column) => {
      const x = left + columnWidths.slice(0, column).reduce((sum, value) => sum + value, 0)
      return `<rect x="${x + 10}" y="${top + 21}" width="${column === 1 ? 60 : 30}" height="10" rx="5" fill="${palette.teal300}" fill-opacity="0.7"/>`
    }),
    '</g>',
  )
}

/** Two overlapping circles, a balance across them and a gauge reading "calibrated". */
function trustBalance({ random, id, defs, body }: Scene): void {
  const left = { x: 470, y: 400 }
  const right = { x: 730, y: 400 }
  const r = 230
  defs.push(
    `<clipPath id="${id('left')}"><circle cx="${left.x}" cy="${left.y}" r="${r}"/></clipPath>`,
    radialGlow(id('lens'), palette.teal300, 0.5),
  )
  body.push(
    `<circle cx="${left.x}" cy="${left.y}" r="${r}" fill="${palette.teal700}" fill-opacity="0.35" stroke="${palette.teal300}" stroke-opacity="0.6" stroke-width="2.5"/>`,
    `<circle cx="${right.x}" cy="${right.y}" r="${r}" fill="${palette.navy700}" fill-opacity="0.45" stroke="${palette.amber400}" stroke-opacity="0.55" stroke-width="2.5"/>`,
    `<circle cx="${right.x}" cy="${right.y}" r="${r}" fill="${palette.teal500}" fill-opacity="0.22" clip-path="url(#${id('left')})"/>`,
    `<ellipse cx="600" cy="400" rx="110" ry="200" fill="url(#${id('lens')})"/>`,
  )
  // Concentric guides outside the circles, like the arcs of the other illustrations.
  for (const [index, radius] of [290, 330].entries()) {
    body.push(
      `<circle cx="600" cy="400" r="${radius}" fill="none" stroke="${palette.teal300}" stroke-opacity="${0.14 - index * 0.05}" stroke-width="1.5" stroke-dasharray="${index === 0 ? '4 10' : '1 9'}"/>`,
    )
  }
  // The balance: beam, fulcrum, two pans.
  const beamY = 430
  const pivot = { x: 600, y: beamY }
  body.push(
    `<path d="M600 ${beamY}L556 640H644Z" fill="${palette.navy900}" stroke="${palette.teal300}" stroke-opacity="0.7" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<rect x="500" y="640" width="200" height="12" rx="6" fill="${palette.teal300}" fill-opacity="0.6"/>`,
    `<rect x="250" y="${beamY - 5}" width="700" height="10" rx="5" fill="${palette.teal300}"/>`,
  )
  for (const end of [270, 930]) {
    body.push(
      `<path d="M${end} ${beamY}L${end - 55} ${beamY + 120}M${end} ${beamY}L${end + 55} ${beamY + 120}" stroke="${palette.teal300}" stroke-opacity="0.6" stroke-width="2"/>`,
      `<path d="M${end - 75} ${beamY + 120}H${end + 75}A75 40 0 0 1 ${end - 75} ${beamY + 120}Z" fill="${end < 600 ? palette.teal500 : palette.amber400}" fill-opacity="0.9"/>`,
      `<circle cx="${end}" cy="${beamY}" r="9" fill="${palette.navy950}" stroke="${palette.teal300}" stroke-width="3"/>`,
    )
  }
  // The gauge at the midpoint: under-trust on the left, over-trust on the right, needle centred.
  const dial = 96
  const segments = [
    { from: Math.PI, to: Math.PI * 1.36, color: palette.navy700 },
    { from: Math.PI * 1.38, to: Math.PI * 1.62, color: palette.teal300 },
    { from: Math.PI * 1.64, to: Math.PI * 2, color: palette.amber500 },
  ]
  const at = (angle: number, radius: number) => ({
    x: pivot.x + radius * Math.cos(angle),
    y: pivot.y - 20 + radius * Math.sin(angle),
  })
  const centre = { x: pivot.x, y: pivot.y - 20 }
  body.push(
    `<path d="M${centre.x - dial - 18} ${centre.y}A${dial + 18} ${dial + 18} 0 0 1 ${centre.x + dial + 18} ${centre.y}Z" fill="${palette.navy950}" fill-opacity="0.85"/>`,
  )
  for (const segment of segments) {
    const a = at(segment.from, dial)
    const b = at(segment.to, dial)
    body.push(
      `<path d="M${num(a.x)} ${num(a.y)}A${dial} ${dial} 0 0 1 ${num(b.x)} ${num(b.y)}" fill="none" stroke="${segment.color}" stroke-width="12" stroke-linecap="round"/>`,
    )
  }
  for (let tick = 0; tick <= 10; tick += 1) {
    const angle = Math.PI + (tick / 10) * Math.PI
    const a = at(angle, dial - 22)
    const b = at(angle, dial - (tick % 5 === 0 ? 36 : 30))
    body.push(
      `<path d="M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}" stroke="${palette.white}" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`,
    )
  }
  const lean = random.range(-0.03, 0.03)
  const tip = at(Math.PI * (1.5 + lean), dial - 14)
  body.push(
    `<path d="M${centre.x - 7} ${centre.y}L${num(tip.x)} ${num(tip.y)}L${centre.x + 7} ${centre.y}Z" fill="${palette.amber400}"/>`,
    `<circle cx="${centre.x}" cy="${centre.y}" r="13" fill="${palette.amber400}" stroke="${palette.navy950}" stroke-width="4"/>`,
  )
}

/** A grid of real data points mirrored, through a prism of checks, into a synthetic twin. */
function mirroredData({ random, id, defs, body }: Scene): void {
  defs.push(
    linearGradient(
      id('prism'),
      [
        [0, palette.teal300, 0.55],
        [1, palette.navy700, 0.4],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
    radialGlow(id('core'), palette.teal300, 0.45),
  )
  const size = 6
  const step = 58
  const values = Array.from({ length: size * size }, () => random.next())
  const grid = (originX: number, mirrored: boolean) =>
    values.map((value, index) => {
      const column = index % size
      const row = Math.floor(index / size)
      const x = originX + (mirrored ? size - 1 - column : column) * step
      const y = 255 + row * step
      const radius = 6 + value * 14
      const jitter = mirrored ? random.range(-0.15, 0.15) : 0
      const colour =
        value > 0.86 ? palette.amber400 : value > 0.45 ? palette.teal300 : palette.teal500
      return mirrored
        ? `<circle cx="${x}" cy="${y}" r="${num(radius * (1 + jitter))}" fill="none" stroke="${colour}" stroke-width="3"/>`
        : `<circle cx="${x}" cy="${y}" r="${num(radius)}" fill="${colour}" fill-opacity="${num(0.55 + value * 0.45)}"/>`
    })
  const panel = (x: number) =>
    `<rect x="${x}" y="205" width="${step * (size - 1) + 100}" height="${step * (size - 1) + 100}" rx="24" fill="${palette.navy800}" fill-opacity="0.35" stroke="${palette.teal300}" stroke-opacity="0.18" stroke-width="1.5"/>`
  body.push(panel(85), panel(765))
  // Rays through the prism, one per row.
  for (let row = 0; row < size; row += 1) {
    const y = 255 + row * step
    body.push(
      `<path d="M${135 + (size - 1) * step + 30} ${y}C520 ${y} 540 400 600 400C660 400 680 ${y} ${815 - 30} ${y}" fill="none" stroke="${palette.teal300}" stroke-opacity="0.22" stroke-width="1.5"/>`,
    )
  }
  body.push(...grid(135, false), ...grid(815, true))
  const prism = [
    { x: 600, y: 210 },
    { x: 700, y: 590 },
    { x: 500, y: 590 },
  ]
  body.push(
    `<circle cx="600" cy="420" r="170" fill="url(#${id('core')})"/>`,
    `<polygon points="${pointList(prism)}" fill="url(#${id('prism')})" stroke="${palette.teal300}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M600 210L600 590" stroke="${palette.white}" stroke-opacity="0.2" stroke-width="2"/>`,
  )
  for (const [index, y] of [370, 450, 530].entries()) {
    const x = 600
    const tone = index === 2 ? palette.amber400 : palette.white
    body.push(
      `<circle cx="${x}" cy="${y}" r="22" fill="${palette.navy950}" fill-opacity="0.75"/>`,
      `<path d="M${x - 10} ${y + 1}l6 7l14-15" fill="none" stroke="${tone}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  }
}

/** A scene per theme, picked by the words of the alt text the author wrote for it. */
const SCENES: readonly { match: RegExp; draw: SceneDrawer }[] = [
  { match: /\b(?:server|rack|gpu)s?\b/i, draw: serverClouds },
  { match: /\b(?:document|ledger|invoice)s?\b/i, draw: documentFlow },
  { match: /\b(?:scale|gauge|balance)\b/i, draw: trustBalance },
  { match: /\b(?:mirror(?:ed)?|prism|synthetic)\b/i, draw: mirroredData },
  { match: /\b(?:module|graph|agent|node)s?\b/i, draw: agentGraph },
]

function articleSvg(image: string, alt: string): string {
  const random = seededRandom(image)
  const id = idMaker(image, IDS)
  const ground = backdrop(ARTICLE_SIZE, random, id)
  const scene: Scene = { random, id, defs: [...ground.defs], body: [...ground.body] }
  const drawer = SCENES.find(({ match }) => match.test(alt))?.draw ?? agentGraph
  drawer(scene)
  return svgFile(ARTICLE_SIZE, alt, { defs: scene.defs, body: scene.body })
}

async function writeArticleImages(): Promise<string[]> {
  const written: string[] = []
  for (const article of await readArticles()) {
    written.push(await writeImage(article.image, articleSvg(article.image, article.imageAlt)))
  }
  return written
}

/** Leader portraits, partner wordmarks and article illustrations; returns the files written. */
export async function generatePeopleAndArticleArt(): Promise<string[]> {
  return [
    ...(await writePortraits()),
    ...(await writePartnerLogos()),
    ...(await writeArticleImages()),
  ]
}
