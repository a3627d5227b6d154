// Where a webinar's picture comes from, shared by the pages, the console and the server (issue 29,
// decision 048). A webinar's `image` is either one of the site's generated artworks
// (`/images/webinars/<name>.svg`, served from public/) or a picture staff uploaded, named
// `/webinar-images/<uuid>`. An upload is kept in the database, re-encoded as WebP in the widths
// below, each at `/webinar-images/<uuid>/<width>.webp`. No server code here: the console's field
// and the cards import it too.

/** The widths every upload is re-encoded in: a phone's card, a tablet's, the featured session. */
export const WEBINAR_IMAGE_WIDTHS = [480, 800, 1200] as const
export type WebinarImageWidth = (typeof WEBINAR_IMAGE_WIDTHS)[number]

/** The pages' 1200×630 frame (the social cards' shape): 40:21. */
export const WEBINAR_IMAGE_ASPECT = { width: 40, height: 21 } as const

/** The height of a variant `width` wide, in the pages' 40:21 frame. */
export function webinarImageHeight(width: number): number {
  return Math.round((width * WEBINAR_IMAGE_ASPECT.height) / WEBINAR_IMAGE_ASPECT.width)
}

/** The widest variant: the featured session's picture, and the one named in JSON-LD. */
export const LARGEST_WEBINAR_IMAGE_WIDTH: WebinarImageWidth = 1200

/** The variant the console shows as a preview after an upload. */
export const PREVIEW_WEBINAR_IMAGE_WIDTH: WebinarImageWidth = 800

/** The largest upload taken, in bytes (the issue's 5 MB). */
export const WEBINAR_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The media types an upload may be sent as; the content decides what it is, not these. */
export const WEBINAR_IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/octet-stream',
] as const

/** What the console tells someone whose file is over the limit (the server says the same). */
export const WEBINAR_IMAGE_TOO_LARGE =
  'The picture is larger than 5 MB. Please choose a smaller file.'

/** Where uploads are served from (src/app/webinar-images/). */
export const WEBINAR_IMAGE_PATH_PREFIX = '/webinar-images/'

/** A lowercase UUID as PostgreSQL writes one: fixed lengths, so matching is linear. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** An uploaded picture's value in `webinars.image`. */
export const UPLOADED_WEBINAR_IMAGE = new RegExp(`^/webinar-images/(${UUID})$`)

/** An artwork's value in `webinars.image`: a file of public/images/webinars/. */
export const WEBINAR_ARTWORK_IMAGE = /^\/images\/webinars\/[a-z0-9-]{1,80}\.(?:svg|webp|png|jpg)$/

/** The value `webinars.image` holds for the upload with this id. */
export function uploadedImagePath(id: string): string {
  return `${WEBINAR_IMAGE_PATH_PREFIX}${id}`
}

/** The upload's id when `value` names an upload, else undefined. */
export function uploadedImageId(value: string): string | undefined {
  return UPLOADED_WEBINAR_IMAGE.exec(value)?.[1]
}

/** Whether a webinar's `image` is an upload (served from the database) rather than an artwork. */
export function isUploadedImage(value: string): boolean {
  return UPLOADED_WEBINAR_IMAGE.test(value)
}

/** The path of one re-encoded size of an uploaded picture (`value` as `webinars.image` holds it). */
export function uploadedImageVariantUrl(value: string, width: WebinarImageWidth): string {
  return `${value}/${width}.webp`
}

/** An `<img srcset>` of every size of an uploaded picture, smallest first. */
export function uploadedImageSrcSet(value: string): string {
  return WEBINAR_IMAGE_WIDTHS.map(
    (width) => `${uploadedImageVariantUrl(value, width)} ${width}w`,
  ).join(', ')
}

/**
 * The path of one real picture file for a webinar's `image`: the largest size of an upload (the
 * upload's own path names no file), the artwork's path itself. Made absolute for JSON-LD.
 */
export function webinarImageUrl(value: string): string {
  return isUploadedImage(value)
    ? uploadedImageVariantUrl(value, LARGEST_WEBINAR_IMAGE_WIDTH)
    : value
}

/** A variant's file name, `<width>.webp` (no leading zero: one address per size). */
export const WEBINAR_IMAGE_FILE = /^([1-9]\d{2,3})\.webp$/

/** The width a served file name names, or undefined when it is no variant's. */
export function variantWidthOf(file: string): WebinarImageWidth | undefined {
  const width = Number(WEBINAR_IMAGE_FILE.exec(file)?.[1])
  return WEBINAR_IMAGE_WIDTHS.find((known) => known === width)
}

export type WebinarArtwork = { path: string; label: string }

/**
 * The site's generated artworks (public/images/webinars/*.svg) staff may pick instead of
 * uploading; the SCIPAB poster belongs to its own page and is left out.
 */
export const WEBINAR_ARTWORKS: readonly WebinarArtwork[] = [
  { path: '/images/webinars/webinar-default.svg', label: 'Signal arcs (the default)' },
  { path: '/images/webinars/scaling-generative-ai-pilots.svg', label: 'Generative AI pilots' },
  { path: '/images/webinars/governing-agentic-ai.svg', label: 'Agentic AI governance' },
  {
    path: '/images/webinars/cloud-migration-without-the-freeze.svg',
    label: 'Cloud migration',
  },
  { path: '/images/webinars/data-products-that-last.svg', label: 'Data products' },
]
