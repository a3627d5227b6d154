'use client'

import { useEffect } from 'react'

/** The first-party page-view beacon (docs/analytics.md), a static file of the site's own. */
export const BEACON_SRC = '/analytics/beacon.js'

/**
 * Loads the beacon once the page is interactive and its own resources have loaded: after
 * hydration, and after the window's load event. A script element made by the site's own script,
 * so the strict Content-Security-Policy allows it on prerendered pages ('self') and on pages
 * rendered per request ('strict-dynamic') alike; no inline code.
 */
export function BeaconLoader() {
  useEffect(() => {
    const add = () => {
      if (document.querySelector(`script[src="${BEACON_SRC}"]`)) return
      const script = document.createElement('script')
      script.src = BEACON_SRC
      script.async = true
      document.head.append(script)
    }
    if (document.readyState === 'complete') add()
    else window.addEventListener('load', add, { once: true })
    return () => window.removeEventListener('load', add)
  }, [])
  return null
}
