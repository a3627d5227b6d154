import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import {
  uploadedImagePath,
  WEBINAR_IMAGE_WIDTHS,
  webinarImageHeight,
} from '@/features/webinars/images/webinar-images'
import {
  readWebinarImageVariant,
  storeWebinarImage,
} from '@/features/webinars/images/webinar-images.server'
import type { Database } from '@/server/db/client'
import { auditLog, webinarImages, webinarImageVariants } from '@/server/db/schema'
import { newStaffMember } from './staff-console'

/*
 * Uploaded webinar pictures on a real database, the same on PGlite and PostgreSQL (issue 29,
 * decision 048): real JPEG, PNG and WebP files made by sharp are kept in every size, upright, in
 * the pages' frame and without their metadata; a renamed text file, a file over 5 MB, a truncated
 * JPEG and a decompression bomb are refused with their messages, and nothing of them is kept.
 */

/**
 * A picture with smooth gradients and a little texture, as a photograph or an illustration has
 * (pure noise would make every WebP encoding in the tests take seconds).
 */
export async function pictureOf(
  format: 'jpeg' | 'png' | 'webp',
  width = 1600,
  height = 1000,
  channels: 3 | 4 = 3,
): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = Buffer.alloc(width * height * channels)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels
      pixels[at] = (x * 255) / width
      pixels[at + 1] = (y * 255) / height
      pixels[at + 2] = ((x ^ y) & 15) * 8
      if (channels === 4) pixels[at + 3] = 128 + ((x + y) % 128)
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } })
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp()
  return new Uint8Array(await encoded.toBuffer())
}

/**
 * A JPEG whose EXIF says "rotate 90° clockwise", as phones save portrait photos: stored 1000×600
 * with its top half red and its bottom half blue, so upright its left half is blue.
 */
export async function sidewaysJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const raw = Buffer.alloc(1000 * 600 * 3)
  for (let pixel = 0; pixel < 1000 * 600; pixel += 1) {
    raw[pixel * 3 + (pixel < 1000 * 300 ? 0 : 2)] = 255
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width: 1000, height: 600, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Somebody' } })
      .toBuffer(),
  )
}

/** A text file as it would be if renamed to `.jpg`: its bytes say what it is. */
export const RENAMED_TEXT = new TextEncoder().encode(
  'Agenda for the webinar\n1. Welcome\n2. Questions\n'.repeat(50),
)

/** Six megabytes that start like a JPEG. */
export function sixMegabytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(6 * 1024 * 1024)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

/**
 * A JPEG cut short, as an interrupted download leaves it: in its last rows, which the crop to 40:21
 * throws away, so only decoding every row finds it.
 */
export async function truncatedJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  // Noise: its rows are most of the file, so the cut falls in the last rows.
  const [width, height] = [1600, 1000]
  const noise = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
  const whole = new Uint8Array(await noise.jpeg().toBuffer())
  return whole.subarray(0, Math.floor(whole.byteLength * 0.97))
}

/** A small PNG whose header claims 20000×20000 pixels (400 megapixels). */
export async function pngBomb(): Promise<Uint8Array<ArrayBuffer>> {
  const png = Buffer.from(await pictureOf('png', 16, 16))
  // The IHDR chunk: length (4), type (4) at 12, width and height at 16, its CRC after 13 bytes.
  png.writeUInt32BE(20_000, 16)
  png.writeUInt32BE(20_000, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return new Uint8Array(png)
}

/** Each picture takes a second or more of CPU to check and encode; more on a busy machine. */
const PICTURE_TEST_TIMEOUT = 120_000

export function webinarImageChecks({ db }: { db: () => Database }) {
  it(
    'keeps a JPEG, a PNG and a WebP in every size, as WebP in the pages’ frame, with the audit entry',
    async () => {
      const member = await newStaffMember(db(), 'mira@firm.example', 'marketing', 'Mira Marketing')
      for (const [format, bytes] of [
        ['jpeg', await pictureOf('jpeg')],
        ['png', await pictureOf('png', 640, 640, 4)],
        ['webp', await pictureOf('webp', 2000, 1050)],
      ] as const) {
        const result = await storeWebinarImage(db(), bytes, {
          staffId: member.userId,
          requestId: `upload-${format}`,
        })
        if (!result.ok) throw new Error(`${format} refused: ${result.reason}`)
        const { id, image, preview } = result.stored
        expect(image).toBe(uploadedImagePath(id))
        expect(preview).toBe(`/webinar-images/${id}/800.webp`)

        const [row] = await db().select().from(webinarImages).where(eq(webinarImages.id, id))
        expect(row).toMatchObject({ sourceFormat: format, uploadedBy: member.userId })
        const variants = await db()
          .select()
          .from(webinarImageVariants)
          .where(eq(webinarImageVariants.imageId, id))
        expect(variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([
          ...WEBINAR_IMAGE_WIDTHS,
        ])
        for (const variant of variants) {
          const stored = await sharp(variant.bytes).metadata()
          expect(stored).toMatchObject({
            format: 'webp',
            width: variant.width,
            height: webinarImageHeight(variant.width),
          })
          expect(variant).toMatchObject({ height: stored.height, contentType: 'image/webp' })
        }
        const read = await readWebinarImageVariant(db(), id, 480)
        expect(
          Buffer.from(read!.bytes).equals(
            Buffer.from(variants.find((v) => v.width === 480)!.bytes),
          ),
        ).toBe(true)
      }
      expect(webinarImageHeight(1200)).toBe(630)

      const audit = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'webinars.upload-image'))
      expect(audit).toHaveLength(3)
      expect(audit.map((row) => [row.actorId, row.targetType, row.detail?.format])).toEqual(
        expect.arrayContaining([
          [member.userId, 'webinar-image', 'jpeg'],
          [member.userId, 'webinar-image', 'png'],
          [member.userId, 'webinar-image', 'webp'],
        ]),
      )
    },
    PICTURE_TEST_TIMEOUT,
  )

  it(
    'turns a phone’s sideways photo upright and keeps none of its metadata',
    async () => {
      const member = await newStaffMember(db(), 'mira@firm.example', 'marketing')
      const result = await storeWebinarImage(db(), await sidewaysJpeg(), { staffId: member.userId })
      if (!result.ok) throw new Error(result.reason)
      const variant = await readWebinarImageVariant(db(), result.stored.id, 1200)
      const metadata = await sharp(variant!.bytes).metadata()
      expect(metadata).toMatchObject({ width: 1200, height: 630 })
      expect(metadata.exif).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
      // Upright: the left of the picture is blue, the right red (sideways, the top would be red).
      const { data, info } = await sharp(variant!.bytes).raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) =>
        [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3)
      const [leftRed, , leftBlue] = pixel(100, 100)
      const [rightRed, , rightBlue] = pixel(1100, 100)
      expect(leftBlue! > 200 && leftRed! < 50).toBe(true)
      expect(rightRed! > 200 && rightBlue! < 50).toBe(true)
    },
    PICTURE_TEST_TIMEOUT,
  )

  it(
    'refuses a renamed text file, a file over 5 MB, a truncated JPEG and a decompression bomb, and keeps nothing',
    async () => {
      const member = await newStaffMember(db(), 'mira@firm.example', 'marketing')
      const by = { staffId: member.userId }
      expect(await storeWebinarImage(db(), RENAMED_TEXT, by)).toEqual({
        ok: false,
        reason: 'not-a-picture',
      })
      expect(await storeWebinarImage(db(), sixMegabytes(), by)).toEqual({
        ok: false,
        reason: 'too-large',
      })
      expect(await storeWebinarImage(db(), await truncatedJpeg(), by)).toEqual({
        ok: false,
        reason: 'damaged',
      })
      expect(await storeWebinarImage(db(), await pngBomb(), by)).toEqual({
        ok: false,
        reason: 'too-many-pixels',
      })
      // Other formats libvips could open (SVG may name files; GIF is not offered) are not pictures here.
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')
      const gif = new Uint8Array(
        await sharp(await pictureOf('png', 8, 8))
          .gif()
          .toBuffer(),
      )
      for (const bytes of [svg, gif, new Uint8Array(0)]) {
        expect(await storeWebinarImage(db(), bytes, by)).toEqual({
          ok: false,
          reason: 'not-a-picture',
        })
      }
      // A PNG signature on JPEG bytes: the signature and the decoder disagree.
      const jpeg = await pictureOf('jpeg', 64, 64)
      const disguised = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...jpeg])
      expect((await storeWebinarImage(db(), disguised, by)).ok).toBe(false)

      expect(await db().select().from(webinarImages)).toEqual([])
      expect(await db().select().from(webinarImageVariants)).toEqual([])
      expect(
        await db().select().from(auditLog).where(eq(auditLog.action, 'webinars.upload-image')),
      ).toEqual([])
    },
    PICTURE_TEST_TIMEOUT,
  )

  it('answers no bytes for an upload or a size that does not exist', async () => {
    expect(await readWebinarImageVariant(db(), crypto.randomUUID(), 800)).toBeUndefined()
  })
}
