/**
 * The firm's facts: the one place a brand name, phone number, address or social link is written.
 * Pages, the footer, structured data and e-mails all read from here.
 */

export type Office = {
  id: string
  name: string
  street: string
  city: string
  region: string
  regionName: string
  postalCode: string
  country: string
}

const rohnertPark: Office = {
  id: 'rohnert-park',
  name: 'Rohnert Park headquarters',
  street: '1450 Redwood Commons Drive, Suite 210',
  city: 'Rohnert Park',
  region: 'CA',
  regionName: 'California',
  postalCode: '94928',
  country: 'US',
}

const lasVegas: Office = {
  id: 'las-vegas',
  name: 'Las Vegas office',
  street: '3960 Howard Hughes Parkway, Suite 500',
  city: 'Las Vegas',
  region: 'NV',
  regionName: 'Nevada',
  postalCode: '89169',
  country: 'US',
}

export const site = {
  name: 'Northbridge Digital',
  legalName: 'Northbridge Digital LLC',
  /**
   * Canonical origin of the pages (canonical links, sitemaps, structured data), fixed at build
   * time: NEXT_PUBLIC_SITE_URL then, if set (an empty value counts as unset). Links in e-mail use
   * the run-time origin instead (src/server/public-origin.ts).
   */
  url: process.env.NEXT_PUBLIC_SITE_URL || 'https://northbridge.example',
  tagline: 'Empowering Your Digital Transformation',
  description:
    'Northbridge Digital is a minority- and women-owned consultancy that helps enterprises put AI, data and cloud to work, from strategy through delivery.',
  email: 'hello@northbridge.example',
  phone: {
    display: '1-800-555-0142',
    /** E.164 form for tel: links and structured data. */
    e164: '+18005550142',
  },
  foundingYear: 2020,
  employees: { min: 50, max: 200 },
  offices: [rohnertPark, lasVegas],
  headquarters: rohnertPark,
  sisterSite: {
    name: 'Northbridge Talent',
    url: 'https://talent.northbridge.example',
    description: 'Technology staffing and contract-to-hire',
  },
  /**
   * The footer links to our own /social/{platform} page until the profile launches;
   * `profileUrl` is the public profile that structured data names in sameAs.
   */
  socials: [
    {
      platform: 'linkedin',
      label: 'LinkedIn',
      profileUrl: 'https://www.linkedin.com/company/northbridge-digital',
    },
  ],
} as const

export type Site = typeof site

export function formatOfficeAddress(office: Office): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`
}

/** A maps search for an office's address (opens OpenStreetMap, which needs no account). */
export function directionsUrl(office: Office): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatOfficeAddress(office))}`
}
