import { formatOfficeAddress, site } from '@/config/site'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <p className="text-lg font-semibold text-white">{site.name}</p>
          <p className="mt-3 max-w-md text-sm leading-6">{site.description}</p>
        </div>
        <address className="text-sm leading-7 not-italic">
          <p>{formatOfficeAddress(site.headquarters)}</p>
          <p>
            <a className="underline-offset-4 hover:underline" href={`tel:${site.phone.e164}`}>
              {site.phone.display}
            </a>
          </p>
          <p>
            <a className="underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
        </address>
      </div>
      <p className="border-t border-white/10 px-4 py-6 text-center text-xs">
        © {year} {site.legalName}. All rights reserved.
      </p>
    </footer>
  )
}
