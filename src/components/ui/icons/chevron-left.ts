import type { IconDrawing } from '../drawn-icon'

export const chevronLeftIcon: IconDrawing = [['path', { d: 'm15 18-6-6 6-6' }]]
