import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { TEST_SITE_URL } from '#test-support/auth-kit'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import {
  pictureOf,
  RENAMED_TEXT,
  sixMegabytes,
  truncatedJpeg,
} from '#test-support/webinar-image-checks'
import { WEBINAR_IMAGE_MESSAGES } from '@/features/webinars/images/webinar-images.server'
import { apiRoute } from '@/server/http/api-route'
import { auditLog, webinarImages } from '@/server/db/schema'
import { webinarImageFileEndpoint } from '@/app/webinar-images/image-file'
import { uploadImageEndpoint } from './image-endpoints'

/*
 * The console's picture upload as the webinar form's field calls it (issue 29): the file's bytes
 * as they are, through the real staff sign-in, on a real database; then the pictures as pages
 * load them from /webinar-images/<id>/<width>.webp.
 */

type Browser = { cookie: () => string }

/** Each picture takes a second or more of CPU to check and encode; more on a busy machine. */
const PICTURE_TEST_TIMEOUT = 120_000

describe('the picture upload and the pictures it serves', () => {
  const db = emptyDatabaseEachTest()

  it(
    'takes a JPEG from marketing (201), refuses a consultant (403) and nobody signed in (401), and serves its sizes',
    async () => {
      const site = staffConsole(db)
      const upload = site.route(uploadImageEndpoint(site.dependencies))
      const marketing = await newStaffMember(db(), 'mira@firm.example', 'marketing')
      await newStaffMember(db(), 'ravi@firm.example', 'consultant')
      const asMarketing = await site.signedIn('mira@firm.example', '203.0.113.1')
      const asConsultant = await site.signedIn('ravi@firm.example', '203.0.113.2')

      /** The field's request: the file as its body, sent as its own type. */
      const send = async (
        browser: Browser | undefined,
        bytes: Uint8Array<ArrayBuffer>,
        type = 'image/jpeg',
        address = '203.0.113.9',
      ) => {
        const cookie = browser?.cookie()
        const response = await upload.POST(
          new Request(`${TEST_SITE_URL}/api/staff/webinars/images`, {
            method: 'POST',
            headers: {
              'content-type': type,
              origin: TEST_SITE_URL,
              'sec-fetch-site': 'same-origin',
              'x-forwarded-for': address,
              ...(cookie ? { cookie } : {}),
            },
            body: bytes,
          }),
        )
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }

      const jpeg = await pictureOf('jpeg')
      expect(await send(undefined, jpeg)).toEqual({
        status: 401,
        body: { error: 'Please sign in again.' },
      })
      expect(await send(asConsultant, jpeg)).toEqual({
        status: 403,
        body: { error: 'Your role does not allow this.' },
      })
      expect(await db().select().from(webinarImages)).toEqual([])

      const created = await send(asMarketing, jpeg)
      expect(created.status).toBe(201)
      const image = String(created.body.image)
      const id = image.slice('/webinar-images/'.length)
      expect(created.body).toEqual({ image: `/webinar-images/${id}`, preview: `${image}/800.webp` })
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'webinars.upload-image'))
      expect(audit).toMatchObject({
        actorId: marketing.userId,
        targetType: 'webinar-image',
        targetId: id,
      })

      // Sent without a type (application/octet-stream), a PNG is judged by its bytes alike.
      const png = await send(
        asMarketing,
        await pictureOf('png', 800, 600),
        'application/octet-stream',
      )
      expect(png.status).toBe(201)

      // The pages' requests: every size, WebP, kept for a year; nothing for what does not exist.
      const files = apiRoute({ GET: webinarImageFileEndpoint }, { database: db })
      const get = (params: Record<string, string>) =>
        files.GET(new Request(`${TEST_SITE_URL}/webinar-images/x/y`), {
          params: Promise.resolve(params),
        })
      for (const width of [480, 800, 1200]) {
        const response = await get({ id, file: `${width}.webp` })
        expect(response.status).toBe(200)
        expect(Object.fromEntries(response.headers)).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        })
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width })
      }
      for (const params of [
        { id: crypto.randomUUID(), file: '800.webp' },
        { id, file: '640.webp' },
        { id, file: '800.png' },
        { id, file: '0800.webp' },
        { id, file: '800.webp/..' },
        { id: 'not-an-id', file: '800.webp' },
      ]) {
        const response = await get(params)
        expect(response.status, JSON.stringify(params)).toBe(404)
        expect(await response.json()).toEqual({ error: 'No picture has this address.' })
      }
    },
    PICTURE_TEST_TIMEOUT,
  )

  it(
    'refuses a renamed text file, a 6 MB file and a truncated JPEG with their messages, keeping nothing',
    async () => {
      const site = staffConsole(db)
      const upload = site.route(uploadImageEndpoint(site.dependencies))
      await newStaffMember(db(), 'mira@firm.example', 'marketing')
      const asMarketing = await site.signedIn('mira@firm.example', '203.0.113.1')
      const send = async (bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') => {
        const response = await upload.POST(
          new Request(`${TEST_SITE_URL}/api/staff/webinars/images`, {
            method: 'POST',
            headers: {
              'content-type': type,
              origin: TEST_SITE_URL,
              'sec-fetch-site': 'same-origin',
              'x-forwarded-for': '203.0.113.1',
              cookie: asMarketing.cookie(),
            },
            body: bytes,
          }),
        )
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }

      // agenda.txt renamed to agenda.jpg: the browser sends it as image/jpeg.
      expect(await send(RENAMED_TEXT)).toEqual({
        status: 422,
        body: { error: WEBINAR_IMAGE_MESSAGES['not-a-picture'] },
      })
      expect(await send(sixMegabytes())).toEqual({
        status: 413,
        body: { error: 'The picture is larger than 5 MB. Please choose a smaller file.' },
      })
      expect(await send(await truncatedJpeg())).toEqual({
        status: 422,
        body: {
          error: 'The picture could not be read; the file may be damaged. Please export it again.',
        },
      })
      // Sent as a document, it is not even read.
      expect((await send(RENAMED_TEXT, 'text/plain')).status).toBe(415)
      // From another site (a form posting a file at the console), refused before anything else.
      const crossSite = await upload.POST(
        new Request(`${TEST_SITE_URL}/api/staff/webinars/images`, {
          method: 'POST',
          headers: {
            'content-type': 'image/jpeg',
            origin: 'https://elsewhere.example',
            'sec-fetch-site': 'cross-site',
            cookie: asMarketing.cookie(),
          },
          body: await pictureOf('jpeg', 64, 64),
        }),
      )
      expect(crossSite.status).toBe(403)

      expect(await db().select().from(webinarImages)).toEqual([])
      expect(
        await db().select().from(auditLog).where(eq(auditLog.action, 'webinars.upload-image')),
      ).toEqual([])
    },
    PICTURE_TEST_TIMEOUT,
  )
})
