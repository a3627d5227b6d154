import type { MDXComponents } from 'mdx/types'

/** Required by @next/mdx; each MDX document gets its components where it is rendered. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return components
}
