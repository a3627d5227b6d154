'use client'

import { cva } from 'class-variance-authority'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { xIcon } from '@/components/ui/icons/x'
import { cn } from '@/lib/cn'

export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root {...props} />
}

export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger {...props} />
}

export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close {...props} />
}

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full w-[min(100vw,24rem)] flex-col gap-4 overflow-y-auto bg-background p-6 text-foreground shadow-popover outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
  {
    variants: {
      side: {
        left: 'left-0 border-r border-border',
        right: 'right-0 border-l border-border',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

export type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  /** The edge the drawer is attached to. */
  side?: 'left' | 'right'
}

export function SheetContent({ className, children, side = 'right', ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {/* 36px square: above the 24px minimum target size. */}
        <SheetPrimitive.Close
          aria-label="Close"
          className="absolute end-4 top-4 inline-flex size-9 items-center justify-center rounded-control text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0"
        >
          <DrawnIcon drawing={xIcon} aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding keeps a long title clear of the corner close button.
  return <div className={cn('flex flex-col gap-2 pe-10', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      className={cn('text-lg leading-snug font-semibold tracking-tight', className)}
      {...props}
    />
  )
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
