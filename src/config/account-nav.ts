/**
 * The signed-in person's consultations (a private page: in no sitemap, menu for guests or search).
 * Apart from nav.ts because the account menu, a browser component, imports it: nav.ts builds the
 * menus from the content collections, and would bring them and zod into that component's chunk.
 */
export const myConsultationsLink = {
  label: 'My consultations',
  href: '/account/consultations',
} as const
