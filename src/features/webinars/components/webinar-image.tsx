import { preload } from 'react-dom'
import { StaticImage } from '@/components/ui/static-image'
import {
  isUploadedImage,
  LARGEST_WEBINAR_IMAGE_WIDTH,
  PREVIEW_WEBINAR_IMAGE_WIDTH,
  uploadedImageSrcSet,
  uploadedImageVariantUrl,
  webinarImageHeight,
} from '../images/webinar-images'

type Props = {
  /** The webinar's `image`: an artwork's path or an upload's (`/webinar-images/<id>`). */
  image: string
  /** How wide the picture shows at each breakpoint, as `<img sizes>`. */
  sizes: string
  className?: string
  /** The page's LCP element: loaded eagerly and first, announced with a preload link. */
  lcp?: boolean
}

/**
 * A webinar's picture, rendered on the server (no client JavaScript). An artwork is a file of the
 * build, optimised by next/image as every other picture; an upload already is WebP in the sizes
 * the pages use (decision 048), so it gets its own srcset, and next/image (which would fetch it
 * from ourselves to re-encode it again) stays out.
 */
export function WebinarImage({ image, sizes, className, lcp = false }: Props) {
  const width = LARGEST_WEBINAR_IMAGE_WIDTH
  const height = webinarImageHeight(width)
  if (!isUploadedImage(image)) {
    return (
      <StaticImage
        src={image}
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        className={className}
        lcp={lcp}
      />
    )
  }
  const src = uploadedImageVariantUrl(image, PREVIEW_WEBINAR_IMAGE_WIDTH)
  const srcSet = uploadedImageSrcSet(image)
  if (lcp)
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already optimised: our own WebP sizes
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt=""
      decoding="async"
      loading={lcp ? 'eager' : 'lazy'}
      fetchPriority={lcp ? 'high' : undefined}
      className={className}
    />
  )
}
