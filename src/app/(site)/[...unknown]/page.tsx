import { notFound, redirect } from 'next/navigation'

type Props = { params: Promise<{ unknown: string[] }> }

/**
 * Any path no route claims goes home (the spec's rule). Paths that look like files (a missing
 * image, say) get a plain 404 instead, so broken assets stay visible as such.
 */
export default async function UnknownPathPage({ params }: Props) {
  const { unknown } = await params
  const last = unknown.at(-1) ?? ''
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) notFound()
  redirect('/')
}
