/** One step of a breadcrumb trail; `href` is absent for steps that are not pages of their own. */
export type Crumb = { name: string; path: string; href?: string }

/** 'data-privacy' → 'Data Privacy': the fallback for segments without a friendly name. */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The trail for a path: Home, then one step per segment, named from `labels` when the segment is
 * known and title-cased otherwise. A step links to its path when that is a real page, else to
 * the page `stepLinks` names for it (a path whose content is shown on another page), else nowhere.
 */
export function buildBreadcrumbs(
  pathname: string,
  labels: Readonly<Record<string, string>>,
  linkablePaths: ReadonlySet<string>,
  stepLinks: Readonly<Record<string, string>> = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ name: 'Home', path: '/', href: '/' }]
  let path = ''
  for (const raw of segments) {
    let segment = raw
    try {
      segment = decodeURIComponent(raw)
    } catch {
      // a malformed escape: show it as it is
    }
    path += `/${raw}`
    crumbs.push({
      name: labels[segment] ?? titleCase(segment),
      path,
      href: linkablePaths.has(path) ? path : stepLinks[path],
    })
  }
  return crumbs
}
