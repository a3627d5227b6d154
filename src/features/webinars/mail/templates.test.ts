import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { escapeHtml } from '@/server/mail/html'
import { describeSampleMails, hrefsOf, linksOf } from '#test-support/mail-checks'
import { webinarSampleInputs, webinarSampleMails } from './samples'
import { renderUnsubscribeConfirmation } from './unsubscribe-confirmation'
import { renderWebinarAnnouncement } from './webinar-announcement'
import { renderWebinarSubscription } from './webinar-subscription'
import {
  REGISTRATION_PROMISE,
  renderRegistrationConfirmation,
  renderRegistrationReminder,
  renderRegistrationReplay,
  renderRegistrationTimeChanged,
} from './webinar-registration'

describeSampleMails(webinarSampleMails())

describe('webinar sample data', () => {
  it('renders every webinar template once', () => {
    expect(webinarSampleMails().map((sample) => sample.template)).toEqual([
      'webinar-subscription',
      'unsubscribe-confirmation',
      'webinar-announcement',
      'webinar-registration-confirmation',
      'webinar-registration-reminder-24h',
      'webinar-registration-reminder-1h',
      'webinar-registration-time-changed',
      'webinar-registration-cancelled',
      'webinar-registration-replay',
    ])
  })
})

describe('user input', () => {
  it('escapes the addresses of subscribers', () => {
    const email = `o'brien&co@example.com`
    const subscription = renderWebinarSubscription({
      ...webinarSampleInputs.webinarSubscription,
      email,
    })
    const unsubscribed = renderUnsubscribeConfirmation({
      ...webinarSampleInputs.unsubscribeConfirmation,
      email,
    })
    for (const mail of [subscription, unsubscribed]) {
      expect(mail.html).toContain('<strong>o&#39;brien&amp;co@example.com</strong>')
      expect(mail.text).toContain(email)
    }
  })
})

describe('webinar announcement', () => {
  const input = webinarSampleInputs.webinarAnnouncement
  const mail = renderWebinarAnnouncement(input)

  it('names the session, its Eastern date and time, speakers and agenda in both parts', () => {
    expect(mail.subject).toBe(`New ${site.name} webinar: ${input.title}`)
    for (const fact of [
      input.date,
      input.time,
      input.duration,
      ...input.speakers,
      ...input.agenda,
    ]) {
      expect(mail.text).toContain(fact)
      expect(mail.html).toContain(escapeHtml(fact))
    }
  })

  it('offers the join link and a one-click unsubscribe link', () => {
    expect(linksOf(mail.html)).toContainEqual({ href: input.joinUrl, text: 'Join Webinar' })
    expect(hrefsOf(mail.html)).toContain(input.unsubscribeUrl)
    expect(mail.text).toContain(input.unsubscribeUrl)
  })

  it('attaches the session as a calendar file named from its title', () => {
    const [attachment] = mail.attachments
    expect(attachment?.filename).toBe(
      'data_products_that_last__ownership__contracts_and_quality_gates.ics',
    )
    expect(attachment?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH')
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!,
    )
    expect(event.summary).toBe(input.title)
    expect(event.startDate.toJSDate()).toEqual(input.event.startDate)
    expect(event.uid).toBe(input.event.uid)
  })

  it('points at the webinar page when there is no join link yet', () => {
    const withoutLink = renderWebinarAnnouncement({ ...input, joinUrl: null })
    expect(linksOf(withoutLink.html)).toContainEqual({
      href: input.pageUrl,
      text: 'See the webinar',
    })
    expect(withoutLink.text).toContain('We will e-mail the joining link before the session starts.')
  })
})

describe('webinar registration e-mails', () => {
  const input = webinarSampleInputs.registrationConfirmation

  it('the confirmation offers the personal join link, says what will follow, and attaches the session', () => {
    const mail = renderRegistrationConfirmation(input)
    expect(mail.subject).toBe(`You're registered: ${input.session.title}`)
    expect(linksOf(mail.html)).toContainEqual({ href: input.joinUrl, text: 'Join the webinar' })
    expect(mail.text).toContain(REGISTRATION_PROMISE)
    expect(mail.html).toContain(escapeHtml(REGISTRATION_PROMISE))
    const [attachment] = mail.attachments
    expect(attachment?.filename).toBe(
      'data_products_that_last__ownership__contracts_and_quality_gates.ics',
    )
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!,
    )
    expect(event.location).toBe(input.joinUrl)
    expect(event.sequence).toBe(input.event.sequence)
  })

  it('every e-mail a registrant can still act on offers the cancel link', () => {
    const mails = [
      renderRegistrationConfirmation(input),
      renderRegistrationReminder({ ...input, lead: '24h' }),
      renderRegistrationReminder({ ...input, lead: '1h' }),
      renderRegistrationTimeChanged(webinarSampleInputs.registrationTimeChanged),
      renderRegistrationReplay(webinarSampleInputs.registrationReplay),
    ]
    for (const mail of mails) {
      expect(hrefsOf(mail.html)).toContain(input.cancelUrl)
      expect(mail.text).toContain(input.cancelUrl)
    }
  })

  it('names the reminder by how soon the session starts', () => {
    expect(renderRegistrationReminder({ ...input, lead: '24h' }).subject).toBe(
      `Tomorrow: ${input.session.title}`,
    )
    expect(renderRegistrationReminder({ ...input, lead: '1h' }).subject).toBe(
      `Starting in 1 hour: ${input.session.title}`,
    )
  })

  it('the new time names the old one, and escapes the registrant’s name', () => {
    const mail = renderRegistrationTimeChanged({
      ...webinarSampleInputs.registrationTimeChanged,
      name: `<b>O'Brien</b>`,
    })
    expect(mail.text).toContain('it was planned for Thursday, December 17, 2026 at 7:00 PM EST')
    expect(mail.html).toContain('&lt;b&gt;O&#39;Brien&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>O')
  })
})
