import { z } from '@/lib/zod'

/** The two documents of the legal page, in the order they appear; their text is MDX beside this. */
export const LegalDocumentSchema = z.strictObject({
  id: z.enum(['privacy-policy', 'terms-of-use']),
  title: z.string().min(1),
  effectiveDate: z.iso.date(),
})

export type LegalDocument = z.infer<typeof LegalDocumentSchema>

export const legalDocuments: readonly LegalDocument[] = z.array(LegalDocumentSchema).parse([
  { id: 'privacy-policy', title: 'Privacy Policy', effectiveDate: '2023-11-26' },
  { id: 'terms-of-use', title: 'Terms of Use', effectiveDate: '2025-08-06' },
])
