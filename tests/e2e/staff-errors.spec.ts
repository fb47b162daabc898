import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, communityWithRoll, createElection, uniqueStamp, type Headers } from './election-setup'
import { expect, expectNoAxeViolations, skipCookieBanner, test, type Page } from './fixtures'
import { pageErrors, staffSession, withStaffSession } from './staff-sessions'

// Every staff page answers a refusal with its sentence and a way back, never an error: a board account
// opening another community's records, a manager opening an admin's page, and addresses of records that
// do not exist. Each page is opened by its address, as a bookmark or a link in an email does.

const NOWHERE = '00000000-0000-4000-8000-000000000000'
const ROLL =
  'unit,owner_name,owner_email,weight\r\nLot 1,Pat Lee,pat.lee@example.com,1\r\nLot 2,Sam Roe,,1\r\n'

type Refusal = { path: string; heading: 'Not found' | 'Not allowed'; sentence: string }

/** Opens each address and expects its refusal, the way back, no error and nothing for axe to flag. */
async function expectRefusals(page: Page, refusals: Refusal[], back: string) {
  const errors = pageErrors(page)
  for (const { path, heading, sentence } of refusals) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert'), path).toHaveText(sentence)
    await expect(page.getByRole('link', { name: back }), path).toBeVisible()
    await expectNoAxeViolations(page)
    expect(errors, path).toEqual([])
  }
}

/** Another community, with its roll, a published survey and a draft election, none of them the board's. */
async function otherCommunity(request: APIRequestContext, admin: Headers) {
  const stamp = uniqueStamp()
  const place = { city: 'Logan', county: 'Cache' }
  const own = await communityWithRoll(request, admin, { name: `Aspen Meadows ${stamp}`, ...place }, ROLL)
  const other = await communityWithRoll(request, admin, { name: `Juniper Flats ${stamp}`, ...place }, ROLL)
  const survey = await request.post('/api/surveys', {
    headers: admin,
    data: {
      title: `Juniper Flats pool survey ${stamp}`,
      audience: 'invitation',
      communityId: other,
      questions: [{ type: 'yes_no', prompt: 'Should the pool open at 6 am?' }],
    },
  })
  expect(survey.status()).toBe(201)
  const surveyId = ((await survey.json()) as { survey: { id: string } }).survey.id
  expect((await request.post(`/api/surveys/${surveyId}/publish`, { headers: admin })).status()).toBe(200)
  const election = await createElection(request, admin, {
    communityId: other,
    title: `Juniper Flats board ${stamp}`,
    contests: [
      {
        kind: 'candidates',
        title: 'Director',
        seats: 1,
        options: [{ label: 'Alice Park' }, { label: 'Bo Chen' }],
      },
    ],
  })
  const units = await request.get(`/api/communities/${other}/units`, { headers: admin })
  const unitId = ((await units.json()) as { units: Array<{ id: string }> }).units[0]!.id
  return { own, other, surveyId, electionId: election.id, unitId }
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test("a board account opening another community's survey, election, community or unit reads that it is not found", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await adminHeaders(request)
  const { own, other, surveyId, electionId, unitId } = await otherCommunity(request, admin)
  await withStaffSession(page, await staffSession(request, admin, 'board', [own]))
  const survey = 'There is no survey at this address.'
  const election = 'There is no election with that id.'
  const community = 'There is no community with that id.'
  await expectRefusals(
    page,
    [
      { path: `/staff/surveys/${surveyId}`, heading: 'Not found', sentence: survey },
      { path: `/staff/surveys/${surveyId}/preview`, heading: 'Not found', sentence: survey },
      { path: `/staff/elections/${electionId}`, heading: 'Not found', sentence: election },
      { path: `/staff/elections/${electionId}/preview`, heading: 'Not found', sentence: election },
      { path: `/staff/communities/${other}`, heading: 'Not found', sentence: community },
      { path: `/staff/communities/${other}/units/${unitId}`, heading: 'Not found', sentence: community },
    ],
    'Back to your communities',
  )
})

test("a manager opening an admin's page reads that its role does not allow it", async ({ page, request }) => {
  const admin = await adminHeaders(request)
  await withStaffSession(page, await staffSession(request, admin, 'manager'))
  const refused = 'Your role does not allow this.'
  await expectRefusals(
    page,
    [
      { path: '/staff/users', heading: 'Not allowed', sentence: refused },
      { path: '/staff/backups', heading: 'Not allowed', sentence: refused },
    ],
    'Back to the inbox',
  )
})

test('every detail page of the back office says what is not found at an unknown address', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await adminHeaders(request)
  const community = await communityWithRoll(
    request,
    admin,
    { name: `Red Butte ${uniqueStamp()}`, city: 'Logan', county: 'Cache' },
    ROLL,
  )
  await withStaffSession(page, await staffSession(request, admin, 'admin'))
  const notFound = (path: string, sentence: string): Refusal => ({ path, heading: 'Not found', sentence })
  const noCommunity = 'There is no community with that id.'
  const noElection = 'There is no election with that id.'
  const noSurvey = 'There is no survey at this address.'
  await expectRefusals(
    page,
    [
      notFound(
        `/staff/submissions/contact/${NOWHERE}`,
        'There is no such submission. It may have been removed.',
      ),
      notFound(`/staff/outbox/${NOWHERE}`, 'There is no such message in the outbox.'),
      notFound(`/staff/blog/${NOWHERE}`, 'There is no such article.'),
      notFound(`/staff/communities/${NOWHERE}`, noCommunity),
      notFound(`/staff/communities/${NOWHERE}/settings`, noCommunity),
      notFound(`/staff/communities/${NOWHERE}/import`, noCommunity),
      notFound(`/staff/communities/${NOWHERE}/units/new`, noCommunity),
      notFound(
        `/staff/communities/${community}/units/${NOWHERE}`,
        'There is no unit with that id in this community.',
      ),
      notFound(`/staff/elections/${NOWHERE}`, noElection),
      notFound(`/staff/elections/${NOWHERE}/edit`, noElection),
      notFound(`/staff/elections/${NOWHERE}/preview`, noElection),
      notFound(`/staff/elections/${NOWHERE}/notices`, noElection),
      notFound(`/staff/elections/${NOWHERE}/certificate`, noElection),
      notFound(`/staff/surveys/${NOWHERE}`, noSurvey),
      notFound(`/staff/surveys/${NOWHERE}/edit`, noSurvey),
      notFound(`/staff/surveys/${NOWHERE}/preview`, noSurvey),
    ],
    'Back to the inbox',
  )
})
