import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { inputClasses } from './input-classes'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />
}
