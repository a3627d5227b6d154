import { describe, expect, it } from 'vitest'
import { isAuditAction } from '@/server/audit/audit-log'
import {
  decide,
  isStaffRole,
  SENSITIVE_ACTIONS,
  STAFF_ACTIONS,
  STAFF_ROLES,
  type Actor,
  type PolicyTarget,
  type StaffAction,
  type StaffRole,
} from './policy'

// The whole matrix, written out by hand (not computed from the policy): every role against every
// action, and for the actions whose target matters, against each kind of target. 'yes' allowed,
// 'role' refused for the role, 'scope' refused for that target.
type Outcome = 'yes' | 'role' | 'scope'

const ME = 'staff-me'
const OTHER = 'staff-other'

const TARGETS = {
  none: undefined,
  'my consultation': { kind: 'consultation', consultantId: ME },
  "another's consultation": { kind: 'consultation', consultantId: OTHER },
  'unassigned consultation': { kind: 'consultation', consultantId: null },
  'my calendar': { kind: 'calendar', staffUserId: ME },
  "another's calendar": { kind: 'calendar', staffUserId: OTHER },
  "the firm's calendar": { kind: 'calendar', staffUserId: null },
  'role owner': { kind: 'role', role: 'owner' },
  'role admin': { kind: 'role', role: 'admin' },
  'role consultant': { kind: 'role', role: 'consultant' },
  myself: { kind: 'staff-member', id: ME, currentRole: 'admin' },
  'an owner': { kind: 'staff-member', id: OTHER, currentRole: 'owner' },
  'an admin': { kind: 'staff-member', id: OTHER, currentRole: 'admin' },
  'a consultant to marketing': {
    kind: 'staff-member',
    id: OTHER,
    currentRole: 'consultant',
    role: 'marketing',
  },
  'a consultant to owner': {
    kind: 'staff-member',
    id: OTHER,
    currentRole: 'consultant',
    role: 'owner',
  },
} satisfies Record<string, PolicyTarget | undefined>
type TargetName = keyof typeof TARGETS

/** [owner, admin, marketing, consultant] for each action and target it is asked about. */
const MATRIX: Record<
  StaffAction,
  Partial<Record<TargetName, [Outcome, Outcome, Outcome, Outcome]>>
> = {
  'console.open': { none: ['yes', 'yes', 'yes', 'yes'] },
  'consultations.view': {
    none: ['yes', 'yes', 'role', 'yes'],
    'my consultation': ['yes', 'yes', 'role', 'yes'],
    "another's consultation": ['yes', 'yes', 'role', 'scope'],
    'unassigned consultation': ['yes', 'yes', 'role', 'scope'],
  },
  'consultations.manage': {
    'my consultation': ['yes', 'yes', 'role', 'yes'],
    "another's consultation": ['yes', 'yes', 'role', 'scope'],
    'unassigned consultation': ['yes', 'yes', 'role', 'scope'],
  },
  'consultations.assign': {
    "another's consultation": ['yes', 'yes', 'role', 'role'],
    'unassigned consultation': ['yes', 'yes', 'role', 'role'],
  },
  'consultations.export': { none: ['yes', 'yes', 'role', 'role'] },
  'availability.view': { none: ['yes', 'yes', 'role', 'yes'] },
  'availability.manage': {
    'my calendar': ['yes', 'yes', 'role', 'yes'],
    "another's calendar": ['yes', 'yes', 'role', 'scope'],
    "the firm's calendar": ['yes', 'yes', 'role', 'scope'],
  },
  'availability.add-calendar': { none: ['yes', 'yes', 'role', 'role'] },
  'booking-rules.manage': { none: ['yes', 'yes', 'role', 'role'] },
  'staff.view': {
    none: ['yes', 'yes', 'role', 'role'],
    'an owner': ['yes', 'yes', 'role', 'role'],
    myself: ['yes', 'yes', 'role', 'role'],
  },
  'staff.invite': {
    'role owner': ['yes', 'scope', 'role', 'role'],
    'role admin': ['yes', 'yes', 'role', 'role'],
    'role consultant': ['yes', 'yes', 'role', 'role'],
  },
  'staff.change-role': {
    myself: ['scope', 'scope', 'role', 'role'],
    'an owner': ['yes', 'scope', 'role', 'role'],
    'an admin': ['yes', 'yes', 'role', 'role'],
    'a consultant to marketing': ['yes', 'yes', 'role', 'role'],
    'a consultant to owner': ['yes', 'scope', 'role', 'role'],
  },
  'staff.remove': {
    myself: ['scope', 'scope', 'role', 'role'],
    'an owner': ['yes', 'scope', 'role', 'role'],
    'an admin': ['yes', 'yes', 'role', 'role'],
  },
  'audit.view': { none: ['yes', 'yes', 'role', 'role'] },
  'mail.view': { none: ['yes', 'yes', 'yes', 'role'] },
  'mail.view-all': { none: ['yes', 'yes', 'role', 'role'] },
  'mail.manage': { none: ['yes', 'yes', 'role', 'role'] },
  'webinars.manage': { none: ['yes', 'yes', 'yes', 'role'] },
  'subscribers.manage': { none: ['yes', 'yes', 'yes', 'role'] },
  'subscribers.export': { none: ['yes', 'yes', 'yes', 'role'] },
  'subscribers.erase': { none: ['yes', 'yes', 'yes', 'role'] },
  'analytics.view': { none: ['yes', 'yes', 'yes', 'role'] },
  'webhooks.manage': { none: ['yes', 'yes', 'role', 'role'] },
}

function outcomeOf(role: StaffRole, action: StaffAction, target: PolicyTarget | undefined) {
  const actor: Actor = { id: ME, role }
  const decision = decide(actor, action, target)
  return decision.allowed ? 'yes' : decision.reason
}

describe('the staff policy', () => {
  it('has a row in the matrix for every action', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...STAFF_ACTIONS].sort())
  })

  for (const action of STAFF_ACTIONS) {
    for (const [targetName, outcomes] of Object.entries(MATRIX[action])) {
      for (const [index, role] of STAFF_ROLES.entries()) {
        const expected = outcomes![index]
        it(`${role} · ${action} · ${targetName}: ${expected}`, () => {
          expect(outcomeOf(role, action, TARGETS[targetName as TargetName])).toBe(expected)
        })
      }
    }
  }

  it('asks for the password again before changing roles, exporting or erasing personal data, or sending it to a webhook', () => {
    expect([...SENSITIVE_ACTIONS].sort()).toEqual([
      'consultations.export',
      'staff.change-role',
      'staff.invite',
      'staff.remove',
      'subscribers.erase',
      'subscribers.export',
      'webhooks.manage',
    ])
  })

  it('knows the four roles and nothing else', () => {
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true)
    for (const other of ['user', 'Owner', '', null, undefined, 3])
      expect(isStaffRole(other)).toBe(false)
  })
})

describe('the audit log', () => {
  it('takes the name of every action the policy knows', () => {
    // A change is recorded under its action's name in the change's own transaction: a name the
    // log refused would fail the change itself (booking-rules.manage once did).
    expect(STAFF_ACTIONS.filter((action) => !isAuditAction(action))).toEqual([])
  })
})
