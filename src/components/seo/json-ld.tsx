import type { Thing, WithContext } from 'schema-dts'
import { serializeJsonLd } from '@/lib/json-ld'

/** Structured data for search engines: a data block, not a script, so it needs no CSP hash. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      // JSON, not markup: serializeJsonLd escapes '<' so nothing can break out of the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
