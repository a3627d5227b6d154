import 'server-only'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import { webinarImages, webinarImageVariants } from '@/server/db/schema'
import {
  PREVIEW_WEBINAR_IMAGE_WIDTH,
  uploadedImagePath,
  uploadedImageVariantUrl,
  WEBINAR_IMAGE_MAX_BYTES,
  WEBINAR_IMAGE_TOO_LARGE,
  WEBINAR_IMAGE_WIDTHS,
  webinarImageHeight,
  type WebinarImageWidth,
} from './webinar-images'

// Uploaded webinar pictures (issue 29, decision 048): the bytes are judged by what they are, never
// by a file name or the type the browser claimed, then decoded in full, re-encoded by sharp
// (libvips) into the pages' sizes and kept in the database, so every instance serves them. What
// reaches the pages is always our own WebP: no metadata (location, camera), no polyglot tricks.

export type SourceFormat = 'jpeg' | 'png' | 'webp'

/** The user-facing reasons an upload is refused, each with its message. */
export const WEBINAR_IMAGE_MESSAGES = {
  'not-a-picture': 'That file is not a JPEG, PNG or WebP picture. Please choose one of those.',
  'too-large': WEBINAR_IMAGE_TOO_LARGE,
  'too-many-pixels':
    'The picture has more than 50 megapixels. Please export it at a smaller size and try again.',
  damaged: 'The picture could not be read; the file may be damaged. Please export it again.',
} as const

export type WebinarImageRefusal = keyof typeof WEBINAR_IMAGE_MESSAGES

/**
 * The most pixels a picture may decode to: a 50-megapixel phone photo, about 200 MB decoded.
 * A small file can claim a huge canvas (a decompression bomb); libvips refuses it from the header.
 */
export const MAX_INPUT_PIXELS = 50_000_000

/** Past this, decoding a picture is abandoned (a well-formed 5 MB file takes well under one). */
const ENCODE_TIMEOUT_SECONDS = 20

/** WebP quality: the pictures are photographs and artwork behind text, seen at card size. */
const WEBP_QUALITY = 80

/**
 * The format the first bytes announce (the files' signatures), or undefined for anything else.
 * libvips would open many more (SVG, TIFF, PDF, HEIF, …): only these three reach it.
 */
export function sniffImageFormat(bytes: Uint8Array): SourceFormat | undefined {
  const at = (offset: number, ...expected: number[]) =>
    expected.every((byte, index) => bytes[offset + index] === byte)
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  // 'RIFF', four bytes of length, 'WEBP'.
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return undefined
}

export type PreparedVariant = { width: WebinarImageWidth; height: number; bytes: Uint8Array }
export type PreparedImage = { sourceFormat: SourceFormat; variants: PreparedVariant[] }
export type Prepared =
  { ok: true; image: PreparedImage } | { ok: false; reason: WebinarImageRefusal }

const refused = (reason: WebinarImageRefusal) => ({ ok: false, reason }) as const

/**
 * Checks an upload and makes its sizes: a JPEG, PNG or WebP by content, at most 5 MB and 50
 * megapixels, that decodes without error to its last row; turned upright (EXIF orientation),
 * cropped to the pages' 40:21 from the centre, converted to sRGB and encoded as WebP in each of
 * WEBINAR_IMAGE_WIDTHS, with no metadata kept.
 */
export async function prepareWebinarImage(bytes: Uint8Array): Promise<Prepared> {
  if (bytes.byteLength > WEBINAR_IMAGE_MAX_BYTES) return refused('too-large')
  const claimed = sniffImageFormat(bytes)
  if (!claimed) return refused('not-a-picture')

  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  try {
    const metadata = await sharp(bytes, input).metadata()
    // The signature and the decoder must agree: nothing else is decoded as a picture.
    if (metadata.format !== claimed) return refused('not-a-picture')
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      return refused('too-many-pixels')
    }
  } catch (error) {
    return refused(pixelLimitReached(error) ? 'too-many-pixels' : 'damaged')
  }

  try {
    // Every pixel is decoded once: the resize below reads only the rows its crop keeps, so a
    // file cut short in the part cropped away would otherwise pass as whole.
    await sharp(bytes, input).timeout({ seconds: ENCODE_TIMEOUT_SECONDS }).stats()
    const largest = WEBINAR_IMAGE_WIDTHS.at(-1)!
    // Decoded, turned and cropped once at the largest size; the smaller sizes come from that.
    const frame = await sharp(bytes, input)
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .autoOrient()
      .resize(largest, webinarImageHeight(largest), { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    const raw = {
      raw: { width: frame.info.width, height: frame.info.height, channels: frame.info.channels },
    }
    const variants = await Promise.all(
      WEBINAR_IMAGE_WIDTHS.map(async (width) => {
        const height = webinarImageHeight(width)
        const encoded = await sharp(frame.data, raw)
          .resize(width, height, { fit: 'fill' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer()
        return { width, height, bytes: new Uint8Array(encoded) }
      }),
    )
    return { ok: true, image: { sourceFormat: claimed, variants } }
  } catch (error) {
    return refused(pixelLimitReached(error) ? 'too-many-pixels' : 'damaged')
  }
}

function pixelLimitReached(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message)
}

export type StoredWebinarImage = {
  id: string
  /** The value for `webinars.image`. */
  image: string
  /** A mid-sized variant, for the console to show. */
  preview: string
}

/**
 * Prepares an upload and, when it is a picture, keeps it with every size in one transaction,
 * with the audit entry of who uploaded it. Refusals keep nothing.
 */
/** The decode under way on this instance; the next waits for it, whatever its outcome. */
let decoding: Promise<unknown> = Promise.resolve()

function oneDecodeAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work)
  decoding = turn.catch(() => undefined)
  return turn
}

export async function storeWebinarImage(
  db: Database,
  bytes: Uint8Array,
  by: { staffId: string; requestId?: string },
): Promise<{ ok: true; stored: StoredWebinarImage } | { ok: false; reason: WebinarImageRefusal }> {
  // The CPU work is done before the transaction opens, so no connection waits on it, and one
  // picture at a time per instance, so a burst of uploads cannot hold many decoded images at once.
  const prepared = await oneDecodeAtATime(() => prepareWebinarImage(bytes))
  if (!prepared.ok) return prepared
  const { sourceFormat, variants } = prepared.image
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webinarImages)
      .values({ sourceFormat, uploadedBy: by.staffId })
      .returning({ id: webinarImages.id })
    await tx.insert(webinarImageVariants).values(
      variants.map((variant) => ({
        imageId: row!.id,
        width: variant.width,
        height: variant.height,
        contentType: 'image/webp',
        bytes: variant.bytes,
      })),
    )
    await recordAudit(tx, {
      actorId: by.staffId,
      action: 'webinars.upload-image',
      target: { type: 'webinar-image', id: row!.id },
      requestId: by.requestId,
      detail: { format: sourceFormat, bytes: bytes.byteLength },
    })
    return row!.id
  })
  const image = uploadedImagePath(id)
  return {
    ok: true,
    stored: { id, image, preview: uploadedImageVariantUrl(image, PREVIEW_WEBINAR_IMAGE_WIDTH) },
  }
}

export type WebinarImageVariant = { bytes: Uint8Array; contentType: string }

/** One stored size of an upload, or undefined when there is no such upload or size. */
export async function readWebinarImageVariant(
  db: Database,
  id: string,
  width: WebinarImageWidth,
): Promise<WebinarImageVariant | undefined> {
  const [row] = await db
    .select({ bytes: webinarImageVariants.bytes, contentType: webinarImageVariants.contentType })
    .from(webinarImageVariants)
    .where(and(eq(webinarImageVariants.imageId, id), eq(webinarImageVariants.width, width)))
    .limit(1)
  return row
}
