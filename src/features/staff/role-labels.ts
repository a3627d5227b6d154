import type { StaffRole } from './policy'

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  marketing: 'Marketing',
  consultant: 'Consultant',
}
