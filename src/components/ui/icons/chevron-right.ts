import type { IconDrawing } from '../drawn-icon'

export const chevronRightIcon: IconDrawing = [['path', { d: 'm9 18 6-6-6-6' }]]
