import { describe, expect, it } from 'vitest'
import { isTitleMatch, normalizeTitle } from './title-match'

const HEALTH = 'Modernizing Patient Access and Data for a Regional Health System'

describe('normalizeTitle', () => {
  it.each([
    ['Privacy Policy & Terms of Service', 'privacy policy and terms of service'],
    ['High-tech', 'high tech'],
    [
      'SCIPAB for Agentic AI: A Situational-Analysis Framework',
      'scipab for agentic ai a situational analysis framework',
    ],
    ['  We’re   Working\tOn This…  ', 'we re working on this'],
    ['Pricing — and capacity (2025)', 'pricing and capacity 2025'],
    ['Café Résumé', 'cafe resume'],
    ['R&D', 'r and d'],
    ['', ''],
    [' -- ', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeTitle(text)).toBe(expected)
  })
})

describe('isTitleMatch', () => {
  it.each([
    // [why, query, title]
    ['the exact title', HEALTH, HEALTH],
    ['case and surrounding space', `  ${HEALTH.toUpperCase()} `, HEALTH],
    [
      'punctuation and dashes',
      'scipab for agentic ai situational analysis framework',
      'SCIPAB for Agentic AI: A Situational-Analysis Framework',
    ],
    ['& typed as and', 'privacy policy and terms of service', 'Privacy Policy & Terms of Service'],
    ['spaces ignored', 'ecommerce', 'E-commerce'],
    ['stop words left out', 'strategy transformation', 'Strategy & Transformation'],
    ['a stop word added', 'the cloud', 'Cloud'],
    ['one letter changed', HEALTH.replace('Patient', 'Patiant'), HEALTH],
    ['one letter dropped', HEALTH.replace('Regional', 'Regonal'), HEALTH],
    ['one letter added', HEALTH.replace('Access', 'Acccess'), HEALTH],
    ['two neighbours swapped', HEALTH.replace('Health', 'Haelth'), HEALTH],
    ['one title word missing', 'modernizing patient access data regional health', HEALTH],
    [
      'one title word missing in the middle',
      'Choosing an AI Framework for the Enterprise',
      'Choosing an AI Agent Framework for the Enterprise',
    ],
    ['one extra word', `${HEALTH} overview`, HEALTH],
    ['a typo in a four-letter word', HEALTH.replace('Data', 'Dta'), HEALTH],
    [
      'one extra word in the middle',
      'Building Calibrated Trust Between People and Generative AI at Work',
      'Building Calibrated Trust Between People and AI at Work',
    ],
  ])('matches: %s', (_why, query, title) => {
    expect(isTitleMatch(query, title)).toBe(true)
  })

  it.each([
    ['a short query for a long title', 'ai', 'Choosing an AI Agent Framework for the Enterprise'],
    [
      'one word of a long title',
      'retail',
      'AI Forecasting and Personalization for a Specialty Retailer',
    ],
    ['half of a long title', 'modernizing patient access', HEALTH],
    ['two words missing', 'modernizing patient access data health', HEALTH],
    ['two typos', HEALTH.replace('Patient', 'Patiant').replace('Health', 'Haelth'), HEALTH],
    ['a typo and a missing word', 'modernizing patiant access data regional health', HEALTH],
    ['two typos in one word', HEALTH.replace('Regional', 'Regionnall'), HEALTH],
    [
      'a three-letter word misspelt',
      'Neoclouds: What Specialized CPU Clouds Mean for Enterprise AI',
      'Neoclouds: What Specialized GPU Clouds Mean for Enterprise AI',
    ],
    ['a different word in place of one', HEALTH.replace('Regional', 'National'), HEALTH],
    [
      'the same words in another order',
      'Health System Modernizing Patient Access Data Regional',
      HEALTH,
    ],
    ['a shorter page title that shares words', 'Our Values', 'Our Mission & Values'],
    ['a longer page title that shares words', 'Our Mission & Values', 'Our Values'],
    ['a short title and one more word', 'cloud strategy', 'Cloud'],
    ['a typo in a short title', 'hospitalty', 'Hospitality'],
    [
      'another article on the same subject',
      'Agentic AI for Document Extraction',
      'SCIPAB for Agentic AI: A Situational-Analysis Framework',
    ],
    ['only stop words', 'the', 'The Bottom Line'],
    ['a blank query', '  ', 'Cloud'],
    ['punctuation only', ' -- ', 'Cloud'],
    ['a blank title', 'cloud', ''],
  ])('does not match: %s', (_why, query, title) => {
    expect(isTitleMatch(query, title)).toBe(false)
  })
})
