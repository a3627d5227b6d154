// The shape of `bench/results/<date>.json`. The Markdown report is rendered from it alone.

export type Machine = {
  cores: number
  cpuModel: string
  totalMemoryBytes: number
  node: string
  chromium: string
  platform: string
  loadAverageStart: [number, number, number]
  loadAverageEnd: [number, number, number] | null
}

/** What one Lighthouse run says about a page. Scores are 0–100; times in ms; sizes in bytes. */
export type LighthouseMetrics = {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  totalBytes: number | null
  scriptBytes: number | null
  requests: number | null
}

/** A request Lighthouse's simulation placed before the LCP (lcp-path.ts). */
export type LcpPathRequest = {
  /** Path and query, without origin. */
  path: string
  kind: 'document' | 'stylesheet' | 'font' | 'image' | 'script' | 'other'
  transferBytes: number
  /** When the simulation finished it, ms after navigation start. */
  endMs: number
}

/** What Lantern's LCP estimate of a run was made of (pessimistic graph). */
export type LcpPath = {
  estimateMs: number
  /** Simulated main-thread time of the CPU tasks in the graph (four times the observed). */
  cpuMs: number
  requests: LcpPathRequest[]
}

export type LighthouseRun = LighthouseMetrics & {
  run: number
  /** Selector and snippet of the LCP element. */
  lcpElement: string | null
  /** Frames Chromium's compositor held back before the first paint (see lighthouse.ts). */
  heldBackFrames: number
  /** Enough held-back frames to have delayed the first paint: repeated, left out of the median. */
  compositorStall: boolean
  durationMs: number
  warnings: string[]
  /** Audits of the scored categories (performance aside) that cost points. */
  failedAudits: string[]
  /** The requests and CPU time Lighthouse's simulation put before the LCP; absent in older results. */
  lcpPath?: LcpPath | null
  error?: string
}

export type LighthouseTarget = {
  /** The route, or 'floor' for the bare Next.js page. */
  name: string
  url: string
  runs: LighthouseRun[]
  /** Median of each metric over the runs that succeeded. */
  median: LighthouseMetrics
  /** The LCP element of the run whose LCP is the median. */
  lcpElement: string | null
  /** What Lighthouse's simulation put before the LCP in that run; absent in older results. */
  lcpPath?: LcpPath | null
}

export type Ratios = {
  route: string
  lcp: number | null
  tbt: number | null
  scriptBytes: number | null
  totalBytes: number | null
}

export type FirstLoadRoute = { route: string; gzipBytes: number; scripts: number }

export type OnUseStatus = 'measured' | 'error'

/** The JavaScript a feature fetches when it is first used, beyond what its page loaded. */
export type OnUseWeight = {
  feature: string
  page: string
  status: OnUseStatus
  /** Gzipped bytes of the scripts fetched after the interaction started. */
  addedScriptGzipBytes: number | null
  addedScripts: { url: string; gzipBytes: number }[]
  /** Other data fetched for it (JSON, CSS, WebAssembly), gzipped. */
  addedOtherGzipBytes: number | null
  /** Scripts the page fetched after its HTML's own, before any interaction. */
  deferredScriptGzipBytes: number | null
  note?: string
}

export type InteractionTiming = {
  name: string
  status: OnUseStatus
  /** Median in ms. */
  medianMs: number | null
  samplesMs: number[]
  note?: string
}

export type SearchIndexFigures = {
  bytes: number
  gzipBytes: number
  /** The Content-Encoding the server chose for Accept-Encoding: gzip, br (null: none). */
  contentEncoding: string | null
  documents: number
  entries: number
}

export type SearchQueryFigures = {
  queries: number
  repeats: number
  /** Building the index in the browser, once on first open. */
  buildMs: number
  medianMs: number
  p90Ms: number
  slowest: { query: string; ms: number }
}

export type Verdict = {
  budget: string
  /** Where the figure comes from (a route, 'search', …). */
  subject: string
  limit: string
  actual: string
  /** null when the figure is missing (not measured). */
  pass: boolean | null
}

export type BenchResult = {
  date: string
  mode: 'full' | 'smoke'
  startedAt: string
  finishedAt: string
  durationMs: number
  commit: string | null
  /** True when the worktree had uncommitted changes to the site's sources. */
  dirty: boolean
  nextVersion: string
  options: { runs: number; routes: string[] }
  machine: Machine
  build: { site: 'current' | 'built'; floor: 'current' | 'built' }
  lighthouse: {
    order: string[]
    targets: LighthouseTarget[]
    floor: LighthouseTarget | null
    ratios: Ratios[]
  }
  javascript: {
    keyRoutes: FirstLoadRoute[]
    /** The heaviest content page of the build (Next.js's own error shells left out). */
    max: FirstLoadRoute | null
    contentPages: number
    floor: FirstLoadRoute | null
    allRoutes: FirstLoadRoute[]
    onUse: OnUseWeight[]
  }
  interactions: InteractionTiming[]
  search: { index: SearchIndexFigures | null; query: SearchQueryFigures | null }
  budgets: Verdict[]
  /** Parts of the benchmark that broke: a non-empty list makes the command fail. */
  errors: string[]
}
