import { MdxContent } from '@/components/sections/mdx-content'
import { PageHeader } from '@/components/sections/page-header'
import { nestedHeadingComponents, Prose, siteFactComponents } from '@/components/sections/mdx-prose'
import { legalDocuments } from '@/content/legal'
import { readMdxDocument } from '@/content/mdx-documents.server'
import { effectiveLine } from '@/content/page-copy'
import { getStaticPage } from '@/content/pages'
import type { LegalDocument } from '@/content/schemas'
import { formatLongDate } from '@/lib/dates'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/privacy-and-terms')

export const metadata = buildMetadata(page)

function legalBody(id: LegalDocument['id']): string {
  return readMdxDocument(`legal/${id}.mdx`).body
}

export default function PrivacyAndTermsPage() {
  return (
    <>
      <PageHeader
        title={page.title}
        lead="How we handle the personal data you share with us, and the terms for using this website."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            On this page
          </h2>
          <ul className="mt-3 space-y-2">
            {legalDocuments.map((document) => (
              <li key={document.id}>
                <a
                  href={`#${document.id}`}
                  className="font-medium text-teal-700 underline-offset-4 hover:underline"
                >
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-16">
          {legalDocuments.map((document) => {
            return (
              <section key={document.id} aria-labelledby={document.id} className="max-w-3xl">
                <h2
                  id={document.id}
                  className="scroll-mt-28 text-3xl font-bold tracking-tight text-navy-900"
                >
                  {document.title}
                </h2>
                <p className="mt-2 text-sm font-medium text-muted-foreground">
                  {effectiveLine(formatLongDate(document.effectiveDate))}
                </p>
                <Prose className="mt-8">
                  <MdxContent
                    body={legalBody(document.id)}
                    components={{ ...siteFactComponents, ...nestedHeadingComponents }}
                  />
                </Prose>
              </section>
            )
          })}
        </div>
      </div>
    </>
  )
}
