import type { MailOutboxRow } from '@/server/db/schema'

export const MAIL_STATUS_LABELS: Record<MailOutboxRow['status'], string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent by SMTP',
  delivered_locally: 'Delivered locally',
  failed: 'Failed',
  withdrawn: 'Withdrawn (not sent)',
}

const utcStamp = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
})

/** One unambiguous clock for a developer tool: UTC, whatever the server's zone. */
export function formatUtc(date: Date): string {
  return `${utcStamp.format(date)} UTC`
}
