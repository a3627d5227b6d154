import { StaticImage as Image } from '@/components/ui/static-image'
import type { Logo } from '@/content/schemas'
import { LogoStripMotion } from './logo-strip-motion'

function LogoLinks({ logos, hidden = false }: { logos: readonly Logo[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-14 pr-14" aria-hidden={hidden || undefined}>
      {logos.map((logo) => (
        <li key={logo.name}>
          <a
            href={logo.href}
            target="_blank"
            rel="noopener noreferrer"
            // The second copy only completes the loop; keyboard and screen readers skip it.
            tabIndex={hidden ? -1 : undefined}
            className="block rounded-control opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <Image
              src={logo.src}
              alt={hidden ? '' : `${logo.alt} (opens in a new tab)`}
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
  return (
    <LogoStripMotion label={label}>
      <LogoLinks logos={logos} />
      <div className="motion-reduce:hidden">
        <LogoLinks logos={logos} hidden />
      </div>
    </LogoStripMotion>
  )
}
