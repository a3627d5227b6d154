import {
  BrainCircuit,
  BriefcaseBusiness,
  CalendarCheck,
  Car,
  Clapperboard,
  Cloud,
  Compass,
  Cpu,
  Database,
  Gamepad2,
  Hotel,
  Landmark,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import type { IconName } from '@/content/schemas'

const ICONS: Record<IconName, LucideIcon> = {
  'brain-circuit': BrainCircuit,
  database: Database,
  'briefcase-business': BriefcaseBusiness,
  cloud: Cloud,
  'calendar-check': CalendarCheck,
  compass: Compass,
  cpu: Cpu,
  landmark: Landmark,
  'shopping-cart': ShoppingCart,
  car: Car,
  hotel: Hotel,
  'gamepad-2': Gamepad2,
  clapperboard: Clapperboard,
}

/** The drawing for an icon named in content; decorative, so hidden from assistive technology. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name]
  return <SvgIcon icon={Icon} focusable="false" className={className} />
}
