/**
 * Dashboard reads per client: each computes a period and its comparison from the raw events, so
 * a script polling the API cannot keep the database busy. A person changing periods by hand
 * stays far below it.
 */
export const ANALYTICS_READ_LIMIT = { name: 'staff-analytics-read', limit: 60, windowMs: 60_000 }
