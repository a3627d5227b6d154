import { formatBytes, formatMs, formatRatio } from './format'
import { requestsOfKind } from './lcp-path'
import { countsTowardMedian } from './lighthouse'
import type {
  BenchResult,
  LcpPath,
  LcpPathRequest,
  LighthouseMetrics,
  LighthouseTarget,
  Verdict,
} from './results'

// The readable report, rendered from the JSON result alone.

const dash = '—'
const or = <T>(value: T | null | undefined, show: (value: T) => string) =>
  value === null || value === undefined ? dash : show(value)

const GB = 1024 ** 3

/** The machine line that heads every report. */
export function machineLine({ machine }: Pick<BenchResult, 'machine'>): string {
  const load = (values: number[] | null) =>
    values ? values.map((v) => v.toFixed(2)).join(' ') : dash
  return [
    `${machine.cores} cores`,
    machine.cpuModel,
    `${(machine.totalMemoryBytes / GB).toFixed(1)} GB RAM`,
    `Node ${machine.node}`,
    machine.chromium,
    `load average ${load(machine.loadAverageStart)} at start, ${load(machine.loadAverageEnd)} at end`,
  ].join(' · ')
}

const verdictMark = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'pass' : '**FAIL**')

/** 'pass' or 'FAIL' for the budget of one cell, when there is one. */
function cellMark(verdicts: Verdict[], budget: string, subject: string): string {
  const verdict = verdicts.find((entry) => entry.budget === budget && entry.subject === subject)
  if (!verdict || verdict.pass === null) return ''
  return verdict.pass ? ' ✓' : ' ✗'
}

function lighthouseRow(target: LighthouseTarget, verdicts: Verdict[]): string {
  const m: LighthouseMetrics = target.median
  const mark = (budget: string) => cellMark(verdicts, budget, target.name)
  const counted = target.runs.filter(countsTowardMedian).length
  const heldBack = target.runs.filter((run) => !run.error && run.compositorStall).length
  return `| ${target.name === 'floor' ? '_floor (bare Next.js)_' : `\`${target.name}\``} | ${[
    or(m.performance, String) + mark('Performance'),
    or(m.accessibility, String) + mark('Accessibility'),
    or(m.bestPractices, String) + mark('Best Practices'),
    or(m.seo, String) + mark('SEO'),
    or(m.lcpMs, formatMs) + mark('LCP'),
    or(m.tbtMs, formatMs) + mark('TBT'),
    or(m.cls, (v) => v.toFixed(3)) + mark('CLS'),
    or(m.totalBytes, formatBytes),
    or(m.scriptBytes, formatBytes),
    or(m.requests, String),
    `${counted}/${target.runs.length}${heldBack ? ` (${heldBack} held back)` : ''}`,
    target.lcpElement ? `\`${target.lcpElement.replace(/`/g, "'").replace(/\|/g, '\\|')}\`` : dash,
  ].join(' | ')} |`
}

function lighthouseSection(result: BenchResult): string[] {
  const { lighthouse, options } = result
  const lines = [
    `## Lighthouse (mobile, simulated throttling, median of ${options.runs} run${options.runs === 1 ? '' : 's'}, routes interleaved)`,
    '',
    '✓/✗: within/over budget. Sizes are transfer sizes as Lighthouse saw them (compressed).',
    'Lighthouse reaches the site and the floor over HTTPS and HTTP/2 through a local TLS front, as ' +
      "visitors reach a deployment. Runs: counted/measured; a run whose first paint Chromium's " +
      'compositor held back (GoogleChrome/lighthouse#17148) is measured again and left out of the median.',
    '',
    '| Route | Perf | A11y | BP | SEO | LCP | TBT | CLS | Total | Script | Requests | Runs | LCP element |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...lighthouse.targets.map((target) => lighthouseRow(target, result.budgets)),
  ]
  if (lighthouse.floor) lines.push(lighthouseRow(lighthouse.floor, []))
  const failures = [...lighthouse.targets, ...(lighthouse.floor ? [lighthouse.floor] : [])]
    .map((target) => {
      const audits = new Set(target.runs.flatMap((run) => run.failedAudits))
      const errors = target.runs
        .filter((run) => run.error)
        .map((run) => `run ${run.run}: ${run.error}`)
      return { name: target.name, audits: [...audits], errors }
    })
    .filter((entry) => entry.audits.length > 0 || entry.errors.length > 0)
  if (failures.length > 0) {
    lines.push('', 'Audits that cost points outside Performance, and failed runs:', '')
    for (const entry of failures) {
      const parts = [
        entry.audits.length > 0 ? entry.audits.map((id) => `\`${id}\``).join(', ') : null,
        ...entry.errors,
      ].filter(Boolean)
      lines.push(`- \`${entry.name}\`: ${parts.join('; ')}`)
    }
  }
  return lines
}

/** '2 · 35.3 KB' for the requests of one kind on a path, '—' for none. */
function kindCell(path: LcpPath, kind: LcpPathRequest['kind']): string {
  const { count, transferBytes } = requestsOfKind(path, kind)
  return count === 0 ? dash : `${count} · ${formatBytes(transferBytes)}`
}

function lcpPathRow(target: LighthouseTarget): string | null {
  const path = target.lcpPath
  if (!path) return null
  const name = target.name === 'floor' ? '_floor (bare Next.js)_' : `\`${target.name}\``
  return `| ${name} | ${[
    formatMs(path.estimateMs),
    kindCell(path, 'document'),
    kindCell(path, 'stylesheet'),
    kindCell(path, 'font'),
    kindCell(path, 'image'),
    kindCell(path, 'script'),
    kindCell(path, 'other'),
    formatMs(path.cpuMs),
  ].join(' | ')} |`
}

/**
 * Why each LCP is what it is: the requests and CPU time Lighthouse's simulation put before it in
 * the median run (lcp-path.ts). A script counts only when it ran before the LCP of the real load.
 * Results from before the path was recorded have none: the section is left out, with its gap.
 */
function lcpPathSection(result: BenchResult): string[] {
  const { targets, floor } = result.lighthouse
  const rows = [...targets, ...(floor ? [floor] : [])]
    .map(lcpPathRow)
    .filter((row): row is string => row !== null)
  if (rows.length === 0) return []
  return [
    '',
    "## What each LCP waited for (Lighthouse's simulation, median run)",
    '',
    'Requests (count · transfer size) and simulated main-thread time in the graph Lantern replays ' +
      'for the LCP: what finished before the LCP of the real, unthrottled load, a script only if ' +
      'it also started running before it. Lantern replays them one after another on the ' +
      "origin's HTTP/2 connection at 150 ms round trips and 1.6 Mbit/s, and the CPU tasks four " +
      'times slower.',
    '',
    '| Route | Simulated LCP | Document | Stylesheets | Fonts | Images | Scripts | Other | CPU |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ]
}

function ratioSection(result: BenchResult): string[] {
  const { lighthouse } = result
  if (!lighthouse.floor)
    return ['## Overhead over the framework floor', '', 'The floor was not measured.']
  const floor = lighthouse.floor.median
  return [
    '## Overhead over the framework floor',
    '',
    "Our median ÷ the floor's median, measured in the same run, so the ratios hold on a noisy machine. " +
      `Floor: LCP ${or(floor.lcpMs, formatMs)}, TBT ${or(floor.tbtMs, formatMs)}, ` +
      `script ${or(floor.scriptBytes, formatBytes)}, total ${or(floor.totalBytes, formatBytes)}.`,
    '',
    '| Route | LCP | TBT | Script bytes | Total bytes |',
    '|---|--:|--:|--:|--:|',
    ...lighthouse.ratios.map(
      (ratio) =>
        `| \`${ratio.route}\` | ${or(ratio.lcp, formatRatio)} | ${or(ratio.tbt, formatRatio)} | ${or(
          ratio.scriptBytes,
          formatRatio,
        )} | ${or(ratio.totalBytes, formatRatio)} |`,
    ),
  ]
}

function javascriptSection(result: BenchResult): string[] {
  const { javascript, budgets } = result
  const mark = (subject: string) => cellMark(budgets, 'First-load JS', subject)
  const maxSubject = budgets.find(
    (verdict) => verdict.budget === 'First-load JS' && verdict.subject.startsWith('all '),
  )
  const lines = [
    '## JavaScript',
    '',
    '### First load (gzip, every script the prerendered HTML loads; from the build)',
    '',
    '| Route | First-load JS | Scripts |',
    '|---|--:|--:|',
    ...javascript.keyRoutes.map(
      (route) =>
        `| \`${route.route}\` | ${formatBytes(route.gzipBytes)}${mark(route.route)} | ${route.scripts} |`,
    ),
  ]
  if (javascript.max) {
    lines.push(
      `| heaviest of ${javascript.contentPages} content pages: \`${javascript.max.route}\` | ${formatBytes(
        javascript.max.gzipBytes,
      )}${maxSubject ? (maxSubject.pass ? ' ✓' : ' ✗') : ''} | ${javascript.max.scripts} |`,
    )
  }
  if (javascript.floor) {
    lines.push(
      `| _floor (bare Next.js)_ | ${formatBytes(javascript.floor.gzipBytes)} | ${javascript.floor.scripts} |`,
    )
  }
  lines.push(
    '',
    '### Added on first use (gzip, fetched in Chromium after the interaction started)',
    '',
    '| Feature | Page | Added JS | Other data | JS fetched after paint, before any use | Status |',
    '|---|---|--:|--:|--:|---|',
    ...javascript.onUse.map(
      (row) =>
        `| ${row.feature} | \`${row.page}\` | ${or(row.addedScriptGzipBytes, formatBytes)} | ${or(
          row.addedOtherGzipBytes,
          formatBytes,
        )} | ${or(row.deferredScriptGzipBytes, formatBytes)} | ${row.status}${row.note ? `: ${row.note}` : ''} |`,
    ),
  )
  return lines
}

function interactionSection(result: BenchResult): string[] {
  const lines = [
    '## Interactions in Chromium (desktop viewport, no throttling)',
    '',
    '| Interaction | Median | Samples | Note |',
    '|---|--:|--:|---|',
    ...result.interactions.map(
      (row) =>
        `| ${row.name} | ${row.status === 'measured' ? or(row.medianMs, formatMs) : row.status} | ${
          row.samplesMs.length
        } | ${row.note ?? ''} |`,
    ),
  ]
  const { index, query } = result.search
  lines.push('', '### Site search')
  lines.push('')
  if (index) {
    lines.push(
      `- Index \`/search-index.json\`: ${formatBytes(index.bytes)}, ${formatBytes(index.gzipBytes)} gzip, ` +
        `served with Content-Encoding ${index.contentEncoding ?? 'none'}; ${index.documents} documents, ${index.entries} curated entries.`,
    )
  }
  if (query) {
    lines.push(
      `- One query in the browser (the dialog's own code, ${query.queries} queries × ${query.repeats}): ` +
        `median ${query.medianMs.toFixed(2)} ms, p90 ${query.p90Ms.toFixed(2)} ms, slowest ${query.slowest.ms.toFixed(
          2,
        )} ms ('${query.slowest.query}'); building the index once on first open: ${formatMs(query.buildMs)}.`,
    )
  }
  return lines
}

function budgetSection(verdicts: Verdict[]): string[] {
  return [
    '## Budgets',
    '',
    '| Budget | Subject | Limit | Figure | Verdict |',
    '|---|---|---|---|---|',
    ...verdicts.map(
      (verdict) =>
        `| ${verdict.budget} | ${verdict.subject.startsWith('/') ? `\`${verdict.subject}\`` : verdict.subject} | ${
          verdict.limit
        } | ${verdict.actual} | ${verdictMark(verdict.pass)} |`,
    ),
  ]
}

export function budgetCounts(verdicts: Verdict[]) {
  return {
    passed: verdicts.filter((verdict) => verdict.pass === true).length,
    failed: verdicts.filter((verdict) => verdict.pass === false).length,
    missing: verdicts.filter((verdict) => verdict.pass === null).length,
  }
}

export function renderMarkdown(result: BenchResult): string {
  const counts = budgetCounts(result.budgets)
  const failed = result.budgets.filter((verdict) => verdict.pass === false)
  const lines = [
    `# Performance benchmark, ${result.date}${result.mode === 'smoke' ? ' (smoke run)' : ''}`,
    '',
    `**Machine:** ${machineLine(result)}`,
    '',
    `Commit \`${result.commit?.slice(0, 12) ?? 'unknown'}\`${result.dirty ? ' with uncommitted changes' : ''} · ` +
      `Next.js ${result.nextVersion} · site build ${result.build.site}, floor build ${result.build.floor} · ` +
      `took ${Math.round(result.durationMs / 1000)} s · \`npm run bench${result.mode === 'smoke' ? ' -- --smoke' : ''}\``,
    '',
    `**Budgets: ${counts.passed} passed, ${counts.failed} failed${counts.missing ? `, ${counts.missing} not measured` : ''}.**`,
  ]
  if (failed.length > 0) {
    lines.push(
      '',
      ...failed.map(
        (verdict) =>
          `- ✗ ${verdict.budget} on ${verdict.subject}: ${verdict.actual} (budget ${verdict.limit})`,
      ),
    )
  }
  if (result.errors.length > 0) {
    lines.push(
      '',
      '**The benchmark itself hit errors:**',
      '',
      ...result.errors.map((error) => `- ${error}`),
    )
  }
  lines.push(
    '',
    ...lighthouseSection(result),
    ...lcpPathSection(result),
    '',
    ...ratioSection(result),
    '',
    ...javascriptSection(result),
    '',
    ...interactionSection(result),
    '',
    ...budgetSection(result.budgets),
    '',
  )
  return lines.join('\n')
}
