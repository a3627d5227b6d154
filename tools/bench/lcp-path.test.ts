import { describe, expect, it } from 'vitest'
import { requestsOfKind, summariseEstimate } from './lcp-path'

const origin = 'https://127.0.0.1:4443'

const network = (url: string, resourceType: string, transferSize: number, main = false) => ({
  type: 'network',
  request: { url: `${origin}${url}`, resourceType, transferSize },
  isMainDocument: () => main,
})
const cpu = () => ({ type: 'cpu' })

describe("a Lantern estimate's path to the LCP", () => {
  // As Lantern's simulator hands its node timings over: in no particular order.
  const estimate = {
    timeInMs: 1810.4,
    nodeTimings: new Map<{ type: string }, { startTime: number; endTime: number }>([
      [
        network('/_next/static/chunks/react.js', 'Script', 61_440),
        { startTime: 1293, endTime: 1593 },
      ],
      [network('/contact', 'Document', 13_687, true), { startTime: 0, endTime: 843 }],
      [cpu(), { startTime: 843, endTime: 914 }],
      [
        network('/_next/static/chunks/site.css', 'Stylesheet', 12_493),
        { startTime: 843, endTime: 993 },
      ],
      [
        network('/_next/static/media/inter.woff2', 'Font', 23_654),
        { startTime: 993, endTime: 1143 },
      ],
      [
        network('/_next/image?url=%2Fhero.webp&w=1200', 'Image', 40_000),
        { startTime: 1143, endTime: 1200 },
      ],
      [network('/_next/static/chunks/app.js', 'Script', 7_475), { startTime: 1143, endTime: 1293 }],
      [network('/api/consultations/setup', 'Fetch', 300), { startTime: 1200, endTime: 1250 }],
      [cpu(), { startTime: 1743, endTime: 1810 }],
    ]),
  }
  const path = summariseEstimate(estimate)

  it('lists each request with its kind, path and size, in the order the simulation finished them', () => {
    expect(path.requests.map((request) => [request.kind, request.path, request.endMs])).toEqual([
      ['document', '/contact', 843],
      ['stylesheet', '/_next/static/chunks/site.css', 993],
      ['font', '/_next/static/media/inter.woff2', 1143],
      ['image', '/_next/image?url=%2Fhero.webp&w=1200', 1200],
      ['other', '/api/consultations/setup', 1250],
      ['script', '/_next/static/chunks/app.js', 1293],
      ['script', '/_next/static/chunks/react.js', 1593],
    ])
  })

  it('adds up the simulated CPU time and keeps the estimate', () => {
    expect(path.cpuMs).toBe(71 + 67)
    expect(path.estimateMs).toBe(1810)
  })

  it('totals the requests of a kind', () => {
    expect(requestsOfKind(path, 'script')).toEqual({ count: 2, transferBytes: 61_440 + 7_475 })
    expect(requestsOfKind(path, 'font')).toEqual({ count: 1, transferBytes: 23_654 })
    expect(requestsOfKind(path, 'media' as never)).toEqual({ count: 0, transferBytes: 0 })
  })
})
