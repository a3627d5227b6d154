import { apiRoute } from '@/server/http/api-route'
import { webinarImageFileEndpoint } from '../../image-file'

// Uploaded webinar pictures live in the database (decision 048), so every instance serves them.
export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: webinarImageFileEndpoint,
})
