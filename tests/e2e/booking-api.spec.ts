import { JSON_TYPE, expectApiError } from './support/api-errors'
import {
  bookableDay,
  bookWith,
  clientAddressFor,
  expect,
  humanCheckPass,
  passStillCounts,
  test,
} from './support/booking'

// HTTP only, no browser: once is enough.

/** A weekday some weeks ahead, Monday to Friday, as YYYY-MM-DD. */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

const validRequest = () => ({
  name: 'Dana Whitfield',
  email: 'dana@client.example',
  questions: 'We want to move our claims platform to the cloud next year.',
  date: weekdayAhead(21),
  time: '10:00',
  timeZone: 'ET',
})

test.describe('the booking API answers bad requests with the one error shape, never a 500', () => {
  test('malformed JSON is a 400', async ({ request }, testInfo) => {
    const response = await request.post('/api/consultations', {
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': clientAddressFor(testInfo),
      },
      data: Buffer.from('{"name": "Dana",'),
    })
    expect((await expectApiError(response, 400)).error).toBe('The request body is not valid JSON.')
  })

  test('a body that is not JSON is a 415', async ({ request }, testInfo) => {
    const response = await request.post('/api/consultations', {
      headers: { 'x-forwarded-for': clientAddressFor(testInfo) },
      form: validRequest(),
    })
    await expectApiError(response, 415)
  })

  test('a valid request without the human-check pass is a 403', async ({ request }, testInfo) => {
    const response = await request.post('/api/consultations', {
      headers: { 'x-forwarded-for': clientAddressFor(testInfo) },
      data: validRequest(),
    })
    expect((await expectApiError(response, 403)).error).toBe(
      'Please complete the verification before booking.',
    )
  })

  test('bad fields are a 422 with the spec’s messages', async ({ request }, testInfo) => {
    const post = (data: unknown) =>
      request.post('/api/consultations', {
        headers: { 'x-forwarded-for': clientAddressFor(testInfo) },
        data,
      })
    const empty = await expectApiError(await post({}), 422)
    expect(empty.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      questions: 'Please provide at least 10 characters describing your questions',
      date: 'Please select a date',
      time: 'Please select a time',
      timeZone: 'Please select a timezone',
    })
    const wrong = await expectApiError(
      await post({
        name: 'R2-D2',
        email: 'dana@client',
        questions: 'See <iframe src="https://elsewhere.example">',
        date: '2026-02-30',
        time: '12:00',
        timeZone: 'EST',
      }),
      422,
    )
    expect(wrong.fields).toEqual({
      name: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      email: 'Please enter a valid email address',
      questions: 'Invalid content detected',
      date: 'Please select a valid date',
      time: 'Please select one of the available times',
      timeZone: 'Please select a timezone',
    })
    const past = await expectApiError(await post({ ...validRequest(), date: '2020-01-06' }), 422)
    expect(past.fields).toEqual({ date: 'Please select a future date' })
  })

  test('an oversized body is a 413', async ({ request }, testInfo) => {
    const response = await request.post('/api/consultations', {
      headers: { 'x-forwarded-for': clientAddressFor(testInfo) },
      data: { ...validRequest(), questions: 'x'.repeat(40_000) },
    })
    await expectApiError(response, 413)
  })

  test('a wrong method is a 405 that names the allowed ones', async ({ request }, testInfo) => {
    const headers = { 'x-forwarded-for': clientAddressFor(testInfo) }
    const get = await request.get('/api/consultations', { headers })
    await expectApiError(get, 405)
    expect(get.headers()['allow']).toBe('POST, OPTIONS')
    const put = await request.put('/api/consultations/slots', { headers, data: {} })
    await expectApiError(put, 405)
    expect(put.headers()['allow']).toBe('GET, HEAD, OPTIONS')
  })

  test('a request from another site is a 403', async ({ request }, testInfo) => {
    const response = await request.post('/api/consultations', {
      headers: {
        'x-forwarded-for': clientAddressFor(testInfo),
        origin: 'https://elsewhere.example',
      },
      data: validRequest(),
    })
    expect((await expectApiError(response, 403)).error).toBe(
      'Requests from other sites are not allowed.',
    )
  })

  test('too many requests from one client are a 429 with Retry-After', async ({
    request,
  }, testInfo) => {
    const headers = { 'x-forwarded-for': clientAddressFor(testInfo) }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await request.get('/api/verification/challenge', { headers })).status())
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    const refused = await request.get('/api/verification/challenge', { headers })
    const body = await expectApiError(refused, 429)
    expect(body.error).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    // Another client is not affected.
    const other = await request.get('/api/verification/challenge', {
      headers: { 'x-forwarded-for': clientAddressFor(testInfo, 'someone else') },
    })
    expect(other.status()).toBe(200)
  })

  test('odd input anywhere is answered without a 500', async ({ request }, testInfo) => {
    const headers = { 'x-forwarded-for': clientAddressFor(testInfo) }
    const bodies = ['null', '[]', '"text"', '42', '{"name": {"$gt": ""}}', '\u0000\u0001', '{}']
    for (const path of [
      '/api/consultations',
      '/api/consultations/cancel',
      '/api/consultations/reschedule',
      '/api/verification',
    ]) {
      for (const data of bodies) {
        const response = await request.post(path, {
          headers: { ...headers, 'content-type': 'application/json' },
          data: Buffer.from(data),
        })
        expect(response.status(), `${path} ${JSON.stringify(data)}`).toBeLessThan(500)
        expect(response.headers()['content-type']).toBe(JSON_TYPE)
      }
    }
    for (const query of ['', '?date=tomorrow&timeZone=ET', '?date=2026-13-01&timeZone=XX']) {
      const response = await request.get(`/api/consultations/slots${query}`, { headers })
      expect(response.status(), query).toBe(422)
    }
  })
})

test('the slots of a day: 14, in the chosen zone, with their UTC start', async ({
  request,
}, testInfo) => {
  const day = weekdayAhead(28)
  const response = await request.get(`/api/consultations/slots?date=${day}&timeZone=PT`, {
    headers: { 'x-forwarded-for': clientAddressFor(testInfo) },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as {
    timeZone: string
    slots: { time: string; label: string; startsAt: string }[]
  }
  expect(body.timeZone).toBe('PT')
  expect(body.slots.map((slot) => slot.label)).toEqual([
    '9:00 AM',
    '9:30 AM',
    '10:00 AM',
    '10:30 AM',
    '11:00 AM',
    '11:30 AM',
    '1:00 PM',
    '1:30 PM',
    '2:00 PM',
    '2:30 PM',
    '3:00 PM',
    '3:30 PM',
    '4:00 PM',
    '4:30 PM',
  ])
  // 9:00 AM Pacific is 16:00 or 17:00 UTC, depending on daylight saving time.
  expect(body.slots[0]?.startsAt).toMatch(new RegExp(`^${day}T1[67]:00:00.000Z$`))
})

test.describe('what one visitor can book', () => {
  test('a pass makes one booking: resent, it is a 403, and the next booking starts at the check', async ({
    request,
    baseURL,
  }, testInfo) => {
    const day = await bookableDay(request, testInfo, 10)
    const address = clientAddressFor(testInfo)
    const pass = await humanCheckPass(baseURL, address)
    expect(await passStillCounts(baseURL, pass, address)).toBe(true)

    const first = await bookWith(baseURL, pass, address, {
      date: day,
      time: '09:00',
      email: 'one-pass@client.example',
    })
    expect(first.status).toBe(201)
    // The browser is told to forget the spent pass.
    expect(first.setCookie).toEqual([expect.stringMatching(/^northbridge-verified=; .*Max-Age=0/)])
    expect(await passStillCounts(baseURL, pass, address)).toBe(false)

    const again = await bookWith(baseURL, pass, address, {
      date: day,
      time: '09:30',
      email: 'one-pass-again@client.example',
    })
    expect(again.status).toBe(403)
    expect(again.body).toEqual({ error: 'Please complete the verification before booking.' })

    // A new check, a new pass: the second booking goes through.
    const next = await bookWith(baseURL, await humanCheckPass(baseURL, address), address, {
      date: day,
      time: '09:30',
      email: 'one-pass-again@client.example',
    })
    expect(next.status).toBe(201)
  })

  test('of five bookings sent at once with one pass, one is made', async ({
    request,
    baseURL,
  }, testInfo) => {
    const day = await bookableDay(request, testInfo, 11)
    const address = clientAddressFor(testInfo)
    const pass = await humanCheckPass(baseURL, address)
    const answers = await Promise.all(
      ['10:00', '10:30', '11:00', '11:30', '13:00'].map((time, index) =>
        bookWith(baseURL, pass, address, {
          date: day,
          time,
          email: `double-spend-${index}@client.example`,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403, 403])
  })

  test('a third upcoming booking for one address is a 422 on the e-mail field', async ({
    request,
    baseURL,
  }, testInfo) => {
    const day = await bookableDay(request, testInfo, 11)
    const address = clientAddressFor(testInfo)
    const email = 'two-upcoming@client.example'
    for (const time of ['14:00', '14:30']) {
      const made = await bookWith(baseURL, await humanCheckPass(baseURL, address), address, {
        date: day,
        time,
        email,
      })
      expect(made.status).toBe(201)
    }
    const pass = await humanCheckPass(baseURL, address)
    const third = await bookWith(baseURL, pass, address, {
      date: day,
      time: '15:00',
      email: 'Two-Upcoming@Client.example',
    })
    const message =
      'This e-mail address already has 2 upcoming consultations with us. To book another, please cancel or move one of them first: the links are in your confirmation e-mails.'
    expect(third.status).toBe(422)
    expect(third.body).toEqual({ error: message, fields: { email: message } })
    // Nothing was spent: the same pass books for another address.
    expect(await passStillCounts(baseURL, pass, address)).toBe(true)
    const other = await bookWith(baseURL, pass, address, {
      date: day,
      time: '15:00',
      email: 'colleague@client.example',
    })
    expect(other.status).toBe(201)
  })

  test('bookings count per /48 for IPv6 clients, per address for IPv4', async ({
    baseURL,
  }, testInfo) => {
    // Five booking attempts an hour per client; a refused one (no pass) counts too.
    const slot = { date: weekdayAhead(21), time: '10:00' }
    /** A 16-bit group of this test's own: its /48 is 2001:db8:<group>::/48. */
    const block = (salt: string) => {
      const [, a = 0, b = 0] = clientAddressFor(testInfo, salt).split('.').map(Number)
      return ((a << 8) | b).toString(16)
    }
    const prefix = `2001:db8:${block('ipv6')}`
    const statuses: number[] = []
    for (let network = 1; network <= 6; network++) {
      const answer = await bookWith(baseURL, undefined, `${prefix}:${network}::1`, {
        ...slot,
        email: 'ipv6@client.example',
      })
      statuses.push(answer.status)
    }
    // Six /64s of one /48 are one client: the sixth attempt is refused.
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429])
    const elsewhere = await bookWith(baseURL, undefined, `2001:db8:${block('other')}:1::1`, {
      ...slot,
      email: 'ipv6@client.example',
    })
    expect(elsewhere.status).toBe(403)
  })
})
