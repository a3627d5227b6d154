import { describe, expect, it } from 'vitest'
import { expertiseAreas } from './expertise-areas'
import { industries } from './industries'
import { staticPages } from './pages'
import { segmentLabels } from './route-labels'

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size, `duplicates in ${values.join(', ')}`).toBe(values.length)
}

describe('content collections', () => {
  it('has the six expertise areas with the services the spec names', () => {
    expect(expertiseAreas.map((area) => area.id)).toEqual([
      'artificial-intelligence',
      'data',
      'business-operations',
      'cloud',
      'planning-delivery',
      'strategy',
    ])
    const byMenuTitle = Object.fromEntries(expertiseAreas.map((a) => [a.menuTitle, a.services]))
    expect(byMenuTitle.AI).toEqual([
      'Machine learning',
      'Predictive Modeling',
      'Generative AI and LLMs',
      'Agentic AI and MCP',
      'Intelligent Automation',
      'Software Development',
    ])
    expect(byMenuTitle.Cloud).toEqual([
      'Migration & Modernization',
      'Infrastructure & Provisioning',
      'Application Integration',
    ])
    expect(byMenuTitle.Strategy).toHaveLength(4)
  })

  it('has the seven industries in the spec order, each with sectors', () => {
    expect(industries.map((industry) => industry.title)).toEqual([
      'High-tech',
      'Financial Services',
      'E-commerce',
      'Automotive',
      'Hospitality',
      'Gaming',
      'Media',
    ])
    for (const industry of industries) expectUnique(industry.sectors)
  })

  it('registers each static page once', () => {
    expectUnique(staticPages.map((page) => page.path))
  })

  it('names every segment of every registered page for breadcrumbs', () => {
    const segments = staticPages.flatMap((page) => page.path.split('/').filter(Boolean))
    const ids = [...expertiseAreas.map((a) => a.id), ...industries.map((i) => i.id)]
    for (const segment of [...segments, ...ids]) expect(segmentLabels).toHaveProperty(segment)
    expect(segmentLabels['artificial-intelligence']).toBe('Artificial Intelligence')
    expect(segmentLabels['high-tech']).toBe('High-tech')
    expect(segmentLabels.SCIPAB).toBe('SCIPAB')
  })
})
