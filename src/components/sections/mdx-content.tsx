import { evaluate } from '@mdx-js/mdx'
import type { MDXComponents } from 'mdx/types'
import * as runtime from 'react/jsx-runtime'
import rehypeSlug from 'rehype-slug'

/**
 * Renders an MDX body on the server (at build time for static pages). Headings get ids from
 * their text so sections can be linked and searched.
 */
export async function MdxContent({
  body,
  components,
}: {
  body: string
  components?: MDXComponents
}) {
  const { default: Content } = await evaluate(body, { ...runtime, rehypePlugins: [rehypeSlug] })
  return <Content components={components} />
}
