import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { PageHeader } from '@/components/sections/page-header'
import { formatOfficeAddress, site } from '@/config/site'
import { consultationHours, consultationSteps } from '@/content/contact'
import { getStaticPage } from '@/content/pages'
import { contactCopy } from '@/content/page-copy'
import { buildMetadata } from '@/lib/metadata'
import { ConsultationFlow } from './_components/consultation-flow'

const page = getStaticPage('/contact')
const { consultation, reachUs } = contactCopy.sections

export const metadata = buildMetadata(page)

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title={contactCopy.heading}
        lead={contactCopy.text.map((line) => (
          <p key={line}>{line}</p>
        ))}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        {/* The check arrives after the page: its height is kept free so nothing below it jumps. */}
        <div className="min-h-[27rem] min-w-0 rounded-card border border-border p-5 shadow-card min-[400px]:min-h-[22.5rem] sm:min-h-[21rem] sm:p-8">
          <ConsultationFlow contact={{ phone: site.phone, email: site.email }} />
        </div>
        <div className="space-y-12">
          <section aria-labelledby={consultation.anchor}>
            <h2 id={consultation.anchor} className="text-xl font-bold tracking-tight text-navy-900">
              {consultation.title}
            </h2>
            <ol className="mt-8 space-y-6">
              {consultationSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 font-semibold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-navy-900">{step.title}</h3>
                    <p className="mt-1 text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
              <SvgIcon icon={Clock} className="size-4" />
              {consultationHours}
            </p>
          </section>

          <aside aria-labelledby={reachUs.anchor} className="rounded-card bg-navy-50 p-8">
            <h2 id={reachUs.anchor} className="text-xl font-bold text-navy-900">
              {reachUs.title}
            </h2>
            <ul className="mt-6 space-y-4">
              <li className="flex items-start gap-3">
                <SvgIcon icon={Phone} className="mt-0.5 size-5 text-teal-700" />
                <span>
                  <span className="block text-sm text-muted-foreground">Toll-free</span>
                  <a
                    href={`tel:${site.phone.e164}`}
                    className="font-semibold text-teal-700 underline-offset-4 hover:underline"
                  >
                    {site.phone.display}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <SvgIcon icon={Mail} className="mt-0.5 size-5 text-teal-700" />
                <span>
                  <span className="block text-sm text-muted-foreground">E-mail</span>
                  <a
                    href={`mailto:${site.email}`}
                    className="font-semibold text-teal-700 underline-offset-4 hover:underline"
                  >
                    {site.email}
                  </a>
                </span>
              </li>
              {site.offices.map((office) => (
                <li key={office.id} className="flex items-start gap-3">
                  <SvgIcon icon={MapPin} className="mt-0.5 size-5 text-teal-700" />
                  <span>
                    <span className="block text-sm text-muted-foreground">{office.name}</span>
                    <span className="font-medium text-navy-900">{formatOfficeAddress(office)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  )
}
