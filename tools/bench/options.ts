import path from 'node:path'
import { parseArgs } from 'node:util'

// The command line of `npm run bench`.

export { KEY_ROUTES } from './key-routes'

export type Iterations = {
  /** Fresh visits that open the search dialog for the first time (and reopenings). */
  searchOpen: number
  /** Queries typed into the dialog. */
  typedQueries: number
  /** Fresh visits to /contact that pass the human check. */
  verification: number
  /** Chat openings and questions, once the chat exists. */
  chat: number
}

export type BenchOptions = {
  smoke: boolean
  strict: boolean
  /** Lighthouse runs per route. */
  runs: number
  /** Routes to measure; null means the key routes. */
  routes: string[] | null
  /** Where the report goes (absolute). */
  outDir: string
  iterations: Iterations
}

export const USAGE = `npm run bench [-- options]

  --runs N         Lighthouse runs per route, median reported (default 5)
  --routes /a,/b   measure these routes instead of the key routes
  --out DIR        write <date>.json and <date>.md there (default bench/results)
  --smoke          one route (/), one run, few iterations, into .cache/bench (for npm test)
  --strict         exit 1 when a budget fails (by default the report is all)
  --help           this text`

export class UsageError extends Error {}

const FULL_ITERATIONS: Iterations = { searchOpen: 10, typedQueries: 50, verification: 5, chat: 10 }
const SMOKE_ITERATIONS: Iterations = { searchOpen: 3, typedQueries: 10, verification: 1, chat: 2 }

function positiveInteger(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    throw new UsageError(`${name} needs a whole number of at least 1, not '${value}'`)
  }
  return number
}

function routeList(value: string): string[] {
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  if (routes.length === 0) throw new UsageError('--routes needs at least one route')
  for (const route of routes) {
    if (!route.startsWith('/')) throw new UsageError(`a route starts with '/': '${route}'`)
  }
  return [...new Set(routes)]
}

/** Reads the arguments; null when help was asked for. Throws UsageError on a bad argument. */
export function parseBenchArgs(argv: readonly string[], projectRoot: string): BenchOptions | null {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        runs: { type: 'string' },
        routes: { type: 'string' },
        out: { type: 'string' },
        smoke: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (parsed.help) return null
  const smoke = parsed.smoke
  const defaultOut = smoke ? path.join('.cache', 'bench') : path.join('bench', 'results')
  return {
    smoke,
    strict: parsed.strict,
    runs: parsed.runs === undefined ? (smoke ? 1 : 5) : positiveInteger('--runs', parsed.runs),
    routes: parsed.routes === undefined ? (smoke ? ['/'] : null) : routeList(parsed.routes),
    outDir: path.resolve(projectRoot, parsed.out ?? defaultOut),
    iterations: smoke ? SMOKE_ITERATIONS : FULL_ITERATIONS,
  }
}
