import { eq, inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { answeredSurvey, byId, counts } from '../../../tests/factories/survey-results'
import { Q, surveyInput } from '../../../tests/factories/surveys'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { surveyResponses } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import type { Actor } from './access.server'
import { responsesCsv } from './export.server'
import { getResults, searchTexts } from './results.server'

// The results against a fixture computed by hand (issue 13), the filters, the texts, small-group
// suppression in anonymous surveys, and who may see them.

const t = setupTestDatabase()
let staff: Actor

const fixture = (overrides: Record<string, unknown> = {}) => answeredSurvey(t.db, staff, overrides)

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

describe('aggregates against the hand-computed fixture', () => {
  test('every question type', async () => {
    const survey = await fixture()
    const { results } = await getResults(t.db, staff, survey.id, { group: {} })
    expect(results).toMatchObject({ total: 5, suppressed: false, overTime: [{ day: utahToday(), count: 5 }] })
    const q = byId(results.questions)
    expect(counts(q.get(Q.single))).toEqual({ north: 3, south: 1, other: 1 })
    expect(q.get(Q.single)!.answered).toBe(5)
    expect(q.get(Q.single)!.counts!.map((c) => c.label)).toEqual(['North', 'South', 'Other'])
    expect(q.get(Q.single)!.texts).toEqual(['Annex'])
    expect(counts(q.get(Q.role))).toEqual({ owner: 2, renter: 2 })
    expect(q.get(Q.role)!.answered).toBe(4)
    expect(counts(q.get(Q.multiple))).toEqual({ am: 3, pm: 2, eve: 2, other: 1 })
    expect(q.get(Q.multiple)!.texts).toEqual(['Night'])
    expect(q.get(Q.rating)).toMatchObject({ answered: 4, mean: 3.5 })
    expect(counts(q.get(Q.rating))).toEqual({ 1: 0, 2: 1, 3: 1, 4: 1, 5: 1 })
    expect(q.get(Q.nps)).toMatchObject({
      answered: 5,
      mean: 8,
      nps: { promoters: 2, passives: 2, detractors: 1, score: 20 },
    })
    expect(counts(q.get(Q.yesNo))).toEqual({ true: 3, false: 2 })
    expect(q.get(Q.number)).toMatchObject({ answered: 2, mean: 3 })
    expect(q.get(Q.ranking)!.ranking).toEqual([
      { key: 'lanes', label: 'Lanes', averagePosition: 1.67 },
      { key: 'slide', label: 'Slide', averagePosition: 2 },
      { key: 'shade', label: 'Shade', averagePosition: 2.33 },
    ])
    expect(q.get(Q.ranking)!.answered).toBe(3)
    expect(q.get(Q.matrix)!.matrix).toEqual([
      {
        rowId: 'deck',
        label: 'Deck',
        counts: [
          { key: 'bad', label: 'Poor', count: 1 },
          { key: 'ok', label: 'Fair', count: 0 },
          { key: 'good', label: 'Good', count: 2 },
        ],
      },
      {
        rowId: 'showers',
        label: 'Showers',
        counts: [
          { key: 'bad', label: 'Poor', count: 1 },
          { key: 'ok', label: 'Fair', count: 1 },
          { key: 'good', label: 'Good', count: 0 },
        ],
      },
    ])
    expect(q.get(Q.short)!.texts).toEqual(['warm'])
    expect(q.get(Q.long)!.texts).toEqual(['More shade'])
    // Newest first: the fifth response came last.
    expect(q.get(Q.followUp)!.texts).toEqual(['Freezing', 'Too cold'])
    expect(results.communities.map((c) => c.id)).toEqual(['north', 'south', 'other'])
    expect(results.hasRoleFilter).toBe(true)
  })

  test('filtered by owner/renter and by community', async () => {
    const survey = await fixture()
    const owners = (await getResults(t.db, staff, survey.id, { group: { role: 'owner' } })).results
    expect(owners.total).toBe(2)
    expect(byId(owners.questions).get(Q.rating)).toMatchObject({ answered: 2, mean: 4.5 })
    const north = (await getResults(t.db, staff, survey.id, { group: { community: 'north' } })).results
    expect(north.total).toBe(3)
    expect(counts(byId(north.questions).get(Q.yesNo))).toEqual({ true: 2, false: 1 })
    const other = (await getResults(t.db, staff, survey.id, { group: { community: 'other' } })).results
    expect(other.total).toBe(1)
  })

  test('texts: search, one question, pages of 50', async () => {
    const survey = await fixture()
    const all = await searchTexts(t.db, staff, survey.id, { offset: 0 })
    expect(all.total).toBe(6)
    const shade = await searchTexts(t.db, staff, survey.id, { q: 'SHADE', offset: 0 })
    expect(shade.texts).toEqual([{ questionId: Q.long, text: 'More shade', day: utahToday() }])
    const follow = await searchTexts(t.db, staff, survey.id, { questionId: Q.followUp, offset: 0 })
    expect(follow.texts.map((x) => x.text)).toEqual(['Freezing', 'Too cold'])
    const wild = await searchTexts(t.db, staff, survey.id, { q: '%', offset: 0 })
    expect(wild.total).toBe(0)
    expect((await searchTexts(t.db, staff, survey.id, { offset: 50 })).texts).toEqual([])
  })
})

describe('small groups in an anonymous survey', () => {
  test('a filter that leaves fewer than 3 responses shows nothing', async () => {
    const survey = await fixture({ anonymous: true })
    const owners = (await getResults(t.db, staff, survey.id, { group: { role: 'owner' } })).results
    expect(owners).toMatchObject({ suppressed: true, total: 0, overTime: [] })
    expect(owners.questions.every((q) => q.suppressed && !q.counts && !q.texts)).toBe(true)
    expect(await searchTexts(t.db, staff, survey.id, { role: 'renter', offset: 0 })).toEqual({
      texts: [],
      total: 0,
      suppressed: true,
    })
  })

  test('unfiltered, a question answered by fewer than 3 is withheld; the rest shows', async () => {
    const survey = await fixture({ anonymous: true })
    const { results } = await getResults(t.db, staff, survey.id, { group: {} })
    expect(results.suppressed).toBe(false)
    const q = byId(results.questions)
    expect(q.get(Q.number)).toMatchObject({ suppressed: true, answered: 0 })
    expect(q.get(Q.number)!.mean).toBeUndefined()
    expect(q.get(Q.followUp)).toMatchObject({ suppressed: true })
    expect(q.get(Q.followUp)!.texts).toBeUndefined()
    expect(q.get(Q.rating)).toMatchObject({ suppressed: false, answered: 4, mean: 3.5 })
  })

  test('a day with fewer than 3 responses is left out of the chart over time, and counted apart', async () => {
    const earlier = '2025-03-04'
    const backdate = async (surveyId: string) => {
      const rows = await t.db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(eq(surveyResponses.surveyId, surveyId))
      const two = rows.slice(0, 2).map((r) => r.id)
      await t.db.update(surveyResponses).set({ submittedOn: earlier }).where(inArray(surveyResponses.id, two))
    }
    const secret = await fixture({ anonymous: true })
    await backdate(secret.id)
    const { results } = await getResults(t.db, staff, secret.id, { group: {} })
    expect(results).toMatchObject({
      total: 5,
      overTime: [{ day: utahToday(), count: 3 }],
      overTimeWithheld: 2,
    })
    const named = await fixture()
    await backdate(named.id)
    const open = (await getResults(t.db, staff, named.id, { group: {} })).results
    expect(open.overTime).toEqual([
      { day: earlier, count: 2 },
      { day: utahToday(), count: 3 },
    ])
    expect(open.overTimeWithheld).toBeUndefined()
  })

  test('a non-anonymous survey shows small groups', async () => {
    const survey = await fixture()
    expect((await getResults(t.db, staff, survey.id, { group: { role: 'owner' } })).results.suppressed).toBe(
      false,
    )
  })
})

describe('private answers (contact details)', () => {
  test('are counted but never listed in the results or texts, and staff read them in the export', async () => {
    const questions = surveyInput().questions.map((q: { id?: string }) =>
      q.id === Q.short ? { ...q, confidential: true } : q,
    )
    const survey = await fixture({ questions, resultsPublic: true })
    for (const actor of [staff, undefined]) {
      const q = byId((await getResults(t.db, actor, survey.id, { group: {} })).results.questions)
      expect(q.get(Q.short)).toMatchObject({ answered: 1, confidential: true })
      expect(q.get(Q.short)!.texts).toBeUndefined()
      const texts = await searchTexts(t.db, actor, survey.id, { offset: 0 })
      expect(texts.texts.map((x) => x.text)).not.toContain('warm')
      expect(texts.total).toBe(5)
    }
    let csv = ''
    for await (const piece of (await responsesCsv(t.db, staff, survey.id)).pieces) csv += piece
    expect(csv).toContain('warm')
  })
})

describe('who sees results', () => {
  test('the public: only when results are public and the survey is not a draft', async () => {
    const hidden = await fixture()
    await expect(getResults(t.db, undefined, hidden.id, { group: {} })).rejects.toMatchObject({ status: 404 })
    await expect(searchTexts(t.db, undefined, hidden.id, { offset: 0 })).rejects.toMatchObject({
      status: 404,
    })
    const open = await fixture({ resultsPublic: true })
    expect((await getResults(t.db, undefined, open.id, { group: {} })).results.total).toBe(5)
  })
})
