import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answeredSurvey, byId, counts } from '../../../tests/factories/survey-results'
import { answer, Q } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import type { Actor } from './access.server'
import { getResults, searchTexts } from './results.server'

// Written-in "Other" answers are words a respondent chose, like a text question's: an anonymous survey
// lists them only when at least 3 responses of the group wrote one, in the results and through the texts
// endpoint alike (decision 0012). The "Other" count itself stays, as every choice's count does.

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const anonymousPublic = () => answeredSurvey(t.db, staff, { anonymous: true, resultsPublic: true })

describe('"Other" answers in an anonymous survey', () => {
  test('one or two written in: counted, but their words are not shown to the public or staff', async () => {
    const survey = await anonymousPublic()
    for (const actor of [undefined, staff]) {
      const q = byId((await getResults(t.db, actor, survey.id, { group: {} })).results.questions)
      expect(counts(q.get(Q.single))).toMatchObject({ other: 1 })
      expect(q.get(Q.single)).toMatchObject({ suppressed: false, othersWithheld: true })
      expect(q.get(Q.single)!.texts).toBeUndefined()
      expect(q.get(Q.multiple)).toMatchObject({ othersWithheld: true })
      expect(q.get(Q.multiple)!.texts).toBeUndefined()
    }
  })

  test('the texts endpoint lists no text of a question that fewer than 3 of the group wrote', async () => {
    const survey = await anonymousPublic()
    const all = await searchTexts(t.db, undefined, survey.id, { offset: 0 })
    expect(all.texts.map((x) => x.text)).toEqual([])
    for (const questionId of [Q.single, Q.multiple, Q.followUp])
      expect(await searchTexts(t.db, undefined, survey.id, { questionId, offset: 0 })).toEqual({
        texts: [],
        total: 0,
        suppressed: true,
      })
    const searched = await searchTexts(t.db, undefined, survey.id, { q: 'Annex', offset: 0 })
    expect(searched.total).toBe(0)
  })

  test('three written in: listed, in the results and the texts; a filter counts its own group', async () => {
    const survey = await anonymousPublic()
    await answer(t.db, survey.id, { [Q.single]: { other: 'Carriage House' }, [Q.role]: 'owner' })
    await answer(t.db, survey.id, { [Q.single]: { other: 'Gatehouse' }, [Q.role]: 'owner' })
    const q = byId((await getResults(t.db, undefined, survey.id, { group: {} })).results.questions)
    expect(q.get(Q.single)!.othersWithheld).toBeUndefined()
    expect(q.get(Q.single)!.texts).toEqual(expect.arrayContaining(['Annex', 'Carriage House', 'Gatehouse']))
    const texts = await searchTexts(t.db, undefined, survey.id, { questionId: Q.single, offset: 0 })
    expect(texts.total).toBe(3)

    // Owners: 4 responses, but only 2 of them wrote "Other".
    const owners = await getResults(t.db, undefined, survey.id, { group: { role: 'owner' } })
    const single = byId(owners.results.questions).get(Q.single)!
    expect(owners.results.total).toBe(4)
    expect(single).toMatchObject({ othersWithheld: true })
    expect(single.texts).toBeUndefined()
    const ownersTexts = await searchTexts(t.db, undefined, survey.id, {
      role: 'owner',
      questionId: Q.single,
      offset: 0,
    })
    expect(ownersTexts).toMatchObject({ texts: [], suppressed: true })
  })

  test('a named survey lists every "Other" answer, as it lists every text', async () => {
    const survey = await answeredSurvey(t.db, staff, { resultsPublic: true })
    const q = byId((await getResults(t.db, undefined, survey.id, { group: {} })).results.questions)
    expect(q.get(Q.single)!.texts).toEqual(['Annex'])
    expect(q.get(Q.single)!.othersWithheld).toBeUndefined()
  })
})
