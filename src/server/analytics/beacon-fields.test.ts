import { describe, expect, it } from 'vitest'
import {
  EventRequestSchema,
  MAX_PATH_LENGTH,
  MAX_UTM_LENGTH,
  deviceOf,
  pageLocation,
  referrerHost,
} from './beacon-fields'
import { countingRefusal, isStaffPath } from './counting.server'

describe('the beacon’s path', () => {
  it('keeps the path and drops the query string and fragment', () => {
    expect(pageLocation('/insights?q=cloud&page=2#top')).toEqual({ path: '/insights', utm: {} })
    expect(pageLocation('/contact#form')).toEqual({ path: '/contact', utm: {} })
    expect(pageLocation('/')).toEqual({ path: '/', utm: {} })
  })

  it('keeps the five utm_* parameters in their own fields, cut to a bounded length', () => {
    const long = 'x'.repeat(MAX_UTM_LENGTH + 50)
    expect(
      pageLocation(
        `/expertise?utm_source=newsletter&utm_medium=email&utm_campaign=${long}&utm_term=ai&utm_content=hero&token=secret&utm_other=1`,
      ),
    ).toEqual({
      path: '/expertise',
      utm: {
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'x'.repeat(MAX_UTM_LENGTH),
        utmTerm: 'ai',
        utmContent: 'hero',
      },
    })
    expect(pageLocation('/?utm_source=&utm_medium=%20')).toEqual({ path: '/', utm: {} })
    expect(pageLocation('/?utm_source=li%C3%A9ge')?.utm).toEqual({ utmSource: 'liége' })
  })

  it('refuses what is no path of the site', () => {
    expect(pageLocation('insights')).toBeUndefined()
    expect(pageLocation('https://elsewhere.example/')).toBeUndefined()
    expect(pageLocation('//elsewhere.example/page')).toBeUndefined()
    expect(pageLocation('?utm_source=x')).toBeUndefined()
    expect(pageLocation(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBeUndefined()
    expect(pageLocation('/a\nb')).toBeUndefined()
    expect(pageLocation('/a\u007fb')).toBeUndefined()
    expect(pageLocation(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)?.path).toHaveLength(MAX_PATH_LENGTH)
  })

  it('reads a long query string in linear time', () => {
    const started = performance.now()
    pageLocation(`/?${'utm_source=a&'.repeat(150)}`)
    pageLocation(`/${'?'.repeat(2000)}`)
    expect(performance.now() - started).toBeLessThan(100)
  })
})

describe('the referrer', () => {
  const own = ['northbridge.example', 'localhost']

  it('keeps the host name alone, in lower case, without port, path or query', () => {
    expect(referrerHost('https://www.Google.com/search?q=northbridge', own)).toBe('www.google.com')
    expect(referrerHost('http://news.example:8080/a/b', own)).toBe('news.example')
  })

  it('drops the site itself, other schemes, and anything unreadable', () => {
    expect(referrerHost('https://northbridge.example/insights', own)).toBeNull()
    expect(referrerHost('http://localhost:3000/', own)).toBeNull()
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBeNull()
    expect(referrerHost('file:///etc/passwd', own)).toBeNull()
    expect(referrerHost('not a url', own)).toBeNull()
    expect(referrerHost('', own)).toBeNull()
    expect(referrerHost(undefined, own)).toBeNull()
  })
})

describe('the screen-width bucket', () => {
  it('is phone below 600 px, tablet to 1023, laptop to 1439, desktop from 1440', () => {
    expect([320, 599, 600, 1023, 1024, 1439, 1440, 3840].map(deviceOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'laptop',
      'laptop',
      'desktop',
      'desktop',
    ])
    expect(deviceOf(undefined)).toBeNull()
    expect(deviceOf(0)).toBeNull()
  })
})

describe('the event body', () => {
  it('takes a page view or a search, and nothing else', () => {
    expect(
      EventRequestSchema.safeParse({ name: 'pageview', path: '/', referrer: '', width: 390 })
        .success,
    ).toBe(true)
    expect(EventRequestSchema.safeParse({ name: 'search-used' }).success).toBe(true)
    // Conversions other than the search are the server's own: the browser cannot claim them.
    expect(EventRequestSchema.safeParse({ name: 'consultation-booked' }).success).toBe(false)
    expect(EventRequestSchema.safeParse({ name: 'pageview', path: '/', cookie: 'x' }).success).toBe(
      false,
    )
    expect(EventRequestSchema.safeParse({ name: 'pageview', path: '/', width: 1.5 }).success).toBe(
      false,
    )
    expect(EventRequestSchema.safeParse({ name: 'pageview', path: '' }).success).toBe(false)
  })
})

describe('whether a request may be counted', () => {
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
  const headers = (extra: Record<string, string> = {}) =>
    new Headers({ 'user-agent': firefox, ...extra })

  it('counts a browser on a public page', () => {
    expect(countingRefusal(headers(), '/insights')).toBeUndefined()
    expect(
      countingRefusal(headers({ referer: 'https://northbridge.example/contact' })),
    ).toBeUndefined()
    expect(countingRefusal(headers({ 'sec-gpc': '0', dnt: '0' }))).toBeUndefined()
  })

  it('does not count Global Privacy Control or Do Not Track', () => {
    expect(countingRefusal(headers({ 'sec-gpc': '1' }), '/')).toBe('gpc')
    expect(countingRefusal(headers({ dnt: '1' }), '/')).toBe('dnt')
  })

  it('does not count bots or a request without a user agent', () => {
    expect(
      countingRefusal(
        headers({
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        }),
      ),
    ).toBe('bot')
    expect(countingRefusal(headers({ 'user-agent': 'curl/8.5.0' }))).toBe('bot')
    expect(
      countingRefusal(
        headers({
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36',
        }),
      ),
    ).toBe('bot')
    expect(countingRefusal(new Headers(), '/')).toBe('no-user-agent')
    expect(countingRefusal(headers({ 'user-agent': '   ' }), '/')).toBe('no-user-agent')
  })

  it('does not count the staff console, by the page’s path or the page a request came from', () => {
    expect(countingRefusal(headers(), '/staff')).toBe('staff')
    expect(countingRefusal(headers(), '/staff/analytics')).toBe('staff')
    expect(
      countingRefusal(headers({ referer: 'https://northbridge.example/staff/webinars' })),
    ).toBe('staff')
    expect(isStaffPath('/staffing-insights')).toBe(false)
    expect(isStaffPath('/staff?x=1')).toBe(true)
  })
})
