import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { expertiseAreas } from '@/content/expertise-areas'
import { serviceCards } from '@/content/home'
import { industries } from '@/content/industries'
import { cannedReply, cannedReplyFor, cannedTopic } from './canned-replies'

describe('cannedTopic', () => {
  it.each([
    ['What services do you have?', 'services'],
    ['can you help us?', 'services'],
    ['Tell me about the company', 'about'],
    ['Which industries do you serve?', 'industries'],
    ['what sectors', 'industries'],
    ['Your expertise in technology?', 'expertise'],
    ['any case studies?', 'insights'],
    ['Where are your insights', 'insights'],
    ['What is your pricing?', 'pricing'],
    ['how much would it cost', 'pricing'],
    ['purple elephants', 'default'],
  ] as const)('%j is %s', (text, topic) => {
    expect(cannedTopic(text)).toBe(topic)
  })
})

describe('canned replies', () => {
  it('link the services, about, industries, insights and contact pages between them', () => {
    const all = ['services', 'about', 'industries', 'expertise', 'insights', 'pricing', 'default']
      .map((topic) => cannedReplyFor(topic as Parameters<typeof cannedReplyFor>[0]))
      .join(' ')
    for (const path of ['/services', '/about', '/industries', '/insights', '/contact']) {
      expect(all).toContain(`](${path})`)
    }
  })

  it('say only what the site says: every industry, practice and service by its name', () => {
    const industriesReply = cannedReplyFor('industries').toLowerCase()
    for (const industry of industries)
      expect(industriesReply).toContain(industry.title.toLowerCase())
    const expertiseReply = cannedReplyFor('expertise').toLowerCase()
    for (const area of expertiseAreas) expect(expertiseReply).toContain(area.title.toLowerCase())
    const servicesReply = cannedReplyFor('services').toLowerCase()
    for (const card of serviceCards) expect(servicesReply).toContain(card.title.toLowerCase())
    expect(cannedReplyFor('about')).toContain(String(site.foundingYear))
    for (const office of site.offices) expect(cannedReplyFor('about')).toContain(office.city)
  })

  it('answers a message by its first matching topic, and a stranger with the default', () => {
    expect(cannedReply('pricing for industries')).toBe(cannedReplyFor('pricing'))
    expect(cannedReply('zzz')).toBe(cannedReplyFor('default'))
    expect(cannedReplyFor('pricing')).toContain(site.email)
  })
})
