'use client'

import { ChevronDown } from 'lucide-react'
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui'
import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * Radix renders an aria-hidden, tabbable "focus proxy" after an open trigger (radix-ui/primitives
 * issue 3085), which axe reports as aria-hidden-focus. Our panels render in place (no Viewport),
 * so Tab reaches the panel without the proxy, and the proxy is taken out of the tab order.
 */
function untabFocusProxies(root: HTMLElement | null) {
  root
    ?.querySelectorAll<HTMLElement>('[aria-hidden="true"][tabindex="0"]')
    .forEach((proxy) => proxy.setAttribute('tabindex', '-1'))
}

/** Dropdown navigation with hover intent and full keyboard support (Radix Navigation Menu). */
export function NavigationMenu({
  className,
  ...props
}: Omit<ComponentProps<typeof NavigationMenuPrimitive.Root>, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('')
  const rootRef = useRef<HTMLElement>(null)
  useLayoutEffect(() => untabFocusProxies(rootRef.current), [value])
  return (
    <NavigationMenuPrimitive.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      className={className}
      {...props}
    />
  )
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List className={cn('flex items-center gap-1', className)} {...props} />
  )
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item
export const NavigationMenuLink = NavigationMenuPrimitive.Link

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(
        'group inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-medium transition-colors',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </NavigationMenuPrimitive.Trigger>
  )
}

/** A panel rendered in place under its trigger; callers position it. */
export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        'z-50 rounded-card bg-white text-foreground shadow-popover',
        'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  )
}
