import 'server-only'

type Fields = Record<string, string | number | boolean | null | undefined>

function format(level: string, message: string, fields?: Fields): string {
  const details = fields
    ? Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
        .join(' ')
    : ''
  return `[${level}] ${message}${details ? ` ${details}` : ''}`
}

/** One line per event, so server logs stay greppable. */
export const log = {
  info: (message: string, fields?: Fields) => console.info(format('info', message, fields)),
  warn: (message: string, fields?: Fields) => console.warn(format('warn', message, fields)),
  error: (message: string, fields?: Fields) => console.error(format('error', message, fields)),
}
