import type { IconDrawing } from '../drawn-icon'

export const xIcon: IconDrawing = [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]
