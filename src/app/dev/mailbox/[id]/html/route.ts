import { openMailboxMessage } from '@/server/mail/mailbox.server'

export const dynamic = 'force-dynamic'

// The HTML part is markup the site composed, shown as the recipient's client would: no scripts,
// no requests to anywhere, no forms. (A `sandbox` directive would also lock out the browser's
// developer tools and accessibility checkers from the frame, so the policy says it directly.)
const EMAIL_PREVIEW_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ')

/** The HTML part of one message, exactly as queued, for the mailbox's preview frame. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const message = await openMailboxMessage(request.headers, (await params).id)
  if (!message) return new Response('Not found', { status: 404 })
  return new Response(message.html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': EMAIL_PREVIEW_POLICY,
      'cache-control': 'no-store',
    },
  })
}
