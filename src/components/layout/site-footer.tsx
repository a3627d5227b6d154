import Link from 'next/link'
import { footerQuickLinks, footerServiceLinks, legalLink, type NavLink } from '@/config/nav'
import { site } from '@/config/site'
import { CurrentYear } from './current-year'
import { LogoMark } from './logo-mark'

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase'
const linkClass = 'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline'

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string
  title: string
  links: readonly NavLink[]
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteFooter() {
  const office = site.headquarters
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <LogoMark className="size-8" />
            {site.name}
          </p>
          <p className="mt-4 text-sm leading-6">{site.description}</p>
        </div>

        <FooterLinks id="footer-quick-links" title="Quick Links" links={footerQuickLinks} />
        <FooterLinks id="footer-services" title="Our Services" links={footerServiceLinks} />

        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-2.5 text-sm not-italic">
            <p>
              {office.street}
              <br />
              {office.city}, {office.regionName} {office.postalCode}
            </p>
            <p>
              Toll-free:{' '}
              <a href={`tel:${site.phone.e164}`} className={linkClass}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
          </address>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <a
                href={site.sisterSite.url}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {site.sisterSite.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="block text-xs text-slate-400">{site.sisterSite.description}</span>
            </li>
            {site.socials.map((social) => (
              <li key={social.platform}>
                <Link href={`/social/${social.platform}`} className={linkClass}>
                  {site.name} on {social.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © <CurrentYear /> {site.legalName}. All rights reserved.
          </p>
          <Link href={legalLink.href} className={linkClass}>
            {legalLink.label}
          </Link>
        </div>
      </div>
    </footer>
  )
}
