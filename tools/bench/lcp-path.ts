import type { Result } from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import type { LcpPath, LcpPathRequest } from './results'

// What Lighthouse's simulation (Lantern) put on a page's way to its LCP. Lantern estimates LCP
// from two graphs cut at the LCP of the real, unthrottled load: every request that finished
// before it (but a low-priority image) and the CPU tasks it needs, a script only when it also
// started running before that LCP. It replays them at 150 ms round trips and 1.6 Mbit/s, one
// request after another on the origin's one HTTP/2 connection, with the CPU four times slower.
// So the list below is why a route's LCP is what it is: the floor's holds its document alone.

type LanternRequest = {
  url: string
  resourceType?: string
  transferSize: number
}
type LanternNode = {
  type: string
  request?: LanternRequest
  isMainDocument?: () => boolean
}
type NodeTiming = { startTime: number; endTime: number }
type Estimate = { timeInMs: number; nodeTimings: Map<LanternNode, NodeTiming> }

const KINDS: Record<string, LcpPathRequest['kind']> = {
  Document: 'document',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Image: 'image',
  Media: 'image',
  Script: 'script',
}

/** The path without origin, hashed chunk names kept: '/_next/static/chunks/0a1b.js'. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}

/**
 * The requests and CPU time of one Lantern estimate, in the order the simulation finished them.
 * The pessimistic estimate is used: it holds every request the optimistic one does, and on our
 * pages the two differ only by layouts.
 */
export function summariseEstimate(estimate: Estimate): LcpPath {
  const requests: LcpPathRequest[] = []
  let cpuMs = 0
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type === 'cpu') {
      cpuMs += timing.endTime - timing.startTime
      continue
    }
    if (node.type !== 'network' || !node.request) continue
    const kind = node.isMainDocument?.()
      ? 'document'
      : (KINDS[node.request.resourceType ?? ''] ?? 'other')
    requests.push({
      path: pathOf(node.request.url),
      kind,
      transferBytes: node.request.transferSize,
      endMs: Math.round(timing.endTime),
    })
  }
  requests.sort((a, b) => a.endMs - b.endMs)
  return { estimateMs: Math.round(estimate.timeInMs), cpuMs: Math.round(cpuMs), requests }
}

type Artifacts = Record<string, unknown>

/** Lantern's LCP path of one run, or null when Lighthouse could not simulate it (no LCP). */
export async function lcpPathOf(lhr: Result, artifacts: Artifacts): Promise<LcpPath | null> {
  const settings = lhr.configSettings
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  try {
    // The same computation the largest-contentful-paint audit made, asked for its graphs.
    const metric = (await LanternLargestContentfulPaint.request(
      data as never,
      {
        computedCache: new Map(),
        settings,
      } as never,
    )) as unknown as { pessimisticEstimate: Estimate }
    return summariseEstimate(metric.pessimisticEstimate)
  } catch {
    return null
  }
}

/** Bytes and count of a path's requests of one kind. */
export function requestsOfKind(path: LcpPath, kind: LcpPathRequest['kind']) {
  const matching = path.requests.filter((request) => request.kind === kind)
  return {
    count: matching.length,
    transferBytes: matching.reduce((sum, request) => sum + request.transferBytes, 0),
  }
}
