import { z } from 'zod'
import { IconNameSchema } from './icons'

/** The seven industries the firm serves, each with the sectors listed in the Industries menu. */
export const IndustrySchema = z.strictObject({
  id: z.enum([
    'high-tech',
    'financial-services',
    'e-commerce',
    'automotive',
    'hospitality',
    'gaming',
    'media',
  ]),
  title: z.string().min(1),
  icon: IconNameSchema,
  sectors: z.array(z.string().min(1)).min(2),
})

export type Industry = z.infer<typeof IndustrySchema>
export type IndustryId = Industry['id']

export const industries: readonly Industry[] = z.array(IndustrySchema).parse([
  {
    id: 'high-tech',
    title: 'High-tech',
    icon: 'cpu',
    sectors: ['Software & SaaS', 'Semiconductors', 'IT Services', 'Consumer Electronics'],
  },
  {
    id: 'financial-services',
    title: 'Financial Services',
    icon: 'landmark',
    sectors: ['Banking', 'Insurance', 'Capital Markets', 'Payments & Fintech'],
  },
  {
    id: 'e-commerce',
    title: 'E-commerce',
    icon: 'shopping-cart',
    sectors: ['Online Retail', 'Marketplaces', 'Direct-to-Consumer Brands'],
  },
  {
    id: 'automotive',
    title: 'Automotive',
    icon: 'car',
    sectors: ['Manufacturers', 'Parts Suppliers', 'Dealer Networks', 'Electric Mobility'],
  },
  {
    id: 'hospitality',
    title: 'Hospitality',
    icon: 'hotel',
    sectors: ['Hotels & Resorts', 'Restaurants', 'Travel & Leisure'],
  },
  {
    id: 'gaming',
    title: 'Gaming',
    icon: 'gamepad-2',
    sectors: ['Game Studios', 'Casino & Resort Gaming', 'Esports & Streaming'],
  },
  {
    id: 'media',
    title: 'Media',
    icon: 'clapperboard',
    sectors: ['Publishing', 'Broadcast & Streaming', 'Advertising & Marketing'],
  },
])

export function industryHref(id: IndustryId): string {
  return `/industries/${id}`
}
