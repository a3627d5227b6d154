import { openMailboxMessage } from '@/server/mail/mailbox.server'

export const dynamic = 'force-dynamic'

/** One attachment of a message, as a download under its own file name. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; index: string }> },
) {
  const { id, index } = await params
  const message = await openMailboxMessage(request.headers, id)
  const attachment = /^\d+$/.test(index) ? message?.attachments[Number(index)] : undefined
  if (!attachment) return new Response('Not found', { status: 404 })
  return new Response(attachment.content, {
    headers: {
      'content-type': attachment.contentType,
      'content-disposition': `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  })
}
