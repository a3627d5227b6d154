import { LegalDocumentsSchema, type LegalDocument } from './schemas'

/** The two documents of the legal page, in the order they appear; their text is MDX beside this. */
export const legalDocuments: readonly LegalDocument[] = LegalDocumentsSchema.parse([
  { id: 'privacy-policy', title: 'Privacy Policy', effectiveDate: '2023-11-26' },
  { id: 'terms-of-use', title: 'Terms of Use', effectiveDate: '2025-08-06' },
])
