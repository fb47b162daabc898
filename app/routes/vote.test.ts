import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  unitsOf,
  type OpenedElection,
} from '../../tests/factories/elections'
import { routeContext } from '../../tests/setup/route-context'
import { setupTestDatabase } from '../../tests/setup/test-database'
import type { Actor } from '~/features/elections/access.server'
import { choiceField, writeInField } from '~/features/elections/ballot-form'
import type { VoteActionData, VoteLoaderData } from '~/features/elections/components/ballot-page'
import { statusSentence } from '~/features/elections/components/ballot-status'
import { formatUtahDateTime, utahToday } from '~/lib/dates'
import { translator } from '~/i18n/catalogues.server'
import { LINK_NOT_VALID_MESSAGE, LINK_REPLACED_MESSAGE } from '~/features/elections/ballot.server'
import { issueCredentials } from '~/features/elections/credentials.server'
import { closeElection, certifyElection, publishElection } from '~/features/elections/lifecycle.server'
import type { ResultsData } from '~/features/elections/components/results-page'
import { action, loader } from './vote'
import { FAILED_VERIFICATION_MESSAGE } from '~/features/elections/verify.server'
import { loader as resultsLoader } from './results'

// The voting page's loader and action as React Router calls them: a plain form post, no JavaScript.

const t = setupTestDatabase()
let staff: Actor & { id: string; role: 'manager' }

beforeEach(async () => {
  staff = (await staffActor(t.db, 'manager', 'Mia Manager')) as typeof staff
})

type Answer<T> = { data: T; init: { status?: number; headers?: Record<string, string> } | null }

async function open(overrides: Record<string, unknown> = {}) {
  const community = await electionCommunity(t.db, staff, unitsOf(3, '1.5'))
  return openedElection(t.db, staff, community.id, overrides)
}

const load = async (token: string) =>
  (await loader({
    request: new Request(`http://127.0.0.1/vote/${token}`),
    context: routeContext(t.db),
    params: { token },
  } as never)) as unknown as Answer<VoteLoaderData>

async function post(token: string, fields: Array<[string, string]>) {
  const request = new Request(`http://127.0.0.1/vote/${token}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
  return (await action({
    request,
    context: routeContext(t.db),
    params: { token },
  } as never)) as unknown as Answer<VoteActionData>
}

/** Contest 0 is the two-seat race (write-ins allowed), contest 1 the measure. */
function ballotFields(election: OpenedElection, race: string[], measure: string, intent: string) {
  const raceChoice = pick(election, 0, ...race)
  const measureChoice = pick(election, 1, measure)
  return [
    ...raceChoice.optionIds.map((id): [string, string] => [choiceField(raceChoice.contestId), id]),
    [choiceField(measureChoice.contestId), measureChoice.optionIds[0]!],
    [writeInField(raceChoice.contestId), ''],
    ['intent', intent],
  ] as Array<[string, string]>
}

describe('/vote/:token', () => {
  test('the review posted twice (an answer lost, Confirm pressed again) shows the one receipt both times', async () => {
    const election = await open()
    const token = election.links.get('U2')!
    const review = await post(token, ballotFields(election, ['Ben Cho'], 'Yes', 'review'))
    const castKey = review.data.step === 'review' ? review.data.castKey : ''
    const confirm = () =>
      post(token, [...ballotFields(election, ['Ben Cho'], 'Yes', 'cast'), ['castKey', castKey]])
    const first = await confirm()
    const second = await confirm()
    expect(first.init?.status).toBe(201)
    expect(second.init?.status).toBe(201)
    expect(second.data).toEqual(first.data)
    // A new review is a new ballot: it is refused as the unit's second.
    const fresh = await post(token, ballotFields(election, ['Ben Cho'], 'Yes', 'review'))
    const freshKey = fresh.data.step === 'review' ? fresh.data.castKey : ''
    expect(freshKey).not.toBe(castKey)
    const refused = await post(token, [
      ...ballotFields(election, ['Ben Cho'], 'Yes', 'cast'),
      ['castKey', freshKey],
    ])
    expect(refused.init?.status).toBe(409)
  })

  // The site-wide Referrer-Policy (strict-origin-when-cross-origin, server/security-headers.ts) keeps
  // the token from other sites; the page adds no second one.
  test('an unknown link is a 404 with the one sentence, never cached', async () => {
    const answer = await load('A'.repeat(43))
    expect(answer.init?.status).toBe(404)
    expect(answer.data).toEqual({
      kind: 'invalid',
      message: expect.stringMatching(/^This voting link is not valid/),
    })
    expect(answer.init?.headers).toMatchObject({
      'Cache-Control': 'private, no-store',
    })
  })

  test('review, then cast: a receipt; the same link again is refused and says why', async () => {
    const election = await open()
    const token = election.links.get('U1')!
    const opened = await load(token)
    expect(opened.data.kind === 'ballot' && opened.data.ballot.status).toBe('open')

    const tooMany = await post(
      token,
      ballotFields(election, ['Ana Ortiz', 'Ben Cho', 'Cara Diaz'], 'Yes', 'review'),
    )
    expect(tooMany.init?.status).toBe(422)
    expect(tooMany.data).toMatchObject({
      step: 'choices',
      problems: { [election.contests[0]!.id]: 'Choose up to 2 in “Board of directors” (you chose 3).' },
    })

    const review = await post(token, ballotFields(election, ['Ana Ortiz', 'Cara Diaz'], 'No', 'review'))
    expect(review.data).toEqual({
      step: 'review',
      submission: { choices: [pick(election, 0, 'Ana Ortiz', 'Cara Diaz'), pick(election, 1, 'No')] },
      castKey: expect.stringMatching(/^[\w-]{32}$/),
    })
    const edit = await post(token, ballotFields(election, ['Ana Ortiz', 'Cara Diaz'], 'No', 'edit'))
    expect(edit.data).toMatchObject({ step: 'choices', problems: {} })

    const cast = await post(token, ballotFields(election, ['Ana Ortiz', 'Cara Diaz'], 'No', 'cast'))
    expect(cast.init?.status).toBe(201)
    expect(cast.data).toEqual({
      step: 'receipt',
      receipt: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/),
      replaced: false,
    })

    const again = await post(token, ballotFields(election, ['Ben Cho'], 'Yes', 'cast'))
    expect(again.init?.status).toBe(409)
    expect(again.data).toMatchObject({
      step: 'choices',
      message: 'This unit has already voted; each unit has one vote.',
      submission: { choices: [pick(election, 0, 'Ben Cho'), pick(election, 1, 'Yes')] },
    })
    const voted = await load(token)
    expect(voted.data.kind === 'ballot' && voted.data.ballot.status).toBe('voted')
  })

  test('before voting opens the link says when, and nothing can be cast', async () => {
    const opensAt = new Date(Date.now() + 2 * 24 * 3600_000).toISOString()
    const election = await open({ opensAt })
    const token = election.links.get('U1')!
    const answer = await load(token)
    expect(answer.data).toMatchObject({ kind: 'ballot', ballot: { status: 'not_open' } })
    const { times } = answer.data as Extract<VoteLoaderData, { kind: 'ballot' }>
    expect(statusSentence('not_open', times, translator('en', 'vote'))).toBe(
      `Voting opens ${formatUtahDateTime(opensAt)}; come back then with this same link.`,
    )
    const cast = await post(token, ballotFields(election, ['Ben Cho'], 'Yes', 'cast'))
    expect(cast.init?.status).toBe(409)
    expect(cast.data).toMatchObject({
      step: 'choices',
      message: 'Voting has not opened yet; come back when it opens.',
    })
  })

  test('where revote is allowed, a second ballot replaces the first', async () => {
    const election = await open({ revoteAllowed: true })
    const token = election.links.get('U2')!
    await post(token, ballotFields(election, ['Ben Cho'], 'Yes', 'cast'))
    const reopened = await load(token)
    expect(reopened.data).toMatchObject({ kind: 'ballot', ballot: { status: 'voted', canChange: true } })
    const second = await post(token, ballotFields(election, ['Cara Diaz'], 'No', 'cast'))
    expect(second.data).toMatchObject({ step: 'receipt', replaced: true })
  })
})

describe('/results/:electionId', () => {
  const loadResults = async (id: string, query = '') =>
    (await resultsLoader({
      request: new Request(`http://127.0.0.1/results/${id}${query}`),
      context: routeContext(t.db),
      params: { electionId: id },
    } as never)) as unknown as Answer<ResultsData>

  test('unknown, unpublished and published results; the receipt list narrows to a code', async () => {
    const unknown = await loadResults('00000000-0000-4000-8000-000000000000')
    expect(unknown.init?.status).toBe(404)
    expect(unknown.data).toEqual({
      kind: 'hidden',
      message: 'The results of this election are not published.',
    })

    const election = await open({ resultsVisibility: 'voters' })
    const token = election.links.get('U1')!
    const cast = await post(token, ballotFields(election, ['Ana Ortiz'], 'Yes', 'cast'))
    const receipt = (cast.data as { receipt: string }).receipt
    await post(election.links.get('U3')!, ballotFields(election, ['Ben Cho'], 'No', 'cast'))
    await closeElection(t.db, staff, election.id)
    expect((await loadResults(election.id, `?token=${token}`)).data.kind).toBe('hidden')
    await certifyElection(t.db, staff, election.id)
    await publishElection(t.db, staff, election.id)

    // 'voters': the public still sees nothing; a voter's link opens them.
    expect((await loadResults(election.id)).data.kind).toBe('hidden')
    const shown = await loadResults(election.id, `?token=${token}`)
    expect(shown.data).toMatchObject({ kind: 'results', token, staff: false, receipts: { total: 2 } })
    const found = await loadResults(election.id, `?token=${token}&q=${receipt.slice(0, 9).toLowerCase()}`)
    expect(found.data).toMatchObject({ receipts: { total: 1, receipts: [{ receipt }] } })

    // The sealed count replaced in the database after certification: the page says so and shows no figure.
    await t.db.execute(
      sql`update elections set results = jsonb_build_object('sealed', ${Buffer.alloc(96, 7).toString('base64')}::text)
        where id = ${election.id}`,
    )
    const edited = await loadResults(election.id, `?token=${token}`)
    expect(edited.init?.status).toBe(409)
    expect(edited.data).toEqual({ kind: 'hidden', message: FAILED_VERIFICATION_MESSAGE })
  })
})

describe('coming back to a link', () => {
  const ballotOf = (answer: Answer<VoteLoaderData>) =>
    answer.data as Extract<VoteLoaderData, { kind: 'ballot' }>

  test('a link that voted says the day the unit voted and how', async () => {
    const election = await open()
    const token = election.links.get('U1')!
    expect(ballotOf(await load(token)).ballot.voted).toBeNull()
    await post(token, ballotFields(election, ['Ben Cho'], 'Yes', 'cast'))
    expect(ballotOf(await load(token)).ballot.voted).toEqual({ on: utahToday(), method: 'online' })
  })

  test('after an early close the page gives the time voting actually closed, not the scheduled one', async () => {
    const election = await open()
    await closeElection(t.db, staff, election.id)
    const [row] = (
      (await t.db.execute(sql`select closed_at from elections where id = ${election.id}`)) as {
        rows: Array<{ closed_at: string | Date }>
      }
    ).rows
    const closedAt = formatUtahDateTime(new Date(row!.closed_at))
    const { times } = ballotOf(await load(election.links.get('U1')!))
    expect(times.closed).toBe(closedAt)
    expect(times.closes).not.toBe(closedAt)
    expect(statusSentence('closed', times, translator('en', 'vote'))).toBe(
      `Voting in this election closed ${closedAt}.`,
    )
  })

  test('an owner link replaced by one that voted says so; an unknown link still learns nothing', async () => {
    const election = await open()
    const old = election.links.get('U1')!
    // "Lost your link?" adds a link; voting with it retires the unit's others.
    const [fresh] = await issueCredentials(t.db, election.id, [election.unitIds.get('U1')!])
    await post(fresh!.token, ballotFields(election, ['Ben Cho'], 'Yes', 'cast'))
    const replaced = await load(old)
    expect(replaced.init?.status).toBe(404)
    expect(replaced.data).toEqual({ kind: 'invalid', message: LINK_REPLACED_MESSAGE, replaced: true })
    expect((await load('B'.repeat(43))).data).toEqual({ kind: 'invalid', message: LINK_NOT_VALID_MESSAGE })
  })
})

test('results published to voters tell anyone else who may see them and how', async () => {
  const election = await open({ resultsVisibility: 'voters' })
  await post(election.links.get('U1')!, ballotFields(election, ['Ben Cho'], 'Yes', 'cast'))
  await closeElection(t.db, staff, election.id)
  await certifyElection(t.db, staff, election.id)
  await publishElection(t.db, staff, election.id)
  const stranger = await resultsLoader({
    request: new Request(`http://127.0.0.1/results/${election.id}`),
    context: routeContext(t.db),
    params: { electionId: election.id },
  } as never)
  expect((stranger as unknown as Answer<ResultsData>).data).toEqual({
    kind: 'hidden',
    message: 'These results are shown to the voters of this election. Open them from your voting link.',
  })
})
