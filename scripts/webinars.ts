import { parseArgs } from 'node:util'
import { TZDate } from '@date-fns/tz'
import { getEnv } from '@/config/env.server'
import {
  runOperatorRequest,
  type OperatorAnswer,
  type OperatorRequest,
} from '@/features/webinars/operator.server'
import { formatEasternDate, formatEasternTime } from '@/features/webinars/webinar'
import { loadProjectEnv } from './lib/load-env'
import { operatorRequest } from './lib/operator'

// `npm run webinars -- <command>`: list, add, publish, unpublish and schedule webinars without a
// deploy.
// It opens the database itself, or asks the running server that holds the embedded database
// (POST /api/operator/webinars; scripts/lib/operator.ts). Either way the same code runs,
// publishing announces the webinar to confirmed subscribers, and the page shows the change on its
// next request.

export const USAGE = `Usage: npm run webinars -- <command>

  list                         every webinar, drafts included
  add --title T --description D --date "2026-12-17 19:00" --duration "45 minutes"
      --speaker NAME [--speaker NAME…] [--agenda ITEM…] [--join-url URL]
      [--slug SLUG] [--image /images/webinars/FILE.svg] [--category C] [--publish]
                               a new webinar, a draft unless --publish; the date is
                               Eastern time unless it names a zone (…Z or +01:00)
  publish SLUG                 list it on the site and announce it to subscribers
                               (each subscriber gets one announcement per webinar)
  unpublish SLUG               take it off the site
  schedule SLUG --at "2026-12-01 09:00"
                               publish and announce a draft at that time (Eastern
                               unless it names a zone), within a minute of it, once
  schedule SLUG --cancel       keep it a draft`

export class UsageError extends Error {}

/** '2026-12-17 19:00' (Eastern) or an ISO instant with its zone → the instant. */
export function parseWebinarDate(text: string, option = '--date'): Date {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(text.trim())
  if (local) {
    const [, year, month, day, hours, minutes] = local.map(Number) as number[]
    return new Date(
      new TZDate(year!, month! - 1, day!, hours!, minutes!, 'America/New_York').getTime(),
    )
  }
  const instant = new Date(text)
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text.trim()) || Number.isNaN(instant.getTime())) {
    throw new UsageError(
      `${option} '${text}': write it as "2026-12-17 19:00" (Eastern) or ISO with a zone`,
    )
  }
  return instant
}

/** The command line → one operator request. */
export function parseCommand(argv: string[]): OperatorRequest {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      description: { type: 'string' },
      date: { type: 'string' },
      duration: { type: 'string' },
      speaker: { type: 'string', multiple: true },
      agenda: { type: 'string', multiple: true },
      'join-url': { type: 'string' },
      slug: { type: 'string' },
      image: { type: 'string' },
      category: { type: 'string' },
      publish: { type: 'boolean' },
      at: { type: 'string' },
      cancel: { type: 'boolean' },
    },
  })
  const [command, argument, ...rest] = positionals
  if (rest.length > 0) throw new UsageError(`Unexpected: ${rest.join(' ')}`)
  switch (command) {
    case 'list':
      return { action: 'list' }
    case 'publish':
    case 'unpublish':
      if (!argument) throw new UsageError(`${command} needs the webinar's slug`)
      return { action: command, slug: argument }
    case 'schedule': {
      if (!argument) throw new UsageError("schedule needs the webinar's slug")
      if (values.cancel) return { action: 'schedule', slug: argument, at: null }
      if (!values.at) throw new UsageError('schedule needs --at "2026-12-01 09:00" or --cancel')
      return { action: 'schedule', slug: argument, at: parseWebinarDate(values.at, '--at') }
    }
    case 'add': {
      for (const required of ['title', 'description', 'date', 'duration'] as const) {
        if (!values[required]) throw new UsageError(`add needs --${required}`)
      }
      if (!values.speaker?.length) throw new UsageError('add needs at least one --speaker')
      return {
        action: 'add',
        publish: values.publish ?? false,
        webinar: {
          title: values.title!,
          description: values.description!,
          startsAt: parseWebinarDate(values.date!),
          duration: values.duration!,
          speakers: values.speaker,
          agenda: values.agenda ?? [],
          zoomLink: values['join-url'] ?? null,
          ...(values.slug ? { slug: values.slug } : {}),
          ...(values.image ? { image: values.image } : {}),
          ...(values.category ? { category: values.category } : {}),
        },
      }
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'No command given')
  }
}

function print(answer: OperatorAnswer) {
  console.info(answer.message)
  if (!answer.ok) return
  for (const webinar of answer.webinars) {
    const startsAt = new Date(webinar.startsAt)
    const when = `${formatEasternDate(startsAt)}, ${formatEasternTime(startsAt)}`
    console.info(
      `  ${webinar.isPublished ? 'published' : 'draft    '}  ${webinar.slug.padEnd(40)} ${when}  ${webinar.title}`,
    )
  }
}

async function main() {
  loadProjectEnv()
  let request: OperatorRequest
  try {
    request = parseCommand(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
    return 2
  }
  const answer = await operatorRequest<OperatorAnswer>(
    getEnv(),
    '/api/operator/webinars',
    request,
    (db) => runOperatorRequest(db, request),
  )
  print(answer)
  return answer.ok ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main())
}
