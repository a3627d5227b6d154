import type { IconDrawing } from '../drawn-icon'

export const chevronUpIcon: IconDrawing = [['path', { d: 'm18 15-6-6-6 6' }]]
