import fs from 'node:fs/promises'
import path from 'node:path'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'
import { brandMark, brandMarkSvg } from '../../src/lib/brand-mark'
import { projectRoot } from '../../scripts/lib/run'

/** Rasterises the mark at a size; `padding` leaves the safe zone maskable icons need. */
async function markPng(
  size: number,
  { padding = 0, background }: { padding?: number; background?: string } = {},
) {
  const inner = Math.round(size * (1 - 2 * padding))
  const mark = await sharp(Buffer.from(brandMarkSvg())).resize(inner, inner).png().toBuffer()
  if (padding === 0) return mark
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? brandMark.background.fill,
    },
  })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer()
}

/** Favicons and app icons, all drawn from src/lib/brand-mark.ts. */
export async function generateBrandAssets(): Promise<string[]> {
  const out = (relative: string) => path.join(projectRoot, relative)
  const written: [string, Buffer | string][] = [
    ['src/app/icon.svg', `${brandMarkSvg()}\n`],
    ['src/app/apple-icon.png', await markPng(180, { padding: 0.08 })],
    ['public/icons/icon-192.png', await markPng(192)],
    ['public/icons/icon-512.png', await markPng(512)],
    ['public/icons/icon-maskable-512.png', await markPng(512, { padding: 0.12 })],
    [
      'src/app/favicon.ico',
      await pngToIco([await markPng(16), await markPng(32), await markPng(48)]),
    ],
  ]
  for (const [file, data] of written) {
    await fs.mkdir(path.dirname(out(file)), { recursive: true })
    await fs.writeFile(out(file), data)
  }
  return written.map(([file]) => file)
}
