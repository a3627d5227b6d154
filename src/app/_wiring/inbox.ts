import 'server-only'
import type { InboxScope } from '@/features/booking/inbox.server'
import type { StaffChange } from '@/features/booking/manage.server'
import { decide, type Actor } from '@/features/staff/policy'
import type { ConsultationRow } from '@/server/db/schema'

/*
 * The staff policy's word on consultations, in the shapes booking's inbox and manage modules take
 * (features never import each other; the app composes them, decision 042).
 */

/**
 * Which consultations a member sees in the inbox, asked of the policy: one who may view a
 * consultation given to no one (not theirs) sees them all; any other, those given to them.
 */
export function inboxScopeFor(actor: Actor): InboxScope {
  const unassigned = { kind: 'consultation' as const, consultantId: null }
  return decide(actor, 'consultations.view', unassigned).allowed
    ? 'all'
    : { consultantId: actor.id }
}

/** Whether the member may see (or, with `manage`, change) this consultation. */
export function mayTouchConsultation(
  actor: Actor,
  action: 'consultations.view' | 'consultations.manage' | 'consultations.assign',
) {
  return (row: Pick<ConsultationRow, 'consultantId'>) =>
    decide(actor, action, { kind: 'consultation', consultantId: row.consultantId }).allowed
}

/** A staff change's locator part: who, for which request, and the policy on the locked row. */
export function staffChange(
  actor: Actor,
  requestId: string,
  {
    action = 'consultations.manage',
    expectedSequence,
  }: { action?: 'consultations.manage' | 'consultations.assign'; expectedSequence?: number } = {},
): StaffChange {
  return {
    staffId: actor.id,
    requestId,
    mayChange: mayTouchConsultation(actor, action),
    expectedSequence,
  }
}
