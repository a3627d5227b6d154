/**
 * Who on the staff may do what: the one place a role decides an action (decision 040). Every
 * staff route handler asks `decide` before it shows or changes anything, and the console asks the
 * same function which actions to offer, so a button a member cannot use is never shown and a
 * request they could forge is refused anyway. `policy.test.ts` covers every role against every
 * action.
 */

export const STAFF_ROLES = ['owner', 'admin', 'marketing', 'consultant'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The staff member asking. */
export type Actor = { id: string; role: StaffRole }

export const STAFF_ACTIONS = [
  'console.open',
  /** The consultations inbox and a consultation's page. */
  'consultations.view',
  /** Cancel or reschedule for the visitor, mark completed or no-show, add a note. */
  'consultations.manage',
  /** Give a consultation to a consultant. */
  'consultations.assign',
  /** CSV of the visitors' names, addresses and questions. */
  'consultations.export',
  'staff.view',
  'staff.invite',
  'staff.change-role',
  'staff.remove',
  'audit.view',
  /** The consultants' calendars and the firm's booking rules, read only. */
  'availability.view',
  /** A consultant's hours, date overrides, time off, cap, weight and active flag. */
  'availability.manage',
  /** Give a consultant a calendar of their own: who takes bookings is the firm's choice. */
  'availability.add-calendar',
  /** The firm's booking rules (holidays, buffers, notice, horizon) and closed days. */
  'booking-rules.manage',
  /**
   * The outbox: each message's recipient, subject, status and last error (never its body); list
   * mail only (announcements, reminders, recordings) unless the role also has `mail.view-all`.
   */
  'mail.view',
  /** Every message in the outbox, visitors' booking mail included. */
  'mail.view-all',
  /** Send a message that failed for good once more; lift an address's suppression. */
  'mail.manage',
  'webinars.manage',
  /** The Audience page: subscribers with their status and consent record. */
  'subscribers.manage',
  /** CSV of the subscribers' addresses and consent records. */
  'subscribers.export',
  /** Erase a person at their written request: subscription, mail, suppression record. */
  'subscribers.erase',
  'analytics.view',
  /**
   * Lead webhooks: endpoints that receive visitors' names and addresses, their secrets, the
   * delivery log, test events and redeliveries.
   */
  'webhooks.manage',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/** What an action is done to, where the role alone does not settle it. */
export type PolicyTarget =
  /** A consultation, by the consultant it is assigned to (null: not assigned yet). */
  | { kind: 'consultation'; consultantId: string | null }
  /** A staff member, as they are now; with `role`, the role they would be given. */
  | { kind: 'staff-member'; id: string; currentRole: StaffRole; role?: StaffRole }
  /** A role to invite someone with. */
  | { kind: 'role'; role: StaffRole }
  /** A consultant's calendar, by the staff member it belongs to (null: the firm's). */
  | { kind: 'calendar'; staffUserId: string | null }

export type Decision =
  | { allowed: true }
  | {
      allowed: false
      /** `role`: not for this role at all; `scope`: not for this target (another's consultation, an owner, oneself). */
      reason: 'role' | 'scope'
    }

const ALLOW: Decision = { allowed: true }
const NOT_FOR_ROLE: Decision = { allowed: false, reason: 'role' }
const NOT_FOR_TARGET: Decision = { allowed: false, reason: 'scope' }

/** The roles that may take each action at all, before its target is looked at. */
const ROLES_FOR: Record<StaffAction, readonly StaffRole[]> = {
  'console.open': STAFF_ROLES,
  'consultations.view': ['owner', 'admin', 'consultant'],
  'consultations.manage': ['owner', 'admin', 'consultant'],
  'consultations.assign': ['owner', 'admin'],
  'consultations.export': ['owner', 'admin'],
  'staff.view': ['owner', 'admin'],
  'staff.invite': ['owner', 'admin'],
  'staff.change-role': ['owner', 'admin'],
  'staff.remove': ['owner', 'admin'],
  'audit.view': ['owner', 'admin'],
  'availability.view': ['owner', 'admin', 'consultant'],
  'availability.manage': ['owner', 'admin', 'consultant'],
  'availability.add-calendar': ['owner', 'admin'],
  'booking-rules.manage': ['owner', 'admin'],
  'mail.view': ['owner', 'admin', 'marketing'],
  'mail.view-all': ['owner', 'admin'],
  'mail.manage': ['owner', 'admin'],
  'webinars.manage': ['owner', 'admin', 'marketing'],
  'subscribers.manage': ['owner', 'admin', 'marketing'],
  'subscribers.export': ['owner', 'admin', 'marketing'],
  'subscribers.erase': ['owner', 'admin', 'marketing'],
  'analytics.view': ['owner', 'admin', 'marketing'],
  'webhooks.manage': ['owner', 'admin'],
}

/**
 * Actions that change who is on the staff or can do what, or take visitors' personal data out of
 * the site: they ask for the password again when it was last checked more than ten minutes ago,
 * so a stolen session cannot invite its thief, remove an owner or export the visitors.
 */
export const SENSITIVE_ACTIONS: ReadonlySet<StaffAction> = new Set([
  'staff.invite',
  'staff.change-role',
  'staff.remove',
  'consultations.export',
  'subscribers.export',
  'subscribers.erase',
  // An endpoint sends every new lead out of the site: as an export, the password first.
  'webhooks.manage',
])

/** How long a password check covers the sensitive actions. */
export const PASSWORD_RECHECK_MS = 10 * 60_000

function decideForTarget(actor: Actor, action: StaffAction, target?: PolicyTarget): Decision {
  if (!target) return ALLOW
  switch (target.kind) {
    case 'consultation':
      // A consultant works on the consultations given to them; owners and admins on all.
      if (actor.role !== 'consultant') return ALLOW
      return target.consultantId === actor.id ? ALLOW : NOT_FOR_TARGET
    case 'calendar':
      // A consultant keeps their own calendar; owners and admins keep everyone's.
      if (actor.role !== 'consultant') return ALLOW
      return target.staffUserId === actor.id ? ALLOW : NOT_FOR_TARGET
    case 'role':
      // Only an owner makes another owner.
      return target.role === 'owner' && actor.role !== 'owner' ? NOT_FOR_TARGET : ALLOW
    case 'staff-member': {
      if (action === 'staff.view') return ALLOW
      // Nobody changes or removes themselves here (no one locks the firm out by a slip), and
      // admins leave owners alone and make no one an owner.
      if (target.id === actor.id) return NOT_FOR_TARGET
      if (actor.role === 'owner') return ALLOW
      if (target.currentRole === 'owner' || target.role === 'owner') return NOT_FOR_TARGET
      return ALLOW
    }
  }
}

/** May `actor` take `action` (on `target`, where the action has one)? */
export function decide(actor: Actor, action: StaffAction, target?: PolicyTarget): Decision {
  if (!ROLES_FOR[action].includes(actor.role)) return NOT_FOR_ROLE
  return decideForTarget(actor, action, target)
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}
