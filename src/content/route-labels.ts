import { site } from '@/config/site'
import { articles } from './articles.server'
import { caseStudies } from './case-studies'
import { expertiseAreas } from './expertise-areas'
import { industries } from './industries'

/**
 * Friendly names of path segments for breadcrumbs: every route segment and every content id.
 * A segment missing here is title-cased ('data-privacy' → 'Data Privacy'), which reads well for
 * plain words but not for names like 'High-tech' or 'SCIPAB', so list those explicitly.
 */
const routeSegmentLabels: Record<string, string> = {
  expertise: 'Expertise',
  services: 'Services',
  insights: 'Insights',
  'thought-leadership': 'Thought Leadership',
  webinars: 'Webinars',
  SCIPAB: 'SCIPAB Webinar',
  about: 'About Us',
  mission: 'Our Mission & Values',
  values: 'Our Values',
  leadership: 'Our Leadership',
  people: 'Our People',
  locations: 'Locations',
  certifications: 'Certifications & Recognition',
  partners: 'Partners',
  contact: 'Connect With Us',
  industries: 'Industries',
  'case-studies': 'Case Studies',
  'client-success-stories': 'Client Success Stories',
  'privacy-and-terms': 'Privacy Policy & Terms of Service',
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  clients: 'Clients',
  faq: 'FAQ',
  'working-on-it': "We're Working On This",
  career: 'Careers',
  social: 'Social Media',
  auth: 'Sign In',
  account: 'Account',
  'reset-password': 'Reset Password',
  consultations: 'Consultations',
  cancel: 'Cancel',
  reschedule: 'Reschedule',
}

const socialLabels = Object.fromEntries(
  site.socials.map((social) => [social.platform, social.label]),
)

export const segmentLabels: Readonly<Record<string, string>> = {
  ...routeSegmentLabels,
  ...socialLabels,
  ...Object.fromEntries(expertiseAreas.map((area) => [area.id, area.title])),
  ...Object.fromEntries(industries.map((industry) => [industry.id, industry.title])),
  ...Object.fromEntries(caseStudies.map((study) => [study.id, study.title])),
  ...Object.fromEntries(articles.map((article) => [article.slug, article.title])),
}
