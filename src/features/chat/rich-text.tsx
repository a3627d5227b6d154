import Link from 'next/link'
import { parseRichText, type Inline } from './markdown-subset'

function InlineText({ inline }: { inline: Inline }) {
  if (!inline.href) return <>{inline.text}</>
  // safeHref lets through paths of this site only.
  return (
    <Link href={inline.href} className="font-medium text-teal-800 underline underline-offset-2">
      {inline.text}
    </Link>
  )
}

/** A reply as React elements: paragraphs, lists and safe links; never HTML from the text. */
export function RichText({ text, linkPages }: { text: string; linkPages: boolean }) {
  return (
    <>
      {parseRichText(text, { linkPages }).map((block, b) =>
        block.kind === 'paragraph' ? (
          <p key={b} className="[&:not(:first-child)]:mt-2">
            {block.inlines.map((inline, i) => (
              <InlineText key={i} inline={inline} />
            ))}
          </p>
        ) : (
          <ul key={b} className="list-disc pl-5 [&:not(:first-child)]:mt-2">
            {block.items.map((item, i) => (
              <li key={i}>
                {item.map((inline, j) => (
                  <InlineText key={j} inline={inline} />
                ))}
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}
