import { buildSearchIndexPayload } from '@/features/search/search-documents.server'

// Built once by `next build` and served as a static file; the search dialog fetches it on first open.
export const dynamic = 'force-static'

export function GET() {
  return Response.json(buildSearchIndexPayload())
}
