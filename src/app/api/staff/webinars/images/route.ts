import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { uploadImageEndpoint } from './image-endpoints'

export const dynamic = 'force-dynamic'

/** Uploads a picture for a webinar (the console's webinar form). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: uploadImageEndpoint(staffDependencies),
})
