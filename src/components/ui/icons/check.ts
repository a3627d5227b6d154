import type { IconDrawing } from '../drawn-icon'

export const checkIcon: IconDrawing = [['path', { d: 'M20 6 9 17l-5-5' }]]
