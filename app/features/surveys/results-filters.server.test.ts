import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answeredSurvey, byId, counts } from '../../../tests/factories/survey-results'
import { Q } from '../../../tests/factories/surveys'
import { countStatements } from '../../../tests/setup/statement-counter'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import type { Actor } from './access.server'
import type { ResultsQuery } from './results-query'
import { getResults, NO_SUCH_ANSWER_MESSAGE, searchTexts } from './results.server'

// Filtering by an answer to a choice question, in SQL, alone and with the community and owner/renter
// filters; two groups compared; each group under the small-group rule on its own (decision 0012).

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

const named = () => answeredSurvey(t.db, staff)
const anonymous = () => answeredSurvey(t.db, staff, { anonymous: true })
const answer = (questionId: string, choice: string) => ({ questionId, choice })
const read = (surveyId: string, query: ResultsQuery) => getResults(t.db, staff, surveyId, query)

/** The SQL statements one call sends. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const counter = countStatements(t.db)
  try {
    let done: Promise<unknown> = Promise.resolve()
    counter.serve(() => {
      done = work()
    })({} as never, {} as never)
    await done
    return counter.perRequest()[0]!.length
  } finally {
    counter.stop()
  }
}

describe('filter by an answer', () => {
  test('multiple choice: each choice, "Other", and with the community and owner/renter filters', async () => {
    const survey = await named()
    const morning = (await read(survey.id, { group: { answer: answer(Q.multiple, 'am') } })).results
    expect(morning.total).toBe(3)
    expect(morning.filters).toEqual({ answer: answer(Q.multiple, 'am') })
    expect(counts(byId(morning.questions).get(Q.yesNo))).toEqual({ true: 2, false: 1 })
    const evening = await read(survey.id, { group: { answer: answer(Q.multiple, 'eve') } })
    expect(evening.results.total).toBe(2)
    const other = await read(survey.id, { group: { answer: answer(Q.multiple, 'other') } })
    expect(byId(other.results.questions).get(Q.multiple)!.texts).toEqual(['Night'])
    expect(other.results.total).toBe(1)
    const northOwners = await read(survey.id, {
      group: { community: 'north', role: 'owner', answer: answer(Q.multiple, 'pm') },
    })
    expect(northOwners.results.total).toBe(1)
    expect(byId(northOwners.results.questions).get(Q.rating)).toMatchObject({ answered: 1, mean: 5 })
  })

  test('yes/no, and single choice with "Other" where the question is not the community question', async () => {
    const survey = await answeredSurvey(t.db, staff, { communityQuestionId: null, roleQuestionId: null })
    const no = (await read(survey.id, { group: { answer: answer(Q.yesNo, 'false') } })).results
    expect(no.total).toBe(2)
    expect(byId(no.questions).get(Q.followUp)!.texts).toEqual(['Freezing', 'Too cold'])
    const north = (await read(survey.id, { group: { answer: answer(Q.single, 'north') } })).results
    expect(north.total).toBe(3)
    const annex = (await read(survey.id, { group: { answer: answer(Q.single, 'other') } })).results
    expect(annex.total).toBe(1)
    expect(byId(annex.questions).get(Q.long)!.texts).toEqual(['More shade'])
    const owners = (await read(survey.id, { group: { answer: answer(Q.role, 'owner') } })).results
    expect(owners.total).toBe(2)
    expect(owners.answerQuestions.map((q) => q.number)).toEqual([1, 2, 3, 6])
  })

  test('an answer the survey does not offer is refused with a sentence; the page drops it', async () => {
    const survey = await named()
    for (const bad of [answer(Q.multiple, 'noon'), answer(Q.rating, '5'), answer(Q.role, 'owner')])
      await expect(read(survey.id, { group: { answer: bad } })).rejects.toMatchObject({
        status: 422,
        message: NO_SUCH_ANSWER_MESSAGE,
      })
    const page = await getResults(
      t.db,
      undefined,
      survey.id,
      { group: { role: 'owner', answer: answer(Q.multiple, 'noon') } },
      { lenient: true },
    ).catch((error: unknown) => error)
    expect(page).toMatchObject({ status: 404 }) // not public: the lenient read still checks who may see
    const lenient = await getResults(
      t.db,
      staff,
      survey.id,
      { group: { role: 'owner', answer: answer(Q.multiple, 'noon') } },
      { lenient: true },
    )
    expect(lenient.results).toMatchObject({ total: 2, filters: { role: 'owner' } })
  })

  test('the texts follow the answer filter', async () => {
    const survey = await named()
    const texts = await searchTexts(t.db, staff, survey.id, {
      answer: answer(Q.multiple, 'eve'),
      questionId: Q.followUp,
      offset: 0,
    })
    expect(texts.texts.map((x) => x.text)).toEqual(['Freezing', 'Too cold'])
  })
})

describe('the small-group rule on a filtered group (anonymous survey)', () => {
  test('an answer filter leaving fewer than 3 withholds everything; 3 or more shows', async () => {
    const survey = await anonymous()
    const few = (await read(survey.id, { group: { answer: answer(Q.yesNo, 'false') } })).results
    expect(few).toMatchObject({ suppressed: true, total: 0, overTime: [] })
    expect(few.questions.every((q) => q.suppressed && !q.counts && !q.texts)).toBe(true)
    expect(
      await searchTexts(t.db, staff, survey.id, { answer: answer(Q.yesNo, 'false'), offset: 0 }),
    ).toMatchObject({ texts: [], suppressed: true })
    const morning = (await read(survey.id, { group: { answer: answer(Q.multiple, 'am') } })).results
    expect(morning).toMatchObject({ suppressed: false, total: 3 })
    // Within it, the rating that 2 of the 3 gave is withheld, as any question under 3.
    expect(byId(morning.questions).get(Q.rating)).toMatchObject({ suppressed: true, answered: 0 })
    expect(byId(morning.questions).get(Q.nps)).toMatchObject({ suppressed: false, answered: 3 })
  })
})

describe('two groups compared', () => {
  test('each group has its own figures, side by side', async () => {
    const survey = await named()
    const view = await read(survey.id, { group: { role: 'owner' }, compare: { role: 'renter' } })
    expect(view.results).toMatchObject({ total: 2, filters: { role: 'owner' } })
    expect(view.compared).toMatchObject({ total: 2, filters: { role: 'renter' } })
    expect(byId(view.results.questions).get(Q.rating)!.mean).toBe(4.5)
    expect(byId(view.compared!.questions).get(Q.rating)!.mean).toBe(2.5)
    const byAnswer = await read(survey.id, {
      group: { answer: answer(Q.multiple, 'am') },
      compare: { answer: answer(Q.multiple, 'pm') },
    })
    expect([byAnswer.results.total, byAnswer.compared!.total]).toEqual([3, 2])
    const everyone = await read(survey.id, { group: { community: 'north' }, compare: {} })
    expect([everyone.results.total, everyone.compared!.total]).toEqual([3, 5])
  })

  test('anonymous: a group under 3 is withheld on its own, the other still shows', async () => {
    const survey = await anonymous()
    const view = await read(survey.id, {
      group: { answer: answer(Q.multiple, 'am') },
      compare: { answer: answer(Q.multiple, 'pm') },
    })
    expect(view.results).toMatchObject({ suppressed: false, total: 3 })
    expect(counts(byId(view.results.questions).get(Q.yesNo))).toEqual({ true: 2, false: 1 })
    expect(view.compared).toMatchObject({ suppressed: true, total: 0 })
    expect(view.compared!.questions.every((q) => q.suppressed && !q.counts)).toBe(true)
  })
})

describe('SQL statements', () => {
  test('a filtered view costs the same as an unfiltered one; a second group, six more', async () => {
    const survey = await named()
    const filtered = { community: 'north', role: 'owner' as const, answer: answer(Q.multiple, 'pm') }
    const single = await statementsOf(() => read(survey.id, { group: filtered }))
    const plain = await statementsOf(() => read(survey.id, { group: { community: 'south' } }))
    expect(single).toBe(plain)
    // The survey, its questions, the response count, and the six grouped aggregate queries. (Counted on
    // PostgreSQL, a statement queued behind the pool's five connections can go unseen: at most, there.)
    expect(single).toBeLessThanOrEqual(9)
    const compared = await statementsOf(() =>
      read(survey.id, { group: { role: 'owner' }, compare: { answer: answer(Q.multiple, 'am') } }),
    )
    expect(compared).toBeLessThanOrEqual(9 + 6)
    // Read again with no new response: the figures come from memory.
    expect(await statementsOf(() => read(survey.id, { group: filtered }))).toBe(3)
  })
})
