import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type StaticImageProps = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'fetchPriority'> & {
  /**
   * The page's largest picture above the fold (its LCP element): loaded eagerly, first, and
   * announced with a preload link in the head. Every other image waits until it nears the
   * viewport.
   */
  lcp?: boolean
}

/**
 * next/image's optimised, responsive <img> (AVIF/WebP srcset, explicit size) rendered on the
 * server, without next/image's client component: its ~5 KB of JavaScript bought only
 * blur placeholders and load callbacks, which we do not use (decision 012).
 */
export function StaticImage({ lcp = false, ...props }: StaticImageProps) {
  const { props: image } = getImageProps({
    ...props,
    loading: lcp ? 'eager' : 'lazy',
    fetchPriority: lcp ? 'high' : undefined,
  })
  if (lcp && image.srcSet) {
    preloadResource(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from getImageProps
  return <img {...image} alt={image.alt} />
}
