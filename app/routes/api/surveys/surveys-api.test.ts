import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../../tests/factories/communities'
import { Q, surveyInput } from '../../../../tests/factories/surveys'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { createSession } from '~/features/staff/sessions.server'
import { survey as english } from '~/i18n/messages/survey.en'
import type { StaffSurvey, SurveyView } from '~/features/surveys/types'
import * as responsesCsv from './responses-csv'
import * as responses from './responses'
import * as step from './step'
import * as survey from './survey'
import * as surveys from './surveys'
import * as duplicate from './duplicate'

// /api/surveys end to end through the route modules: the builder's calls, answering with every kind of
// refusal the issue lists (422, 409, 410), the per-address limit, and the CSV.

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)
let token: string

beforeEach(async () => {
  const manager = await staffActor(t.db, 'manager', 'Mia Manager')
  token = (await createSession(t.db, manager.id)).token
})

async function created(overrides: Record<string, unknown> = {}) {
  const response = await call(surveys.action, '/api/surveys', {
    token,
    method: 'POST',
    body: surveyInput(overrides),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { survey: StaffSurvey }).survey
}

async function published(overrides: Record<string, unknown> = {}) {
  const draft = await created(overrides)
  const response = await call(step.action, '/x', {
    token,
    method: 'POST',
    params: { surveyId: draft.id, step: 'publish' },
  })
  expect(response.status).toBe(200)
  return draft
}

let browserCount = 0
/** POST /responses as a browser with its own id header (and a per-test address unless given). */
function post(
  surveyId: string,
  body: object,
  browser = `browser-id-${++browserCount}-abcdefgh`,
  ip?: string,
  more: Record<string, string> = {},
) {
  const request = new Request(`http://127.0.0.1/api/surveys/${surveyId}/responses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Survey-Browser': browser, ...more },
    body: JSON.stringify(body),
  })
  const context = routeContext(t.db, {
    clientIp: ip ?? `198.51.100.${browserCount % 250}`,
    formRateLimitPerHour: 100,
  })
  return responses.action({ request, context, params: { surveyId } } as never)
}

const good = { [Q.single]: 'north', [Q.role]: 'owner', [Q.yesNo]: true }

describe('the builder', () => {
  test('create keeps given ids, makes the others, and answers the staff view', async () => {
    const draft = await created()
    expect(draft).toMatchObject({ status: 'draft', availability: 'not_open', canEdit: true, responses: 0 })
    expect(draft.questions.map((q) => q.id)).toContain(Q.followUp)
    expect(draft.questions.find((q) => q.id === Q.followUp)!.showIf).toEqual({
      questionId: Q.yesNo,
      operator: 'equals',
      value: false,
    })
  })

  test('a broken definition is a 422 naming the question field', async () => {
    const response = await call(surveys.action, '/api/surveys', {
      token,
      method: 'POST',
      body: surveyInput({
        questions: [{ type: 'single', prompt: 'Only one', options: [{ label: 'a' }] }],
        communityQuestionId: null,
        roleQuestionId: null,
      }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      fieldErrors: { 'questions.0.options': ['Give at least 2 choices.'] },
    })
  })

  test('PATCH replaces a draft’s questions; once published it is a 409; DELETE only a draft', async () => {
    const draft = await created()
    const patched = await call(survey.action, '/x', {
      token,
      method: 'PATCH',
      params: { surveyId: draft.id },
      body: surveyInput({
        title: 'Renamed',
        questions: [{ id: Q.single, type: 'yes_no', prompt: 'Open?' }],
        communityQuestionId: null,
        roleQuestionId: null,
      }),
    })
    expect(patched.status).toBe(200)
    expect(((await patched.json()) as { survey: StaffSurvey }).survey).toMatchObject({
      title: 'Renamed',
      questions: [{ id: Q.single, type: 'yes_no' }],
    })
    await call(step.action, '/x', { token, method: 'POST', params: { surveyId: draft.id, step: 'publish' } })
    const again = await call(survey.action, '/x', {
      token,
      method: 'PATCH',
      params: { surveyId: draft.id },
      body: surveyInput(),
    })
    expect(again.status).toBe(409)
    expect(
      (await call(survey.action, '/x', { token, method: 'DELETE', params: { surveyId: draft.id } })).status,
    ).toBe(409)
    const other = await created()
    expect(
      (await call(survey.action, '/x', { token, method: 'DELETE', params: { surveyId: other.id } })).status,
    ).toBe(200)
    expect(await countRows(t.db, 'surveys')).toBe(1)
  })

  test('a slug already in use is a 422 on the slug', async () => {
    await created({ slug: 'pool' })
    const response = await call(surveys.action, '/api/surveys', {
      token,
      method: 'POST',
      body: surveyInput({ slug: 'pool' }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      fieldErrors: { slug: ['Another survey already uses this address.'] },
    })
  })

  test('a survey read back saves again unchanged (the builder round trip)', async () => {
    const draft = await created({ slug: 'round-trip', opensAt: '2031-01-01T07:00:00.000Z' })
    const read = await call(survey.loader, '/x', { token, params: { surveyId: draft.id } })
    const body = (await read.json()) as StaffSurvey
    const saved = await call(survey.action, '/x', {
      token,
      method: 'PATCH',
      params: { surveyId: draft.id },
      body,
    })
    expect(saved.status).toBe(200)
    const again = ((await saved.json()) as { survey: StaffSurvey }).survey
    expect({ ...again, updatedAt: '' }).toEqual({ ...body, updatedAt: '' })
  })

  test('publishing needs a question; close and reopen follow the status', async () => {
    const empty = await created({ questions: [], communityQuestionId: null, roleQuestionId: null })
    const refused = await call(step.action, '/x', {
      token,
      method: 'POST',
      params: { surveyId: empty.id, step: 'publish' },
    })
    expect(refused.status).toBe(409)
    const live = await published()
    const stepOf = (name: string) =>
      call(step.action, '/x', { token, method: 'POST', params: { surveyId: live.id, step: name } })
    expect((await stepOf('reopen')).status).toBe(409)
    expect((await stepOf('close')).status).toBe(200)
    expect((await stepOf('close')).status).toBe(409)
    expect((await stepOf('reopen')).status).toBe(200)
    expect((await stepOf('launch')).status).toBe(404)
  })

  test('duplicate: a new draft with new question ids and show-if following them', async () => {
    const live = await published()
    const response = await call(duplicate.action, '/x', {
      token,
      method: 'POST',
      params: { surveyId: live.id },
    })
    expect(response.status).toBe(201)
    const copy = ((await response.json()) as { survey: StaffSurvey }).survey
    expect(copy).toMatchObject({ status: 'draft', title: 'Copy of Pool survey', slug: null })
    const ids = copy.questions.map((q) => q.id)
    expect(ids.filter((id) => Object.values(Q).includes(id as never))).toEqual([])
    const follow = copy.questions.at(-1)!
    expect(follow.showIf!.questionId).toBe(copy.questions.find((q) => q.prompt === 'Heated?')!.id)
    expect(copy.communityQuestionId).toBe(copy.questions[0]!.id)
  })
})

describe('the respondent', () => {
  test('GET by id or slug: the public sees published surveys only, with availability', async () => {
    const draft = await created({ slug: 'pool-2025' })
    expect((await call(survey.loader, '/x', { params: { surveyId: 'pool-2025' } })).status).toBe(404)
    expect((await call(survey.loader, '/x', { token, params: { surveyId: 'pool-2025' } })).status).toBe(200)
    await call(step.action, '/x', { token, method: 'POST', params: { surveyId: draft.id, step: 'publish' } })
    const view = (await (
      await call(survey.loader, '/x', { params: { surveyId: 'pool-2025' } })
    ).json()) as SurveyView
    expect(view).toMatchObject({ id: draft.id, slug: 'pool-2025', availability: 'open', anonymous: false })
    expect(view).not.toHaveProperty('communityId')
    expect(view.questions).toHaveLength(13)
  })

  test('201, then a second answer from the same browser is a 409 and the page says "used"', async () => {
    const live = await published()
    const first = await post(live.id, { answers: good }, 'same-browser-0000001')
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ thankYou: 'Thanks!' })
    const second = await post(live.id, { answers: good }, 'same-browser-0000001')
    expect(second.status).toBe(409)
    const request = new Request('http://127.0.0.1/x', {
      headers: { 'X-Survey-Browser': 'same-browser-0000001' },
    })
    const view = await survey.loader({
      request,
      context: routeContext(t.db),
      params: { surveyId: live.id },
    } as never)
    expect(((await view.json()) as SurveyView).availability).toBe('used')
    expect(await countRows(t.db, 'survey_responses')).toBe(1)
  })

  test('without a browser id the answer sets a cookie that then counts as the browser', async () => {
    const live = await published()
    const send = (cookie?: string) =>
      responses.action({
        request: new Request('http://127.0.0.1/x', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
          body: JSON.stringify({ answers: good }),
        }),
        context: routeContext(t.db),
        params: { surveyId: live.id },
      } as never)
    const first = await send()
    expect(first.status).toBe(201)
    const cookie = first.headers.get('set-cookie')!
    expect(cookie).toMatch(/^survey_browser=[\w-]+; Path=\/; .*HttpOnly/)
    expect((await send(cookie.split(';')[0])).status).toBe(409)
  })

  test('422 with fieldErrors keyed by question id: missing, out of type, hidden, unknown', async () => {
    const live = await published()
    const response = await post(live.id, {
      answers: { [Q.role]: 'landlord', [Q.rating]: 9, [Q.yesNo]: true, [Q.followUp]: 'sneaky', nope: 1 },
    })
    expect(response.status).toBe(422)
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(fieldErrors).sort()).toEqual([Q.single, Q.role, Q.rating, Q.followUp, 'nope'].sort())
    expect(await countRows(t.db, 'survey_responses')).toBe(0)
    expect(await countRows(t.db, 'survey_browser_marks')).toBe(0)
  })

  test('every type answered through the API is stored cleaned, with the filter columns', async () => {
    const live = await published()
    const answers = {
      [Q.single]: { other: ' Annex ' },
      [Q.role]: 'renter',
      [Q.multiple]: ['pm', { other: 'Night' }],
      [Q.rating]: 4,
      [Q.nps]: 9,
      [Q.yesNo]: false,
      [Q.followUp]: 'Too cold',
      [Q.short]: 'ok',
      [Q.long]: 'More shade please',
      [Q.number]: 2,
      [Q.date]: '2025-05-24',
      [Q.ranking]: ['lanes', 'shade', 'slide'],
      [Q.matrix]: { deck: 'ok', showers: 'good' },
    }
    expect((await post(live.id, { answers })).status).toBe(201)
    const stored = (await t.db.execute('select answers, community, role from survey_responses' as never)) as {
      rows: Array<{ answers: Record<string, unknown>; community: string; role: string }>
    }
    expect(stored.rows[0]).toEqual({
      answers: { ...answers, [Q.single]: { other: 'Annex' } },
      community: 'other',
      role: 'renter',
    })
  })

  test('a date outside the author’s limits is a 422 at the question and nothing is stored', async () => {
    const input = surveyInput()
    const dated = input.questions.map((q) => (q.id === Q.date ? { ...q, latest: 'today' } : q))
    const live = await published({ questions: dated })
    expect(live.questions.find((q) => q.id === Q.date)).toMatchObject({ latest: 'today' })
    const response = await post(live.id, { answers: { ...good, [Q.date]: '2200-06-01' } })
    expect(response.status).toBe(422)
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(fieldErrors).toEqual({ [Q.date]: ['Please enter a date on or before today.'] })
    expect(await countRows(t.db, 'survey_responses')).toBe(0)
    expect((await post(live.id, { answers: { ...good, [Q.date]: '2001-09-01' } })).status).toBe(201)
  })

  test('a Spanish page’s answers are refused in Spanish, naming the Spanish choice; stored by id all the same', async () => {
    const questions = surveyInput().questions.map((q) =>
      q.id === Q.role
        ? {
            ...q,
            quotas: [{ value: 'renter', limit: 1 }],
            translations: { es: { prompt: '¿Es propietario?', options: { renter: 'Inquilino' } } },
          }
        : q,
    )
    const live = await published({ questions })
    const spanish = { 'Content-Language': 'es' }
    const missing = await post(live.id, { answers: { [Q.role]: 'owner' } }, undefined, undefined, spanish)
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({
      message: 'Algunas respuestas necesitan revisión. Revíselas e inténtelo de nuevo.',
      fieldErrors: { [Q.single]: ['Responda esta pregunta.'] },
    })
    const renter = { ...good, [Q.role]: 'renter' }
    expect((await post(live.id, { answers: renter }, undefined, undefined, spanish)).status).toBe(201)
    const full = await post(live.id, { answers: renter }, undefined, undefined, spanish)
    expect(full.status).toBe(409)
    expect(((await full.json()) as { message: string }).message).toBe(
      'Gracias. Ya tenemos todas las respuestas que necesitamos de quienes respondieron “Inquilino”.',
    )
    const stored = (await t.db.execute('select answers from survey_responses' as never)) as {
      rows: Array<{ answers: Record<string, unknown> }>
    }
    expect(stored.rows.map((r) => r.answers[Q.role])).toEqual(['renter'])
  })

  test('a renter’s jump past page 2: an answer there is a 422, its required question is not demanded', async () => {
    const questions = surveyInput().questions.map((q) =>
      q.id === Q.role
        ? { ...q, jumps: [{ value: 'renter', to: 2 }] }
        : q.id === Q.rating
          ? { ...q, required: true }
          : q,
    )
    const live = await published({ questions })
    expect(live.questions.find((q) => q.id === Q.role)?.jumps).toEqual([{ value: 'renter', to: 2 }])
    const skipped = await post(live.id, { answers: { ...good, [Q.role]: 'renter' } })
    expect(skipped.status).toBe(422)
    const { fieldErrors } = (await skipped.json()) as { fieldErrors: Record<string, string[]> }
    expect(fieldErrors).toEqual({ [Q.yesNo]: [english['answer.hidden']] })
    expect(await countRows(t.db, 'survey_responses')).toBe(0)
    const owner = await post(live.id, { answers: good })
    expect(owner.status).toBe(422)
    expect((await owner.json()) as object).toMatchObject({
      fieldErrors: { [Q.rating]: [english['answer.required']] },
    })
    const renter = await post(live.id, { answers: { [Q.single]: 'north', [Q.role]: 'renter' } })
    expect(renter.status).toBe(201)
  })

  test('410 when closed, not yet open, or full; the view says which', async () => {
    const closed = await published()
    await call(step.action, '/x', { token, method: 'POST', params: { surveyId: closed.id, step: 'close' } })
    const later = await published({ opensAt: new Date(Date.now() + 86_400_000).toISOString() })
    const full = await published({ responseLimit: 1 })
    expect((await post(full.id, { answers: good })).status).toBe(201)
    for (const [s, availability] of [
      [closed, 'closed'],
      [later, 'not_open'],
      [full, 'full'],
    ] as const) {
      const response = await post(s.id, { answers: good })
      expect(response.status).toBe(410)
      expect(((await response.json()) as { message: string }).message).toMatch(/./)
      const view = (await (
        await call(survey.loader, '/x', { params: { surveyId: s.id } })
      ).json()) as SurveyView
      expect(view.availability).toBe(availability)
    }
  })

  test('the per-address form limit answers 429 with Retry-After', async () => {
    const live = await published()
    const statuses: number[] = []
    for (let i = 0; i < 101; i++)
      statuses.push((await post(live.id, { answers: { nope: 1 } }, undefined, '192.0.2.77')).status)
    expect(statuses.slice(0, 100).every((s) => s === 422)).toBe(true)
    expect(statuses[100]).toBe(429)
    const limited = await post(live.id, { answers: good }, undefined, '192.0.2.77')
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('the CSV', () => {
  test('one row per response, a column per question and per matrix row, formulas guarded', async () => {
    const live = await published()
    await post(live.id, {
      answers: {
        ...good,
        [Q.multiple]: ['am', { other: '=HYPERLINK("x")' }],
        [Q.matrix]: { deck: 'good' },
        [Q.ranking]: ['slide', 'shade', 'lanes'],
      },
    })
    const response = await call(responsesCsv.loader, '/x', { token, params: { surveyId: live.id } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('pool-survey-responses.csv')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain(
      'Submitted,Community,Owner or renter,Invited name,Invited email,Units,Which building?',
    )
    expect(lines[0]).toContain('Rate the areas: Deck,Rate the areas: Showers')
    expect(lines[1]).toContain(',North,Owner,')
    expect(lines[1]).toContain('Morning; Other: =HYPERLINK(""x"")')
    expect(lines[1]).toContain('Slide > Shade > Lanes')
    expect(lines[1]).toContain(',Good,,')
  })

  test('no bearer, no CSV', async () => {
    const live = await published()
    expect((await call(responsesCsv.loader, '/x', { params: { surveyId: live.id } })).status).toBe(401)
  })
})
