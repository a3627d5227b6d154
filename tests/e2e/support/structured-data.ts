/**
 * Checks JSON-LD objects against a table of properties (tests/e2e/structured-data.spec.ts).
 * A property path walks objects and arrays ('offers.price', 'itemListElement.name'); a node that
 * is only a reference (`{ "@id": … }`) is replaced by the node with that id elsewhere on the page,
 * as search engines join them.
 */

export type JsonNode = Record<string, unknown>

/** What a present value must look like. */
export type ValueKind = 'text' | 'url' | 'date' | 'datetime' | 'duration' | 'number' | 'any'

export type PropertyRule = { path: string; kind: ValueKind }

export type TypeRules = {
  /** The documentation page the rules are copied from. */
  doc: string
  required: PropertyRule[]
  recommended: PropertyRule[]
  /** Rules a property path cannot say (every breadcrumb step but the last has a URL). */
  extra?: (node: JsonNode, byId: ReadonlyMap<string, JsonNode>) => string[]
}

// ISO 8601 allows a reduced precision: a founding year is '2020'.
const ISO_DATE = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/
const ISO_DURATION = /^P(?!$)(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/

function isNode(value: unknown): value is JsonNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every node with an `@id` on the page, nested ones included. */
export function indexById(blocks: readonly JsonNode[]): Map<string, JsonNode> {
  const byId = new Map<string, JsonNode>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isNode(value)) return
    const id = value['@id']
    // A bare reference adds nothing; the node that describes the thing is the one to keep.
    if (typeof id === 'string' && Object.keys(value).length > 1) byId.set(id, value)
    Object.values(value).forEach(visit)
  }
  blocks.forEach(visit)
  return byId
}

function resolve(value: unknown, byId: ReadonlyMap<string, JsonNode>): unknown {
  if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value
  }
  return value
}

/**
 * The values at a dotted path, arrays flattened and references followed, and how many of the
 * objects along the way lacked the next key (a performer without a name counts, even when
 * another performer has one).
 */
export function valuesAt(
  node: JsonNode,
  path: string,
  byId: ReadonlyMap<string, JsonNode>,
): { values: unknown[]; missing: number } {
  let current: unknown[] = [node]
  let missing = 0
  for (const key of path.split('.')) {
    const owners = current
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) => resolve(value, byId))
      .filter(isNode)
    const next = owners.map((owner) => owner[key])
    missing += next.filter((value) => value === undefined || value === null).length
    current = next.filter((value) => value !== undefined && value !== null)
  }
  return {
    values: current
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) => resolve(value, byId)),
    missing,
  }
}

function kindProblem(value: unknown, kind: ValueKind, origin: string): string | null {
  switch (kind) {
    case 'any':
      return isNode(value) || (typeof value === 'string' && value.trim() !== '') ? null : 'is empty'
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? null : 'is not text'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'is not a number'
    case 'date':
      return typeof value === 'string' && (ISO_DATE.test(value) || ISO_DATETIME.test(value))
        ? null
        : 'is not an ISO 8601 date'
    case 'datetime':
      return typeof value === 'string' && ISO_DATETIME.test(value)
        ? null
        : 'is not an ISO 8601 date and time with a time zone'
    case 'duration':
      return typeof value === 'string' && ISO_DURATION.test(value)
        ? null
        : 'is not an ISO 8601 duration'
    case 'url': {
      if (typeof value !== 'string') return 'is not a URL'
      try {
        const url = new URL(value)
        if (url.protocol !== 'https:') return 'is not an https URL'
        // Our own pages and files are named by the public origin, never a local one.
        if (/^(localhost|127\.)/.test(url.hostname)) return `names a local host (${origin}?)`
        return null
      } catch {
        return 'is not an absolute URL'
      }
    }
  }
}

/** What is wrong with one node against one level of its rules, as readable lines. */
export function ruleProblems(
  node: JsonNode,
  rules: readonly PropertyRule[],
  byId: ReadonlyMap<string, JsonNode>,
  origin: string,
): string[] {
  const problems: string[] = []
  for (const rule of rules) {
    const { values, missing } = valuesAt(node, rule.path, byId)
    if (missing > 0 || values.length === 0) {
      problems.push(`${rule.path} is missing`)
      continue
    }
    for (const value of values) {
      const problem = kindProblem(value, rule.kind, origin)
      if (problem) problems.push(`${rule.path} ${problem}: ${JSON.stringify(value)}`)
    }
  }
  return problems
}
