import { describe, expect, test } from 'vitest'
import { newCommunity, staffActor } from '../../../tests/factories/communities'
import { answer } from '../../../tests/factories/surveys'
import { countRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { buildQuestions, checkFilterQuestions } from './definition'
import { getSurveyView } from './respond.server'
import { getResults } from './results.server'
import { SurveyInputSchema } from './schemas'
import { SURVEY_2025, SURVEY_2025_IDS as Q } from './seed-2025'
import { ensureSurvey2025 } from './seed.server'

// The 2025 community survey (issue 13): seeded once, valid by the builder's own rules, its community
// choices following the managed list, answerable at /survey-2025 out of the box.

const t = setupTestDatabase()
const HASH = 'test-hash-key-that-is-long-enough-123'

describe('the 2025 community survey', () => {
  test('passes the builder’s rules (4 pages, show-if, filters)', () => {
    const input = SurveyInputSchema.parse({ title: SURVEY_2025.title, questions: SURVEY_2025.questions })
    const { questions, fieldErrors } = buildQuestions(input.questions)
    expect(fieldErrors).toEqual({})
    expect(checkFilterQuestions(questions, SURVEY_2025)).toEqual({})
    expect(new Set(questions.map((q) => q.page))).toEqual(new Set([0, 1, 2, 3]))
  })

  test('seeded once, published and anonymous; communities read at request time', async () => {
    expect(await ensureSurvey2025(t.db)).toEqual({ seeded: true })
    expect(await ensureSurvey2025(t.db)).toEqual({ seeded: false })
    expect(await countRows(t.db, 'surveys')).toBe(1)
    const staff = await staffActor(t.db)
    const maple = await newCommunity(t.db, staff, { name: 'Maple Hollow HOA' })
    const view = await getSurveyView(t.db, 'survey-2025', { hashKey: HASH })
    expect(view).toMatchObject({
      status: 'published',
      anonymous: true,
      audience: 'open',
      availability: 'open',
    })
    const community = view.questions.find((q) => q.id === Q.community)!
    expect(community.options).toEqual([{ id: maple.id, label: 'Maple Hollow HOA' }])
    expect(community.allowOther).toBe(true)
  })

  test('answered by slug; results filter by community and owner or renter', async () => {
    await ensureSurvey2025(t.db)
    const staff = await staffActor(t.db)
    const maple = await newCommunity(t.db, staff, { name: 'Maple Hollow HOA' })
    const base = { [Q.community]: maple.id, [Q.role]: 'owner', [Q.recommend]: 9, [Q.contact]: false }
    for (let i = 0; i < 3; i++) await answer(t.db, 'survey-2025', base)
    await expect(answer(t.db, 'survey-2025', { ...base, [Q.contact]: true })).rejects.toMatchObject({
      status: 422,
      extra: { fieldErrors: { [Q.name]: ['Please answer this question.'] } },
    })
    await answer(t.db, 'survey-2025', {
      ...base,
      [Q.contact]: true,
      [Q.name]: 'Rae',
      [Q.email]: 'rae@example.com',
    })
    const { results } = await getResults(t.db, staff, 'survey-2025', {
      group: { community: maple.id, role: 'owner' },
    })
    expect(results.total).toBe(4)
    expect(results.communities).toContainEqual({ id: maple.id, label: 'Maple Hollow HOA' })
    expect(results.questions.find((q) => q.questionId === Q.recommend)!.nps).toEqual({
      promoters: 4,
      passives: 0,
      detractors: 0,
      score: 100,
    })
    // The contact details given for a follow-up are never listed in the results.
    const contact = results.questions.filter((q) => [Q.name, Q.email, Q.phone].includes(q.questionId))
    expect(contact.every((q) => q.confidential && !q.texts)).toBe(true)
    expect(JSON.stringify(results)).not.toContain('rae@example.com')
  })
})
