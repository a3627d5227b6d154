import { expertiseAreas, expertiseHref } from '@/content/expertise-areas'
import { industries, industryHref } from '@/content/industries'
import type { IconName, SitePath } from '@/content/schemas'

/**
 * Every menu of the site. Labels of content come from the content collections, so renaming an
 * industry or a service changes the menus too.
 */

export type NavLink = { label: string; href: SitePath; description?: string }

/** A column of a mega menu: a heading that links somewhere, and the entries under it. */
export type NavGroup = { label: string; href: SitePath; icon: IconName; items: string[] }

export type NavMenu =
  | { id: string; label: string; kind: 'groups'; overview: NavLink; groups: NavGroup[] }
  | { id: string; label: string; kind: 'links'; overview: NavLink; links: NavLink[] }

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  kind: 'groups',
  overview: { label: 'All services', href: '/services' },
  groups: expertiseAreas.map((area) => ({
    label: area.menuTitle,
    href: expertiseHref(area.id),
    icon: area.icon,
    items: area.services,
  })),
}

export const insightsMenu: NavMenu = {
  id: 'insights',
  label: 'Insights',
  kind: 'links',
  overview: { label: 'All insights', href: '/insights' },
  links: [
    {
      label: 'Thought Leadership',
      href: '/insights/thought-leadership',
      description: 'Analysis and commentary on AI, data and the way enterprises adopt them.',
    },
    {
      label: 'Webinars',
      href: '/insights/webinars',
      description: 'Live sessions and recordings with our practice leaders.',
    },
  ],
}

export const industriesMenu: NavMenu = {
  id: 'industries',
  label: 'Industries',
  kind: 'groups',
  overview: { label: 'All industries', href: '/industries' },
  groups: industries.map((industry) => ({
    label: industry.title,
    href: industryHref(industry.id),
    icon: industry.icon,
    items: industry.sectors,
  })),
}

export const aboutMenu: NavMenu = {
  id: 'about',
  label: 'About Us',
  kind: 'links',
  overview: { label: 'About Northbridge Digital', href: '/about' },
  links: [
    { label: 'Our Leadership', href: '/about/leadership' },
    { label: 'Locations', href: '/about/locations' },
    { label: 'Certifications & Recognition', href: '/about/certifications' },
    { label: 'Partners', href: '/about/partners' },
    { label: 'Our Mission & Values', href: '/about/mission' },
  ],
}

/** The desktop header's dropdowns, in order. */
export const mainMenus: readonly NavMenu[] = [servicesMenu, insightsMenu, industriesMenu, aboutMenu]

/** A section of the mobile menu: its dropdown's overview link, then one link per entry. */
export type MobileMenuSection = {
  id: string
  label: string
  overview: NavLink
  links: readonly NavLink[]
}

// Only what the drawer shows: the section is a prop of a client component, so it is sent with
// every page, and the groups' item lists and the links' descriptions would be sent for nothing.
function mobileSection(label: string, menu: NavMenu): MobileMenuSection {
  const entries = menu.kind === 'links' ? menu.links : menu.groups
  return {
    id: menu.id,
    label,
    overview: menu.overview,
    links: entries.map((entry) => ({ label: entry.label, href: entry.href })),
  }
}

/** The mobile menu's sections, in order; each expands to the same entries as its dropdown. */
export const mobileMenuSections: readonly MobileMenuSection[] = [
  mobileSection('Expertise & Services', servicesMenu),
  mobileSection('Insights', insightsMenu),
  mobileSection('Industries', industriesMenu),
  mobileSection('About Us', aboutMenu),
]

export const contactLink: NavLink = { label: 'Connect With Us', href: '/contact' }

/**
 * The footer's quick links. Our Values and Our People are in no menu (the spec fixes the About
 * dropdown's five entries), so they are listed here, in every page's server HTML: no page of the
 * sitemap is then more than three links from home (decision 027).
 */
export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Our Values', href: '/about/values' },
  { label: 'Our People', href: '/about/people' },
  { label: 'Insights', href: '/insights' },
  { label: 'Industries', href: '/industries' },
  { label: 'Client Success Stories', href: '/client-success-stories' },
  { label: 'Connect With Us', href: '/contact' },
]

export const footerServiceLinks: readonly NavLink[] = expertiseAreas.map((area) => ({
  label: area.title,
  href: expertiseHref(area.id),
}))

export const legalLink: NavLink = {
  label: 'Privacy Policy & Terms of Service',
  href: '/privacy-and-terms',
}
