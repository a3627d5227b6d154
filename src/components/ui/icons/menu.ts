import type { IconDrawing } from '../drawn-icon'

export const menuIcon: IconDrawing = [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]
