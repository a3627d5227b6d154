import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import { webinarForConsole } from '@/features/webinars/webinar-console.server'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { auditLog } from '@/server/db/schema'
import {
  createWebinarEndpoint,
  STALE_WEBINAR,
  updateWebinarEndpoint,
  webinarStatusEndpoint,
} from './webinar-endpoints'

/*
 * The console's webinar endpoints as its browser calls them (issue 29): who may create, edit and
 * publish, what a wrong form is told field by field, and that an editor open on an old version
 * cannot overwrite a newer one. Real staff sign-in with an authenticator app, real database.
 */

const FORM = {
  title: 'Cloud Costs Without the Spreadsheet',
  slug: '',
  description: 'A FinOps lead and an architect on tagging, budgets and the bill nobody reads.',
  agenda: 'Where the money goes\nLive Q&A',
  speakers: 'Elena Ruiz',
  date: '2027-01-14',
  time: '11:00',
  duration: '1 hour',
  category: 'Cloud',
  zoomLink: 'https://meet.example/j/42',
  replayLink: '',
  registrationLimit: '',
  image: '/images/webinars/webinar-default.svg',
}

describe('the webinar endpoints', () => {
  const db = emptyDatabaseEachTest()

  it('let marketing create, edit and publish; consultants and strangers may not', async () => {
    const site = staffConsole(db)
    const route = {
      create: site.route(createWebinarEndpoint(site.dependencies)),
      update: site.route(updateWebinarEndpoint(site.dependencies)),
      status: site.route(webinarStatusEndpoint(site.dependencies)),
    }
    await newStaffMember(db(), 'mia@firm.example', 'marketing', 'Mia Marketing')
    await newStaffMember(db(), 'ravi@firm.example', 'consultant', 'Ravi Patel')
    const asMia = await site.signedIn('mia@firm.example', '203.0.113.1')
    const asRavi = await site.signedIn('ravi@firm.example', '203.0.113.2')
    const nobody = site.client('203.0.113.3')

    expect((await nobody(route.create, FORM)).status).toBe(401)
    expect(await asRavi(route.create, FORM)).toEqual({
      status: 403,
      body: { error: 'Your role does not allow this.' },
    })

    // A wrong form is told what to fix, field by field.
    const wrong = await asMia(route.create, {
      ...FORM,
      title: 'Hi',
      date: '14/01/2027',
      zoomLink: 'http://meet.example/j/42',
      registrationLimit: 'lots',
      speakers: '',
      slug: 'feed',
    })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.fields as object).sort()).toEqual([
      'date',
      'registrationLimit',
      'speakers',
      'title',
      'zoomLink',
    ])
    const reserved = await asMia(route.create, { ...FORM, slug: 'feed' })
    expect(reserved).toEqual({
      status: 422,
      body: {
        error: 'Please correct the highlighted fields.',
        fields: { slug: 'That slug is taken by a page of the site' },
      },
    })

    const created = await asMia(route.create, FORM)
    expect(created.status).toBe(201)
    const id = String(created.body.id)
    expect(created.body.slug).toBe('cloud-costs-without-the-spreadsheet')

    // Two editors open on the same version: the second save is refused, not applied.
    const { version } = (await webinarForConsole(db(), id))!
    const first = await asMia(route.update, { ...FORM, duration: '45 minutes', version }, { id })
    expect(first).toEqual({
      status: 200,
      body: {
        saved: true,
        slug: 'cloud-costs-without-the-spreadsheet',
        toldOfNewTime: 0,
        recordingsSent: 0,
      },
    })
    expect(await asMia(route.update, { ...FORM, version }, { id })).toEqual({
      status: 409,
      body: { error: STALE_WEBINAR },
    })
    expect((await webinarForConsole(db(), id))!.duration).toBe('45 minutes')
    expect(
      (await asMia(route.update, { ...FORM, version }, { id: crypto.randomUUID() })).status,
    ).toBe(404)
    expect((await asRavi(route.status, { action: 'publish' }, { id })).status).toBe(403)

    // Scheduling takes a time in Eastern; one already gone is refused.
    expect(
      await asMia(
        route.status,
        { action: 'schedule', at: { date: '2020-01-01', time: '09:00' } },
        { id },
      ),
    ).toEqual({ status: 409, body: { error: 'Choose a time that is still to come.' } })
    expect(
      (await asMia(route.status, { action: 'schedule', at: { date: 'soon', time: '9' } }, { id }))
        .status,
    ).toBe(422)

    expect(await asMia(route.status, { action: 'publish' }, { id })).toEqual({
      status: 200,
      body: { message: 'Published. Announced to 0 subscribers.' },
    })
    expect(await findPublishedWebinar(db(), 'cloud-costs-without-the-spreadsheet')).not.toBeNull()
    const actions = (await db().select().from(auditLog))
      .filter((entry) => entry.action.startsWith('webinars.'))
      .map((entry) => entry.action)
      .sort()
    expect(actions).toEqual(['webinars.create', 'webinars.publish', 'webinars.update'])
  })
})
