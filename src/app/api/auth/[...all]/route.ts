import { unexposedAuthPaths } from '@/features/auth/better-auth-forward.server'

export const dynamic = 'force-dynamic'

/**
 * Every other path under /api/auth: better-auth's endpoints that the site does not use, and
 * unknown ones, answer 404 (the site's endpoints are the route files beside this one).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unexposedAuthPaths()
