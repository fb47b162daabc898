import { beforeEach, describe, expect, test } from 'vitest'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { OMBUDSMAN_NOTE } from './answer-notes'
import { answerLawQuestion } from './answer.server'
import { LAW_DISCLAIMER } from './schemas'

// Answers on the shipped corpus: each source dated and marked whole or not, a doubtful key section
// named before anything else, and the HOA Ombudsman beside the disclaimer when the question is a dispute.

const t = setupTestDatabase()
beforeEach(() => loadTestCorpus(t.db))

const ask = (
  question: string,
  communityType: 'homeowners-association' | 'condominium' = 'homeowners-association',
) => answerLawQuestion(t.db, { question, communityType }, { llm: null })

describe('how current each source is', () => {
  test('the 2025 plan-approval section is dated in the answer and in its source', async () => {
    const result = await ask('Can Utah Code 57-8a-109 let my HOA charge a fee to review my building plans?')
    expect(result.sources[0]).toEqual({
      section: '57-8a-109',
      title: 'Approval of plans',
      url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S109.html',
      effective: '2025-05-07',
      complete: true,
      stale: false,
    })
    expect(result.answer).toContain(
      'Utah Code 57-8a-109, Approval of plans (Community Association Act)\nText as in effect 5/7/2025.\n',
    )
  })

  test('an older copy is named as such in the answer’s first lines', async () => {
    const result = await ask(
      'What does Utah Code 57-8-44 say about a lien for unpaid assessments?',
      'condominium',
    )
    const [first] = result.answer.split('\n\n')
    expect(first).toMatch(/^Please note: /)
    expect(first).toContain('our copy of Utah Code 57-8-44 is an older copy (2014) and may be out of date')
    expect(result.answer).toContain('Older copy (2014): may be out of date.')
    expect(result.sources.find((s) => s.section === '57-8-44')).toMatchObject({
      effective: '2014-05-13',
      stale: true,
      complete: false,
    })
  })
})

describe('the HOA Ombudsman', () => {
  test('a dispute with the association is pointed at the Ombudsman, next to the disclaimer', async () => {
    const result = await ask('My HOA board refuses to let me see the financial records, what can I do?')
    expect(result.disclaimer).toBe(`${LAW_DISCLAIMER}\n\n${OMBUDSMAN_NOTE}`)
    expect(result.disclaimer).toMatch(/advisory opinion/)
    expect(result.disclaimer).toMatch(/nonrefundable \$150 filing fee/)
    const office = result.sources.filter((s) => s.section.startsWith('13-79-'))
    expect(office).toEqual([
      expect.objectContaining({ section: '13-79-102', effective: '2025-05-07', complete: true, stale: true }),
      expect.objectContaining({
        section: '13-79-104',
        effective: '2026-05-06',
        complete: false,
        stale: false,
      }),
    ])
  })

  test('an answer whose summary is about the Ombudsman does not repeat it under the disclaimer', async () => {
    const result = await ask('What does the HOA Ombudsman do, and how do I ask for an advisory opinion?')
    expect(result.topic).toBe('ombudsman')
    expect(result.answer).toMatch(/\$150/)
    expect(result.disclaimer).toBe(LAW_DISCLAIMER)
  })

  test('a question that is not a dispute gets the disclaimer alone', async () => {
    const result = await ask('How much notice does our board have to give before a board meeting?')
    expect(result.disclaimer).toBe(LAW_DISCLAIMER)
    expect(result.sources.some((s) => s.section.startsWith('13-79-'))).toBe(false)
  })
})
