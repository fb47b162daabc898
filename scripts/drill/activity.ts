import { randomBytes } from 'node:crypto'
import { minimalPdf, minimalXlsx } from '../../tests/factories/documents'
import { multipartForm, validQuote, validRegistration } from '../../tests/factories/forms'
import { solidPng } from '../../tests/factories/images'
import { call, type Staff } from '../bench/api-setup'
import { benchElectionInput } from '../bench/elections-data'
import { DEMO_ELECTION_TITLE } from '../demo/election'
import { DEMO_RESPONSES, DEMO_SURVEY_SLUG, demoAnswers } from '../demo/survey'

// What the drill does on the source site before backing it up, over HTTP as the site's own clients do:
// the public forms with their uploads, an election run to certified and published results, and a few
// answers to a survey. Each leaves rows the restored site must hold, and files it must serve byte for byte.

const BALLOTS = 4
const SURVEY_ANSWERS = 3

/** A pricing quote with its budget and reserve study, and a rental registration with its lease. */
async function postForms(origin: string): Promise<number> {
  const quote = Object.entries(validQuote()).filter(([, value]) => value !== null)
  // A budget of about a megabyte that does not compress: the backup carries it in hex, line by line.
  const budget = minimalPdf(`Budget ${randomBytes(512 * 1024).toString('hex')}`)
  await call(origin, '/api/pricing-quotes', {
    method: 'POST',
    body: multipartForm({
      ...Object.fromEntries(quote.map(([key, value]) => [key, String(value)])),
      budget_file: { name: 'Budget 2026.pdf', bytes: budget, type: 'application/pdf' },
      reserve_study_file: { name: 'reserve-study.xlsx', bytes: minimalXlsx() },
    }),
    want: 201,
  })
  await call(origin, '/api/landlord-tenant', {
    method: 'POST',
    body: multipartForm({
      // Text the backup must carry through JSON and back on either engine: quotes, a backslash, an emoji.
      data: JSON.stringify({ ...validRegistration(), community: 'Oak Hollow “Ⅱ” \\ Été 🏔 HOA' }),
      lease_file: { name: 'Lease 2026.png', bytes: solidPng(64), type: 'image/png' },
    }),
    want: 201,
  })
  return 3
}

type ElectionDetail = {
  election: {
    id: string
    status: string
    secret: boolean
    contests: Array<{
      id: string
      kind: 'candidates' | 'measure'
      seats: number
      options: Array<{ id: string }>
    }>
  }
}

/**
 * The demo's open secret-ballot election: printed notices give the units without email their voting links,
 * a few of them vote online, and staff close, certify and publish. Every ballot elects the same candidates
 * and says yes, so no tie holds up the certification.
 */
async function certifyElection(staff: Staff): Promise<string> {
  const { elections } = await call<{ elections: Array<{ id: string; title: string; status: string }> }>(
    staff,
    '/api/elections',
  )
  const demo = elections.find((e) => e.title === DEMO_ELECTION_TITLE && e.status === 'open')
  if (!demo) throw new Error(`the demo data has no open election "${DEMO_ELECTION_TITLE}"`)
  const { election } = await call<ElectionDetail>(staff, `/api/elections/${demo.id}`)
  const path = `/api/elections/${demo.id}`
  const { notices } = await call<{ notices: Array<{ link: string }> }>(staff, `${path}/notices`, {
    method: 'POST',
  })
  if (notices.length < BALLOTS) throw new Error(`${notices.length} printed notices, fewer than ${BALLOTS}`)
  const choices = election.contests.map((contest) => ({
    contestId: contest.id,
    optionIds: contest.options.slice(0, contest.kind === 'measure' ? 1 : contest.seats).map((o) => o.id),
  }))
  for (const notice of notices.slice(0, BALLOTS)) {
    const token = new URL(notice.link).pathname.split('/').pop()!
    await call(staff.origin, `/api/elections/ballot/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: JSON.stringify({ choices }),
      want: 201,
    })
  }
  for (const step of ['close', 'certify', 'publish']) await call(staff, `${path}/${step}`, { method: 'POST' })
  return election.secret ? 'secret' : 'open'
}

/** Residents past the demo's own answer the demo survey, each from a browser of their own. */
async function answerSurvey(origin: string): Promise<number> {
  for (let n = DEMO_RESPONSES; n < DEMO_RESPONSES + SURVEY_ANSWERS; n++)
    await call(origin, `/api/surveys/${DEMO_SURVEY_SLUG}/responses`, {
      method: 'POST',
      body: JSON.stringify({ answers: demoAnswers(n) }),
      want: 201,
    })
  return SURVEY_ANSWERS
}

export type Activity = { uploads: number; ballots: number; ballot: string; surveyAnswers: number }

export async function runActivity(staff: Staff): Promise<Activity> {
  const uploads = await postForms(staff.origin)
  const ballot = await certifyElection(staff)
  const surveyAnswers = await answerSurvey(staff.origin)
  return { uploads, ballots: BALLOTS, ballot, surveyAnswers }
}

/**
 * New work on a restored site: a community and a draft election in it, whose history and audit rows take
 * their ids from sequences the restore must have carried over (a sequence set back would refuse them as
 * duplicates).
 */
export async function takeNewWork(staff: Staff): Promise<void> {
  const { community } = await call<{ community: { id: string } }>(staff, '/api/communities', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Restore Drill HOA',
      associationType: 'homeowners-association',
      city: 'Sandy',
    }),
    want: 201,
  })
  await call(staff, '/api/elections', {
    method: 'POST',
    body: JSON.stringify(benchElectionInput(community.id, 'units')),
    want: 201,
  })
}
