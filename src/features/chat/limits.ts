// The chat feature's rate limits, in one place (the request helper applies them per client).

/** Questions per client: a person types a few a minute; more is a script. */
export const CHAT_LIMIT = { name: 'chat', limit: 20, windowMs: 60_000 }
