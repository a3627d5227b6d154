import {
  authAccountColumns,
  authSessionColumns,
  authUserColumns,
  authVerificationColumns,
  rowTimes,
} from './auth-columns'
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/*
 * Staff accounts (decision 041): a better-auth instance of their own, on tables of their own, so a
 * visitor's account and a staff member's never share a row, a session or a cookie. The shapes are
 * better-auth's core models plus what its `admin` plugin (role, ban) and `twoFactor` plugin
 * (enabled flag, secret, backup codes) add; src/features/staff/staff-auth.server.ts maps the
 * models onto them. Ids are better-auth's random strings.
 */

/** A member of staff. `role` is one of STAFF_ROLES (src/features/staff/policy.ts). */
export const staffUsers = pgTable(
  'staff_users',
  {
    ...authUserColumns(),
    role: text('role').notNull().default('consultant'),
    /** Removed from the staff: cannot sign in (the admin plugin refuses it), sessions gone. */
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...rowTimes(),
  },
  (table) => [uniqueIndex('staff_users_email_unique').on(table.email)],
)

export type StaffUserRow = typeof staffUsers.$inferSelect

/**
 * A signed-in staff browser. better-auth ends it 12 hours after sign-in (no sliding renewal);
 * `lastSeenAt` ends it after 30 idle minutes, and `passwordCheckedAt` says when the password was
 * last typed in it, for the actions that ask for it again (src/features/staff/staff-session.server.ts).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...authSessionColumns(() => staffUsers.id),
    /** The admin plugin's; always null, impersonation is off. */
    impersonatedBy: text('impersonated_by'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    ...rowTimes(),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_unique').on(table.token),
    index('staff_sessions_user_id_idx').on(table.userId),
    index('staff_sessions_expires_at_idx').on(table.expiresAt),
  ],
)

export type StaffSessionRow = typeof staffSessions.$inferSelect

/** How a staff member signs in: the `credential` provider with the password's hash. */
export const staffAccounts = pgTable(
  'staff_accounts',
  authAccountColumns(() => staffUsers.id),
  (table) => [index('staff_accounts_user_id_idx').on(table.userId)],
)

/** better-auth's single-use values for staff: the pending second-factor step of a sign-in. */
export const staffVerifications = pgTable(
  'staff_verifications',
  authVerificationColumns(),
  (table) => [
    index('staff_verifications_identifier_idx').on(table.identifier),
    index('staff_verifications_expires_at_idx').on(table.expiresAt),
  ],
)

/** A staff member's TOTP secret and backup codes, both encrypted by better-auth. */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** False until the first code from the authenticator app has been typed back. */
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('staff_two_factors_user_id_idx').on(table.userId),
    index('staff_two_factors_secret_idx').on(table.secret),
  ],
)

/**
 * An invitation to join the staff: the hash of the random token in its link, valid for 48 hours
 * and for one use. Accepting it creates the staff member with the role it names.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null when the operator's command line sent it. */
    invitedBy: text('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_hash_unique').on(table.tokenHash),
    index('staff_invitations_email_idx').on(table.email),
  ],
)

export type StaffInvitationRow = typeof staffInvitations.$inferSelect
