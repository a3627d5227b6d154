import type { IconDrawing } from '../drawn-icon'

export const searchIcon: IconDrawing = [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]
