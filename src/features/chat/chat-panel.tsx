'use client'

import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { askAssistant } from './ask-assistant'
import type { BookingFormProps, ChatBooking } from './booking-slot'
import { assistantTitle } from './chat-copy'
import { exampleGroups, greetings } from './conversation-starters'
import { historyFor, pickExamples, pickOne, showExamples, type PanelMessage } from './chat-state'
import { RichText } from './rich-text'
import {
  SCHEDULING_REPLY_DELAY_MS,
  hasSchedulingIntent,
  schedulingReply,
} from './scheduling-intent'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { calendarPlusIcon } from '@/components/ui/icons/calendar-plus'
import { sendIcon } from '@/components/ui/icons/send'
import { xIcon } from '@/components/ui/icons/x'

type Props = {
  open: boolean
  onClose: () => void
  bookingForm?: ComponentType<BookingFormProps>
}

let nextId = 1

/**
 * The assistant's panel: a labelled, non-modal dialog at the bottom right (full width on phones)
 * with the conversation, example questions, the booking form when the visitor takes up the offer,
 * and the message field. Replies are announced politely; Escape closes it.
 */
export function ChatPanel({ open, onClose, bookingForm: BookingForm }: Props) {
  // The panel mounts on first open (and again, closed, after each reset): it starts with one
  // greeting and three examples (spec section 4).
  const [messages, setMessages] = useState<PanelMessage[]>(() => [
    { id: nextId++, role: 'system', content: pickOne(greetings) },
  ])
  const [examples] = useState(() => pickExamples(exampleGroups))
  const [loading, setLoading] = useState(false)
  const [formShown, setFormShown] = useState(false)
  const [scheduled, setScheduled] = useState(false)
  const [draft, setDraft] = useState('')
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const timers = useRef<number[]>([])

  // On opening, and again when a reply has arrived: the field was disabled while waiting, which
  // sent focus to the page; the visitor carries on typing where they were.
  useEffect(() => {
    if (!open || loading) return
    const active = document.activeElement
    if (active === null || active === document.body || active === input.current) {
      input.current?.focus()
    }
  }, [open, loading])

  // Escape closes the panel while focus is in it (or nowhere in particular).
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement
      const inPanel = active === document.body || panel.current?.contains(active)
      if (event.key === 'Escape' && inPanel) onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [messages, loading, formShown])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  const add = (message: Omit<PanelMessage, 'id'>) =>
    setMessages((current) => [...current, { ...message, id: nextId++ }])

  const send = async (raw: string) => {
    const text = raw.trim()
    if (!text || loading) return
    const history = historyFor(messages)
    add({ role: 'user', content: text })
    setDraft('')
    setLoading(true)
    if (hasSchedulingIntent(text)) {
      // Answered here, without asking the server, after a short pause (spec section 4).
      timers.current.push(
        window.setTimeout(() => {
          add({ role: 'system', content: schedulingReply, offersBooking: true })
          setLoading(false)
        }, SCHEDULING_REPLY_DELAY_MS),
      )
      return
    }
    // The reply is added with its first words and grows as they arrive (a model streams them).
    const id = nextId++
    const show = (content: string, streaming: boolean) =>
      setMessages((current) =>
        current.some((message) => message.id === id)
          ? current.map((message) =>
              message.id === id ? { ...message, content, streaming } : message,
            )
          : [...current, { id, role: 'system', content, streaming }],
      )
    const reply = await askAssistant(text, history, (sofar) => show(sofar, true))
    show(reply, false)
    setLoading(false)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(draft)
  }

  const onBooked = (booking: ChatBooking) => {
    setFormShown(false)
    setScheduled(true)
    add({
      role: 'system',
      content: `You're booked for ${booking.when}. A confirmation is on its way to ${booking.email}.`,
    })
    // The form is gone with the button that had focus: carry on in the message field.
    requestAnimationFrame(() => input.current?.focus())
  }

  const examplesShown = showExamples({ messages, formShown, scheduled, loading })
  const lastOffer = messages.findLast((message) => message.offersBooking)?.id

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={panel}
      hidden={!open}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[min(530px,85dvh)] flex-col overflow-hidden rounded-t-card bg-white shadow-card ring-1 ring-navy-900/10 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-[530px] sm:w-[460px] sm:rounded-card lg:w-[552px]"
    >
      <header className="flex items-center justify-between gap-4 bg-navy-900 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {assistantTitle}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-control hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <DrawnIcon drawing={xIcon} aria-hidden="true" className="size-5" />
          <span className="sr-only">Close the chat</span>
        </button>
      </header>

      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        <div role="log" aria-live="polite" aria-label="Conversation" className="space-y-3">
          {messages.map((message) => (
            <div
              key={message.id}
              className={message.role === 'user' ? 'flex justify-end' : 'flex justify-start'}
            >
              <div
                // A reply still being written is announced once it is complete.
                aria-busy={message.streaming ? true : undefined}
                className={
                  message.role === 'user'
                    ? 'max-w-[80%] rounded-card bg-teal-700 px-3 py-2 whitespace-pre-wrap text-white'
                    : 'max-w-[80%] rounded-card bg-navy-50 px-3 py-2 text-navy-900'
                }
              >
                <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
                {message.role === 'user' ? (
                  message.content
                ) : (
                  <RichText text={message.content} linkPages />
                )}
                {message.offersBooking &&
                message.id === lastOffer &&
                BookingForm &&
                !scheduled &&
                !formShown ? (
                  <button
                    type="button"
                    onClick={() => setFormShown(true)}
                    className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-control bg-teal-700 px-3 font-semibold text-white hover:bg-teal-800"
                  >
                    <DrawnIcon drawing={calendarPlusIcon} aria-hidden="true" className="size-4" />
                    Book a consultation here
                  </button>
                ) : null}
              </div>
            </div>
          ))}
        </div>
        {loading && !messages.at(-1)?.streaming ? (
          <p role="status" className="text-sm text-muted-foreground">
            Thinking...
          </p>
        ) : null}
        {examplesShown ? (
          <ul aria-label="Example questions" className="space-y-2">
            {examples.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  onClick={() => void send(example)}
                  className="min-h-11 w-full rounded-control border border-navy-900/15 px-3 py-2 text-left text-sm text-navy-900 hover:bg-navy-50"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {formShown && BookingForm ? (
          <BookingForm onBooked={onBooked} onCancel={() => setFormShown(false)} />
        ) : null}
        <div ref={end} />
      </div>

      <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-navy-900/10 p-3">
        <label htmlFor={`${titleId}-message`} className="sr-only">
          Your message
        </label>
        <input
          ref={input}
          id={`${titleId}-message`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={loading}
          placeholder={loading ? 'Thinking...' : 'Ask about our services, industries or work'}
          maxLength={2000}
          autoComplete="off"
          className="h-11 min-w-0 flex-1 rounded-control border border-navy-900/20 px-3 text-navy-900 placeholder:text-muted-foreground disabled:bg-navy-50"
        />
        <button
          type="submit"
          disabled={loading}
          className="inline-flex size-11 items-center justify-center rounded-control bg-teal-700 text-white hover:bg-teal-800 disabled:opacity-60"
        >
          <DrawnIcon drawing={sendIcon} aria-hidden="true" className="size-4" />
          <span className="sr-only">Send</span>
        </button>
      </form>
    </section>
  )
}
