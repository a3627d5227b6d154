'use client'

import dynamic from 'next/dynamic'
import { useRef, useState, type ReactNode } from 'react'
import type { LazyDialogPanelProps } from './lazy-dialog-panel'

// The dialog's code (focus trap, scroll lock, portal) loads when the visitor first reaches for
// the button, not with the page: most visitors never open it.
const loadPanel = () => import('./lazy-dialog-panel')
const LazyDialogPanel = dynamic(() => loadPanel().then((module) => module.LazyDialogPanel), {
  ssr: false,
})

type LazyDialogProps = Pick<
  LazyDialogPanelProps,
  'title' | 'description' | 'descriptionClassName' | 'contentClassName' | 'children'
> & {
  /** What the opening button shows. */
  trigger: ReactNode
  triggerClassName: string
  /** The button's accessible name when its content does not say it. */
  triggerLabel?: string
}

/** A button that opens a modal dialog; the dialog's code loads on first use. */
export function LazyDialog({ trigger, triggerClassName, triggerLabel, ...panel }: LazyDialogProps) {
  const button = useRef<HTMLButtonElement>(null)
  const [used, setUsed] = useState(false)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {trigger}
      </button>
      {used ? (
        <LazyDialogPanel {...panel} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      ) : null}
    </>
  )
}
