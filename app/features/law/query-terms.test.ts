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

  test('finds cited section numbers in their usual forms', () => {
    expect(citedSections('See § 57-8a-209 and 57-8-10.1, not 57-8a.')).toEqual(['57-8a-209', '57-8-10.1'])
    expect(citedSections('nothing cited here')).toEqual([])
  })
})
