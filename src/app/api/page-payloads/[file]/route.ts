import { apiRoute } from '@/server/http/api-route'
import { pagePayloadEndpoint } from './page-payload-endpoint'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: pagePayloadEndpoint,
})
