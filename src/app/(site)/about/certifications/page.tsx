import { Award, BadgeCheck } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { PageHeader } from '@/components/sections/page-header'
import { certifications } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { certificationsCopy } from '@/content/page-copy'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/about/certifications')

export const metadata = buildMetadata(page)

export default function CertificationsPage() {
  const groups = [
    {
      id: certificationsCopy.sections.certification.anchor,
      title: certificationsCopy.sections.certification.title,
      kind: 'certification',
      Icon: BadgeCheck,
    },
    {
      id: certificationsCopy.sections.recognition.anchor,
      title: certificationsCopy.sections.recognition.title,
      kind: 'recognition',
      Icon: Award,
    },
  ] as const
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      {groups.map(({ id, title, kind, Icon }) => (
        <section
          key={id}
          aria-labelledby={id}
          className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
        >
          <h2 id={id} className="text-3xl font-bold tracking-tight text-navy-900">
            {title}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {certifications
              .filter((item) => item.kind === kind)
              .map((item) => (
                <li
                  key={item.title}
                  data-reveal
                  className="rounded-card border border-border p-7 shadow-card"
                >
                  <SvgIcon icon={Icon} className="size-7 text-teal-700" />
                  <h3 className="mt-4 text-lg font-semibold text-navy-900">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {item.organization} · since {item.year}
                  </p>
                  <p className="mt-3 leading-7 text-muted-foreground">{item.description}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  )
}
