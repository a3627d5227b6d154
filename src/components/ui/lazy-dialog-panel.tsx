'use client'

import type { ReactNode, RefObject } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

export type LazyDialogPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the dialog; focus returns to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  title: ReactNode
  description: ReactNode
  descriptionClassName?: string
  contentClassName?: string
  children?: ReactNode
}

/** The dialog half of LazyDialog, in its own chunk so it loads on first use. */
export function LazyDialogPanel({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  descriptionClassName,
  contentClassName,
  children,
}: LazyDialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={contentClassName}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  )
}
