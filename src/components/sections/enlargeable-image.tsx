import { Maximize2 } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import type { ReactNode } from 'react'
import { LazyDialog } from '@/components/ui/lazy-dialog'

type EnlargeableImageProps = {
  /** Names the dialog, e.g. the success story it illustrates. */
  title: string
  alt: string
  /** The small picture shown in place; it becomes the dialog's trigger. */
  preview: ReactNode
  src: string
  width: number
  height: number
}

/** A picture that opens enlarged in a dialog (Escape or the close button return focus to it). */
export function EnlargeableImage({
  title,
  alt,
  preview,
  src,
  width,
  height,
}: EnlargeableImageProps) {
  return (
    <LazyDialog
      triggerLabel={`Enlarge image: ${title}`}
      triggerClassName="group relative block w-full cursor-zoom-in overflow-hidden"
      trigger={
        <>
          {preview}
          <span className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-navy-900/80 text-white opacity-90 transition-opacity group-hover:opacity-100">
            <SvgIcon icon={Maximize2} className="size-4" />
          </span>
        </>
      }
      title={title}
      description={alt}
      descriptionClassName="sr-only"
      contentClassName="max-w-4xl"
    >
      <Image
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes="(min-width: 1024px) 56rem, 100vw"
        className="h-auto w-full rounded-control"
      />
    </LazyDialog>
  )
}
