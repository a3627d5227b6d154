'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { onFirstNotice } from './toast'

const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false })

/**
 * Where notices appear. Mounted on every page, it renders nothing and loads nothing until the
 * first notice is raised.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false)
  useEffect(() => onFirstNotice(() => setNeeded(true)), [])
  return needed ? <SonnerToaster /> : null
}
