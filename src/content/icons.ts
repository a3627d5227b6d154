import { z } from '@/lib/zod'

/** Icons content may name; components/sections/content-icon.tsx maps each to its drawing. */
export const ICON_NAMES = [
  'brain-circuit',
  'database',
  'briefcase-business',
  'cloud',
  'calendar-check',
  'compass',
  'cpu',
  'landmark',
  'shopping-cart',
  'car',
  'hotel',
  'gamepad-2',
  'clapperboard',
] as const

export const IconNameSchema = z.enum(ICON_NAMES)
export type IconName = z.infer<typeof IconNameSchema>
