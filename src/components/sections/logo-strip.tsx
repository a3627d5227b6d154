import { StaticImage as Image } from '@/components/ui/static-image'
import type { Logo } from '@/content/schemas'
import { LogoStripMotion } from './logo-strip-motion'

function LogoLinks({ logos }: { logos: readonly Logo[] }) {
  return (
    <ul className="flex shrink-0 items-center gap-14 pr-14">
      {logos.map((logo) => (
        <li key={logo.name}>
          <a
            href={logo.href}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-control opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <Image
              src={logo.src}
              alt={`${logo.alt} (opens in a new tab)`}
              width={180}
              height={48}
              className="h-12 w-auto"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Partner and client logos scrolling in a seamless loop (the set is drawn twice). The logos are
 * rendered here, on the server; only the pause control is client code.
 */
export function LogoStrip({ logos, label }: { logos: readonly Logo[]; label: string }) {
  // One element placed twice: the page's RSC payload then carries the logos once and refers to
  // them for the second copy, instead of repeating every link and image.
  const links = <LogoLinks logos={logos} />
  return (
    <LogoStripMotion label={label}>
      {links}
      {/* The second copy only completes the loop: inert takes its links out of the tab order
          and, with aria-hidden, out of what screen readers read. */}
      <div className="motion-reduce:hidden" aria-hidden="true" inert>
        {links}
      </div>
    </LogoStripMotion>
  )
}
