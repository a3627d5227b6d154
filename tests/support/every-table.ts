import { getTableConfig } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { rowsOf, type Database, type DatabaseHandle } from '@/server/db/client'
import * as schema from '@/server/db/schema'
import { inInsertOrder, schemaTables } from '@/server/db/tables'

const at = (iso: string) => new Date(iso)

/**
 * Rows for every table of the schema, with the values most likely to be bent on the way: unicode
 * beyond the BMP, quotes and backslashes, jsonb with nesting, empty and non-empty arrays, nulls,
 * false, and timestamps with milliseconds and (written as SQL, which a JavaScript Date cannot
 * carry) microseconds.
 */
export async function fillEveryTable(db: Database): Promise<void> {
  const awkward = `Zoë “quoted” 'single' \\ back\\slash, tab\t, newline\n, 東京, emoji 🚀👩🏽‍💻`
  await db.insert(schema.webinars).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'unicode-webinar',
      title: awkward,
      description: 'Ünïcödé description',
      agenda: 'One\nTwo, with comma\n{braces} "quotes"',
      speakers: ['Zoë Ångström', 'Name, with comma', '{"brace"}', 'NULL'],
      webinarDate: at('2027-02-10T19:00:00.123Z'),
      zoomLink: null,
      image: '/images/webinars/x.svg',
      category: 'Data',
      duration: '45 minutes',
      isPublished: false,
      publishAt: at('2027-02-01T14:00:00.321Z'),
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      slug: 'empty-speakers',
      title: 'Second',
      description: 'd',
      speakers: [],
      webinarDate: at('1999-12-31T23:59:59.999Z'),
      zoomLink: 'https://meet.example/abc?x=1&y=2',
      image: '/i.svg',
      category: 'AI',
      duration: '1 hour',
      isPublished: true,
      publishedAt: at('2026-01-05T10:00:00.654Z'),
      publishedBy: 'schedule',
      replayLink: 'https://replay.example/watch?v=1&t=2',
      registrationLimit: 0,
      cancelledAt: at('2026-01-06T10:00:00.987Z'),
      createdAt: at('2026-01-01T00:00:00.001Z'),
    },
  ])
  await db.insert(schema.webinarImages).values({
    id: '00000000-0000-4000-8000-0000000000e1',
    sourceFormat: 'jpeg',
    uploadedBy: null,
    createdAt: at('2026-01-02T03:04:05.678Z'),
  })
  await db.insert(schema.webinarImageVariants).values([
    {
      imageId: '00000000-0000-4000-8000-0000000000e1',
      width: 480,
      height: 252,
      contentType: 'image/webp',
      // Every byte value, zero and high bytes included.
      bytes: Uint8Array.from({ length: 256 }, (_, index) => index),
    },
    {
      imageId: '00000000-0000-4000-8000-0000000000e1',
      width: 1200,
      height: 630,
      contentType: 'image/webp',
      bytes: new Uint8Array(),
    },
  ])
  await db.insert(schema.webinarRegistrations).values([
    {
      id: '00000000-0000-4000-8000-0000000000e2',
      webinarId: '00000000-0000-4000-8000-000000000001',
      name: awkward,
      email: 'zoë@example.com',
      company: 'Ångström & Co, "Ltd"',
      registeredAt: at('2026-01-03T03:04:05.006Z'),
      cancelledAt: at('2026-01-04T03:04:05.007Z'),
      joinedAt: at('2026-01-05T03:04:05.008Z'),
      joinCount: 3,
      source: '/insights/webinars/unicode-webinar',
      policyVersion: '2023-11-26',
    },
    {
      id: '00000000-0000-4000-8000-0000000000e3',
      webinarId: '00000000-0000-4000-8000-000000000001',
      name: 'Plain',
      email: 'plain@example.com',
    },
  ])
  await db.insert(schema.webinarSubscriptions).values([
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      email: 'zoë@example.com',
      status: 'confirmed',
      requestedAt: at('2026-03-04T05:06:07.089Z'),
      confirmedAt: at('2026-03-04T05:07:00.500Z'),
      unsubscribedAt: null,
      source: '/insights/webinars',
      policyVersion: '2023-11-26',
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      email: 'left@example.com',
      status: 'unsubscribed',
      unsubscribedAt: at('2026-04-01T00:00:00.000Z'),
    },
  ])
  await db.insert(schema.webinarAnnouncements).values({
    webinarId: '00000000-0000-4000-8000-000000000002',
    subscriptionId: '00000000-0000-4000-8000-0000000000a1',
  })
  await db.insert(schema.mailOutbox).values([
    {
      idempotencyKey: 'booking:1',
      to: 'Zoë <zoë@example.com>',
      from: 'Northbridge <hello@northbridge.example>',
      replyTo: null,
      subject: `Subject ${awkward}`,
      text: awkward,
      html: '<p>Hi &amp; “welcome” 🚀</p>',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar', content: 'QkVHSU46VkNBTEVOREFS' },
      ],
      headers: { 'List-Unsubscribe': '<https://x.example/u?a=1>', 'X-Ünicode': 'ja 東京' },
      status: 'failed',
      attempts: 6,
      claimedAt: at('2026-05-05T05:05:05.555Z'),
      lastError: 'SMTP 550: "mailbox unavailable"\nsecond line',
      lastAttemptAt: at('2026-05-05T05:05:05.777Z'),
      list: true,
      sentAt: null,
    },
    {
      idempotencyKey: 'booking:2',
      to: 'a@example.com',
      from: 'b@example.com',
      subject: 's',
      text: '',
      html: '',
      status: 'sent',
      sentAt: at('2026-05-05T05:05:06.001Z'),
    },
  ])
  await db.insert(schema.rateLimits).values({
    key: 'consultations:203.0.113.7',
    hits: 0,
    resetAt: at('2026-06-01T12:00:00.250Z'),
  })
  await db.insert(schema.pagePayloads).values({
    hash: 'qm6Xc3l0hTLoXbPdmXxJzsQ9nq4xJ6H3JHIzU2tgKdU',
    script: `self.__next_f.push([1,"${awkward.replaceAll('\n', '\\n')}"])`,
    usedAt: at('2026-11-28T10:00:00.000Z'),
  })
  await db.insert(schema.usedVerifications).values({
    digest: 'sha256:abc',
    expiresAt: at('2026-06-01T12:00:00.999Z'),
  })
  // A count past 2^31, which an integer column would not hold.
  await db.insert(schema.chatTokenUsage).values([
    { day: '2026-06-01', tokens: 3_000_000_000 },
    { day: '1999-12-31', tokens: 0 },
  ])
  await db.insert(schema.consultations).values([
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      name: 'Zoë Ångström-東京',
      email: 'zoe@example.com',
      questions: awkward,
      startsAt: at('2026-07-01T14:00:00.000Z'),
      timeZone: 'PT',
      manageTokenHash: 'hash-1',
    },
    {
      id: '00000000-0000-4000-8000-0000000000c2',
      name: 'Cancelled',
      email: 'c@example.com',
      questions: '',
      startsAt: at('2026-07-01T14:00:00.000Z'),
      timeZone: 'ET',
      status: 'cancelled',
      sequence: 2,
      manageTokenHash: 'hash-2',
      cancelledAt: at('2026-06-30T10:00:00.010Z'),
    },
  ])
  await db.insert(schema.users).values({
    id: 'user-Zoë',
    name: awkward,
    email: 'zoe@example.com',
    emailVerified: true,
    image: null,
  })
  await db.insert(schema.sessions).values({
    id: 'session-1',
    token: 'token-1',
    userId: 'user-Zoë',
    expiresAt: at('2026-12-31T23:59:59.999Z'),
    ipAddress: null,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) “quoted”',
  })
  await db.insert(schema.accounts).values({
    id: 'account-1',
    accountId: 'user-Zoë',
    providerId: 'credential',
    userId: 'user-Zoë',
    password: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    accessTokenExpiresAt: at('2026-08-08T08:08:08.008Z'),
  })
  await db.insert(schema.verifications).values({
    id: 'verification-1',
    identifier: 'reset-password:token',
    value: 'user-Zoë',
    expiresAt: at('2026-09-09T09:09:09.909Z'),
  })
  await db.insert(schema.auditLog).values([
    {
      id: '8d7e6f50-4a3b-4c2d-9e1f-0a1b2c3d4e5f',
      at: at('2026-10-10T10:10:10.101Z'),
      actorId: 'user-1',
      action: 'consultations.cancel',
      targetType: 'consultation',
      targetId: '11111111-2222-4333-8444-555555555555',
      requestId: 'request-1',
      detail: { status: 'cancelled', mailVisitor: true, attempts: 1, note: null },
    },
    { actorId: null, action: 'staff.invite', at: at('2026-10-11T11:11:11.111Z') },
  ])
  await db.insert(schema.staffUsers).values([
    {
      id: 'staff-Ånna',
      name: awkward,
      email: 'anna@firm.example',
      emailVerified: true,
      role: 'owner',
      twoFactorEnabled: true,
    },
    {
      id: 'staff-gone',
      name: 'Removed',
      email: 'gone@firm.example',
      role: 'consultant',
      banned: true,
      banReason: 'Left the firm',
      banExpires: null,
    },
  ])
  await db.insert(schema.staffSessions).values({
    id: 'staff-session-1',
    token: 'staff-token-1',
    userId: 'staff-Ånna',
    expiresAt: at('2026-12-31T11:59:59.999Z'),
    lastSeenAt: at('2026-12-31T00:30:00.001Z'),
    passwordCheckedAt: at('2026-12-31T00:00:00.002Z'),
    userAgent: 'Mozilla/5.0 “staff”',
  })
  await db.insert(schema.staffAccounts).values({
    id: 'staff-account-1',
    accountId: 'staff-Ånna',
    providerId: 'credential',
    userId: 'staff-Ånna',
    password: 'scrypt$32768$8$3$c2FsdA$aGFzaA',
  })
  await db.insert(schema.staffVerifications).values({
    id: 'staff-verification-1',
    identifier: '2fa-abc',
    value: 'staff-Ånna',
    expiresAt: at('2026-09-09T09:19:09.909Z'),
  })
  await db.insert(schema.staffTwoFactors).values({
    id: 'staff-2fa-1',
    secret: 'encrypted:secret',
    backupCodes: 'encrypted:codes',
    userId: 'staff-Ånna',
    verified: true,
    failedVerificationCount: 2,
    lockedUntil: at('2026-09-09T09:29:09.909Z'),
  })
  await db.insert(schema.staffInvitations).values([
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      email: 'new@firm.example',
      role: 'consultant',
      tokenHash: 'invite-hash-1',
      invitedBy: 'staff-Ånna',
      expiresAt: at('2026-10-12T11:11:11.111Z'),
      acceptedAt: at('2026-10-11T12:00:00.000Z'),
    },
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      email: 'owner@firm.example',
      role: 'owner',
      tokenHash: 'invite-hash-2',
      invitedBy: null,
      expiresAt: at('2026-10-13T11:11:11.111Z'),
      revokedAt: at('2026-10-11T13:00:00.000Z'),
    },
  ])
  await db.insert(schema.consultants).values([
    {
      id: '00000000-0000-4000-8000-00000000f123',
      label: awkward,
      hoursFollowVisitorZone: true,
      weeklyHours: { '1': [{ start: 540, end: 720 }], '5': [] },
    },
    {
      id: '00000000-0000-4000-8000-0000000000a7',
      staffUserId: 'staff-gone',
      timeZone: 'Asia/Kathmandu',
      dailyCap: 3,
      weight: 1,
      active: false,
      updatedAt: at('2026-10-14T14:14:14.141Z'),
    },
  ])
  await db.insert(schema.consultantOverrides).values([
    {
      consultantId: '00000000-0000-4000-8000-0000000000a7',
      day: '2026-12-24',
      hours: [{ start: 585, end: 600 }],
    },
    { consultantId: '00000000-0000-4000-8000-0000000000a7', day: '2026-12-25', hours: [] },
  ])
  await db.insert(schema.consultantTimeOff).values({
    consultantId: '00000000-0000-4000-8000-0000000000a7',
    fromDay: '2026-12-28',
    toDay: '2027-01-01',
  })
  await db.insert(schema.bookingSettings).values({
    closeOnFederalHolidays: false,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 0,
    horizonDays: 365,
  })
  await db.insert(schema.firmClosedDays).values({ fromDay: '2026-12-24', toDay: '2026-12-24' })
  await db.insert(schema.erasedAddresses).values({
    addressHash: 'a'.repeat(64),
    erasedAt: at('2026-11-21T09:30:00.456Z'),
  })
  await db.insert(schema.mailSuppressions).values([
    {
      address: 'gone@client.example',
      failedAttempts: 1,
      suppressedAt: at('2026-11-20T10:00:00.123Z'),
      reason: 'rejected',
      lastError: `550 ${awkward}`,
    },
    { address: 'flaky@client.example', failedAttempts: 2 },
  ])
  await db
    .update(schema.consultations)
    .set({
      consultantId: 'staff-gone',
      calendarId: '00000000-0000-4000-8000-0000000000a7',
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      bookedVia: 'chat',
      outcome: 'no-show',
    })
    .where(sql`id = '00000000-0000-4000-8000-0000000000c1'`)
  await db.insert(schema.consultationEvents).values([
    {
      consultationId: '00000000-0000-4000-8000-0000000000c2',
      at: at('2026-06-01T10:00:00.000Z'),
      kind: 'booked',
      toStartsAt: at('2026-07-01T14:00:00.000Z'),
    },
    {
      consultationId: '00000000-0000-4000-8000-0000000000c2',
      at: at('2026-06-30T10:00:00.010Z'),
      kind: 'cancelled',
      byStaff: true,
      staffId: 'staff-Ånna',
      fromStartsAt: at('2026-07-01T14:00:00.000Z'),
      reason: awkward,
      messageToVisitor: 'Ünïcödé and "quotes"',
    },
  ])
  await db.insert(schema.consultationNotes).values({
    consultationId: '00000000-0000-4000-8000-0000000000c1',
    authorId: 'staff-Ånna',
    body: awkward,
    createdAt: at('2026-07-01T15:00:00.123Z'),
  })
  await db.insert(schema.webhookEndpoints).values([
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      url: 'https://crm.client.example/hooks?a=1&b=ü',
      description: awkward,
      events: ['consultation.booked', 'subscriber.confirmed'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      failingSince: at('2026-11-20T10:00:00.123Z'),
      createdBy: 'staff-Ånna',
      version: 3,
    },
    {
      id: '00000000-0000-4000-8000-0000000000e2',
      url: 'http://localhost:9000/',
      events: [],
      active: false,
      secret: 'whsec_c2Vjb25kIHNlY3JldCBmb3IgdGhlIGNvcHk=',
      disabledAt: at('2026-11-21T10:00:00.000Z'),
      disabledReason: 'Failed for 24 hours',
    },
  ])
  await db.insert(schema.webhookDeliveries).values({
    id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
    eventId: 'consultation.booked:00000000-0000-4000-8000-0000000000c1:0',
    endpointId: '00000000-0000-4000-8000-0000000000e1',
    eventType: 'consultation.booked',
    body: JSON.stringify({ type: 'consultation.booked', data: { name: awkward } }),
    status: 'failed',
    attempts: 2,
    firstAttemptAt: at('2026-11-20T10:00:00.123Z'),
    lastAttemptAt: at('2026-11-20T10:00:05.456Z'),
  })
  await db.insert(schema.webhookAttempts).values({
    deliveryId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
    attempt: 1,
    at: at('2026-11-20T10:00:00.123Z'),
    statusCode: 500,
    durationMs: 42,
    error: 'HTTP 500',
    responseBody: awkward,
  })
  await db.insert(schema.analyticsSalts).values({
    day: '2026-11-27',
    salt: 'q0Jx4n8mJ1Vd3mH6XnYwzKp2cRf9sT7uLbE5aGhWiNo',
    createdAt: at('2026-11-27T00:00:00.123Z'),
  })
  await db.insert(schema.analyticsEvents).values([
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      at: at('2026-11-27T09:15:00.123Z'),
      day: '2026-11-27',
      visitor: '0f3a9c27b1d84e5f6a7b8c9d0e1f2a3b',
      name: 'pageview',
      path: '/insights/thought-leadership/ünïcödé',
      referrerHost: 'news.example',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: awkward,
      utmTerm: 'a&b',
      utmContent: '"quoted"',
      device: 'phone',
    },
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      at: at('2026-11-27T09:20:00.456Z'),
      day: '2026-11-27',
      visitor: '0f3a9c27b1d84e5f6a7b8c9d0e1f2a3b',
      name: 'consultation-booked',
      source: 'contact',
      path: '/contact',
    },
  ])
  await db.insert(schema.analyticsDaily).values([
    {
      day: '2026-08-01',
      dimension: 'site',
      key: '',
      visitors: 12,
      pageviews: 30,
      visits: 14,
      bounces: 5,
    },
    { day: '2026-08-01', dimension: 'page', key: awkward, visitors: 3, pageviews: 4 },
  ])
  await db.execute(sql`update users set updated_at = '2026-01-02 03:04:05.123456+00'`)
}

/** Each schema table's name and row count, parents first. */
export async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const layout of inInsertOrder(schemaTables())) {
    const result = await handle.db.execute(sql`select count(*)::int as count from ${layout.table}`)
    counts[layout.name] = rowsOf<{ count: number }>(result)[0]!.count
  }
  return counts
}

/**
 * Every row of every schema table in PostgreSQL's own text form (microseconds, jsonb and array
 * syntax exactly as stored), in primary-key order, with UTC so both servers write times alike.
 */
export async function dumpEveryTable(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`)
    const dump: Record<string, string[]> = {}
    for (const layout of inInsertOrder(schemaTables())) {
      const alias = sql.identifier(getTableConfig(layout.table).name)
      const result = await tx.execute(
        sql`select ${alias}::text as row from ${layout.table} order by ${sql.join(
          layout.primaryKey.map((column) => sql.identifier(column)),
          sql`, `,
        )}`,
      )
      dump[layout.name] = rowsOf<{ row: string }>(result).map((row) => row.row)
    }
    return dump
  })
}
