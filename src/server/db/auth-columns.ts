import { boolean, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/*
 * The columns better-auth's core models ask for, shared by the visitors' tables (schema.ts,
 * decision 020) and the staff's (staff-schema.ts, decision 041): two instances of better-auth on
 * tables of their own, one shape. Each call returns new column builders, as every table needs its
 * own. A table adds what is its own (the staff's role, ban and session clocks) beside them.
 */

/** When a row was written and last changed. */
export const rowTimes = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** better-auth's `user`: `email` stored lowercased by better-auth. */
export const authUserColumns = () => ({
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
})

/** The user a row belongs to, gone with them. */
const owner = (users: () => AnyPgColumn) =>
  text('user_id').notNull().references(users, { onDelete: 'cascade' })

/** better-auth's `session`: the cookie carries `token` (signed). */
export const authSessionColumns = (users: () => AnyPgColumn) => ({
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  userId: owner(users),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
})

/** better-auth's `account`: here always the `credential` provider with the password's hash. */
export const authAccountColumns = (users: () => AnyPgColumn) => ({
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: owner(users),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  /** `scrypt$…` (src/server/security/password-hash.ts). */
  password: text('password'),
  ...rowTimes(),
})

/** better-auth's `verification`: single-use values with an expiry. */
export const authVerificationColumns = () => ({
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...rowTimes(),
})
