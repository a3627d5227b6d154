import { LegalDocumentsSchema, type LegalDocument } from './schemas'

/** The two documents of the legal page, in the order they appear; their text is MDX beside this. */
export const legalDocuments: readonly LegalDocument[] = LegalDocumentsSchema.parse([
  { id: 'privacy-policy', title: 'Privacy Policy', effectiveDate: '2023-11-26' },
  { id: 'terms-of-use', title: 'Terms of Use', effectiveDate: '2025-08-06' },
])

/**
 * The privacy policy a subscriber agrees to, by its effective date: kept with each sign-up as its
 * consent record, so a later change of the policy does not rewrite what they agreed to.
 */
export const PRIVACY_POLICY_VERSION = legalDocuments.find(
  (document) => document.id === 'privacy-policy',
)!.effectiveDate
