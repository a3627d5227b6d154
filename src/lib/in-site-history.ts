/**
 * Whether "back" would stay on this site. Client-side navigations are counted as they happen
 * (components/layout/route-scroll.tsx reports them); a full page load counts when the visitor
 * came from one of our own pages.
 */
let inSiteNavigations = 0

export function recordInSiteNavigation(): void {
  inSiteNavigations += 1
}

export function canGoBackInSite(): boolean {
  if (inSiteNavigations > 0) return true
  if (!document.referrer) return false
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}
