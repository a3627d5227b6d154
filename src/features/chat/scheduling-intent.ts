import { site } from '@/config/site'

/** Words that mean the visitor wants to talk to a person (spec section 4). */
const SCHEDULING_WORDS = [
  'schedule',
  'consultation',
  'book',
  'appointment',
  'contact',
  'connect',
  'talk',
  'speak',
  'meet',
] as const

/**
 * True when the message contains one of the spec's scheduling words, anywhere and in any case
 * (as the spec says 'contains': 'booking' and 'meeting' count too).
 */
export function hasSchedulingIntent(text: string): boolean {
  const message = text.toLowerCase()
  return SCHEDULING_WORDS.some((word) => message.includes(word))
}

/** The panel waits this long before the scheduling reply, so it reads as an answer (spec section 9). */
export const SCHEDULING_REPLY_DELAY_MS = 800

/** The reply to a scheduling message: the contact page, the e-mail, and the offer to book here. */
export const schedulingReply = `I'd be glad to set that up. You can book a free 30-minute consultation on our [contact page](/contact) or write to ${site.email}. I can also book it with you right here in the chat.`

/** Where the scheduling reply points. */
export const schedulingSources = [{ title: 'Contact', path: '/contact' }] as const
