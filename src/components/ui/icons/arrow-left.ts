import type { IconDrawing } from '../drawn-icon'

export const arrowLeftIcon: IconDrawing = [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]
