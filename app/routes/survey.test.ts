import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../tests/factories/communities'
import { publishedSurvey, Q } from '../../tests/factories/surveys'
import { routeContext } from '../../tests/setup/route-context'
import { setupTestDatabase } from '../../tests/setup/test-database'
import type { SurveyActionData, SurveyPageData } from '~/features/surveys/components/respond-page'
import { answerField, moveIntent, otherField, rowField } from '~/features/surveys/respond-fields'
import { SURVEY_2025_IDS as S } from '~/features/surveys/seed-2025'
import { ensureSurvey2025 } from '~/features/surveys/seed.server'
import type { Actor } from '~/features/surveys/access.server'
import { formatUtahDateTime } from '~/lib/dates'
import { action as action2025, loader as loader2025 } from './survey-2025'
import { action, loader } from './survey'

// /survey-2025 and /survey/:surveyId as React Router calls them: the server-rendered definition with its
// availability, and the whole survey posted as a plain form (no JavaScript).

const t = setupTestDatabase()
let staff: Actor

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager', 'Mia Manager')
  await ensureSurvey2025(t.db)
})

type Answer<T> = { data: T; init: { status?: number; headers?: HeadersInit } | null }

const request = (path: string, init: RequestInit = {}) => new Request(`http://127.0.0.1${path}`, init)
const headerOf = (init: Answer<unknown>['init'], name: string) => new Headers(init?.headers).get(name)

async function load2025(cookie?: string) {
  const args = {
    request: request('/survey-2025', { headers: cookie ? { cookie } : {} }),
    context: routeContext(t.db),
    params: {},
  }
  return (await loader2025(args as never)) as unknown as Answer<SurveyPageData>
}

async function post2025(fields: Array<[string, string]>, cookie?: string) {
  const init = {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : undefined,
  }
  const args = { request: request('/survey-2025', init), context: routeContext(t.db), params: {} }
  return (await action2025(args as never)) as unknown as Answer<SurveyActionData>
}

/** A complete answer to the 2025 survey, as the browser posts it without JavaScript. */
function answers2025(contact: 'yes' | 'no'): Array<[string, string]> {
  return [
    [otherField(S.community), 'Maple Ridge HOA'],
    [answerField(S.role), 'renter'],
    [answerField(S.responsiveness), '4'],
    [answerField(S.recommend), '9'],
    [answerField(S.start), 'More evening meetings.'],
    [answerField(S.contact), contact],
    [answerField(S.name), 'Rosa Vega'],
    ['intent', 'send'],
  ]
}

describe('/survey-2025', () => {
  test('the seeded survey renders open, anonymous, with its four groups', async () => {
    const page = await load2025()
    expect(page.data).toMatchObject({
      availability: 'open',
      token: null,
      survey: { slug: 'survey-2025', anonymous: true, audience: 'open', status: 'published' },
    })
    expect(new Set(page.data.survey.questions.map((question) => question.page))).toEqual(
      new Set([0, 1, 2, 3]),
    )
    expect(headerOf(page.init, 'Cache-Control')).toBe('private, no-store')
  })

  test('a missing required answer comes back at its question, with every answer kept', async () => {
    const fields = answers2025('no').filter(([name]) => name !== answerField(S.recommend))
    const answer = await post2025(fields)
    expect(answer.init?.status).toBe(422)
    expect(answer.data).toMatchObject({
      step: 'answering',
      errors: { [S.recommend]: 'Please answer this question.' },
      answers: { [S.role]: 'renter', [S.community]: { other: 'Maple Ridge HOA' } },
    })
  })

  test('sent without JavaScript: the thank-you, a browser cookie, and a second answer is explained', async () => {
    const sent = await post2025(answers2025('yes'))
    expect(sent.init?.status).toBe(201)
    expect(sent.data).toEqual({ step: 'sent', thankYou: expect.stringMatching(/^Thank you/) })
    const cookie = headerOf(sent.init, 'Set-Cookie')!.split(';')[0]!
    expect(cookie).toMatch(/^survey_browser=/)

    expect((await load2025(cookie)).data.availability).toBe('used')
    const again = await post2025(answers2025('no'), cookie)
    expect(again.init?.status).toBe(409)
    expect(again.data).toMatchObject({
      step: 'answering',
      message: expect.stringMatching(/already been answered/),
    })
  })

  test('contact details typed and then hidden by a "No" are not sent', async () => {
    // Without JavaScript the name field shows to everyone; after a "No" it does not apply.
    const sent = await post2025(answers2025('no'))
    expect(sent.init?.status).toBe(201)
    const stored = (await t.db.execute(sql`select answers from survey_responses`)) as unknown as {
      rows: Array<{ answers: Record<string, unknown> }>
    }
    const answers = stored.rows[0]!.answers
    expect(answers[S.contact]).toBe(false)
    expect(answers).not.toHaveProperty(S.name)
  })
})

describe('/survey/:surveyId', () => {
  const call = async (handler: typeof loader | typeof action, surveyId: string, init: RequestInit = {}) =>
    (await handler({
      request: request(`/survey/${surveyId}`, init),
      context: routeContext(t.db),
      params: { surveyId },
    } as never)) as unknown as Answer<SurveyPageData & SurveyActionData>

  test('an unknown or draft survey is a 404', async () => {
    await expect(call(loader, 'no-such-survey')).rejects.toMatchObject({ init: { status: 404 } })
  })

  test('a ranking’s Move up without JavaScript comes back moved, with the other answers kept', async () => {
    const { survey } = await publishedSurvey(t.db, staff, { slug: 'pool' })
    const body = new URLSearchParams([
      [answerField(Q.single), 'north'],
      [rowField(Q.matrix, 'deck'), 'good'],
      ['intent', moveIntent(Q.ranking, 'shade', -1)],
    ])
    const answer = await call(action, survey.slug ?? survey.id, { method: 'POST', body })
    expect(answer.init?.status ?? 200).toBe(200)
    expect(answer.data).toMatchObject({
      step: 'answering',
      errors: {},
      answers: {
        [Q.single]: 'north',
        [Q.matrix]: { deck: 'good' },
        [Q.ranking]: ['slide', 'shade', 'lanes'],
      },
    })
  })

  test('a survey not open yet says when it opens, in Utah time, and takes no answers', async () => {
    const opensAt = new Date(Date.now() + 3 * 24 * 3600_000)
    const { survey } = await publishedSurvey(t.db, staff, { slug: 'later', opensAt: opensAt.toISOString() })
    const page = await call(loader, survey.id)
    expect(page.data.availability).toBe('not_open')
    expect(page.data.times.opens).toBe(formatUtahDateTime(opensAt))
    const body = new URLSearchParams([
      [answerField(Q.single), 'north'],
      ['intent', 'send'],
    ])
    const answer = await call(action, 'later', { method: 'POST', body })
    expect(answer.init?.status).toBe(410)
    expect(answer.data).toMatchObject({ step: 'answering', message: expect.stringMatching(/not open yet/) })
  })
})
