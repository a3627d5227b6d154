import type { IconDrawing } from '../drawn-icon'

export const chevronDownIcon: IconDrawing = [['path', { d: 'm6 9 6 6 6-6' }]]
