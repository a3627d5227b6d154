import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names; later Tailwind utilities win over earlier ones that set the same property. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
