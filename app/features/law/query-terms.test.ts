import { describe, expect, test } from 'vitest'
import { citedSections, contentWords, queryTerms } from './query-terms'

describe('query terms', () => {
  test('keeps content words and drops question scaffolding', () => {
    expect(contentWords('Can my HOA stop me from renting my townhome?')).toEqual([
      'hoa',
      'stop',
      'renting',
      'townhome',
    ])
  })

  test('adds the statute’s words for owner vocabulary at a lower weight', () => {
    const terms = queryTerms('Are condo dues late?')
    const weight = (text: string) => terms.find((t) => t.text === text)?.weight
    expect(weight('condo')).toBe(1)
    expect(weight('condominium')).toBeLessThan(1)
    expect(weight('assessment')).toBeLessThan(1)
    expect(weight('late fee')).toBeLessThan(1)
    expect(weight('condo dues')).toBe(0.5)
  })

  test('maps "ban", "how often" and "mailed" to the words the statutes use', () => {
    const texts = (question: string) => queryTerms(question).map((t) => t.text)
    expect(texts('Can the HOA ban rentals?')).toContain('prohibit')
    expect(texts('How often is a reserve study due?')).toContain('frequently')
    expect(texts('Can we vote by mailed ballot?')).toContain('written ballot')
  })

  test('owner words for the Ombudsman, water-wise landscaping and utility shutoffs find the statute’s', () => {
    const texts = (question: string) => queryTerms(question).map((t) => t.text)
    expect(texts('Who can help me in a dispute with my HOA?')).toContain('advisory opinion')
    expect(texts('Can I put in xeriscaping?')).toContain('water wise landscaping')
    expect(texts('Will the power company shut off my service?')).toContain('discontinue service')
  })

  test('"without a meeting" is kept as a phrase, and a Utah place name is not a content word', () => {
    expect(queryTerms('Can the board act without holding a meeting?').map((t) => t.text)).toContain(
      'action without meeting',
    )
    expect(contentWords('What is the speed limit through Salt Lake County and Park City?')).toEqual([
      'speed',
      'limit',
    ])
    expect(contentWords('Must the bylaws be recorded with the county?')).toContain('county')
  })

  test('finds cited section numbers in their usual forms', () => {
    expect(citedSections('See § 57-8a-209 and 57-8-10.1, not 57-8a.')).toEqual(['57-8a-209', '57-8-10.1'])
    expect(citedSections('nothing cited here')).toEqual([])
  })
})
