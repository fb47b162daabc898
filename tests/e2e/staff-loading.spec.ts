import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, communityWithRoll, createElection, uniqueStamp } from './election-setup'
import { expect, expectNoAxeViolations, skipCookieBanner, test, type Page } from './fixtures'
import { pageErrors, staffAccount, staffSession, withStaffSession } from './staff-sessions'

// A staff page shows its heading and a spinner at once, while the browser loads its data: on the first
// load (from the server's own HTML on) and on each move to another staff page. The page's data request is
// held until the test has seen that state, so "at once" is observed, not timed.

/** Holds the answers to GET requests for `pathname` until release() is called. */
async function holdData(page: Page, pathname: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released
      await route.continue()
    },
  )
  return { release }
}

/** The page's name as its only h1, the main area busy, a spinner labelled Loading; axe finds nothing. */
async function expectLoading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const main = page.getByRole('main')
  await expect(main).toHaveAttribute('aria-busy', 'true')
  await expect(main.getByRole('status', { name: 'Loading' })).toBeVisible()
  await expectNoAxeViolations(page, { whileLoading: true })
}

async function expectLoaded(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0)
  await expectNoAxeViolations(page)
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

async function signedIn(page: Page, request: APIRequestContext) {
  await withStaffSession(page, await staffSession(request, await adminHeaders(request), 'admin'))
}

test('the server sends a staff page with its heading and a busy main area', async ({ request }) => {
  const html = await (await request.get('/staff/surveys')).text()
  expect(html).toMatch(/<main[^>]*aria-busy="true"/)
  expect(html).toMatch(/<h1[^>]*>Surveys<\/h1>/)
  expect(html).toContain('aria-label="Loading"')
})

test('the first load shows the page’s heading and a spinner until its data arrives', async ({
  page,
  request,
}) => {
  await signedIn(page, request)
  const errors = pageErrors(page)
  const data = await holdData(page, '/api/surveys')
  await page.goto('/staff/surveys')
  await expectLoading(page, 'Surveys')
  data.release()
  await expect(page.getByRole('link', { name: 'New survey' })).toBeVisible()
  await expectLoaded(page, 'Surveys')
  expect(errors).toEqual([])
})

test('a detail page loads under a generic heading, then its record’s name', async ({ page, request }) => {
  const admin = await adminHeaders(request)
  const stamp = uniqueStamp()
  const roll = 'unit,owner_name,owner_email,weight\r\nLot 1,Pat Lee,pat.lee@example.com,1\r\n'
  const place = { name: `Sage Hill ${stamp}`, city: 'Logan', county: 'Cache' }
  const communityId = await communityWithRoll(request, admin, place, roll)
  const title = `Sage Hill board ${stamp}`
  const election = await createElection(request, admin, {
    communityId,
    title,
    contests: [{ kind: 'candidates', title: 'Director', seats: 1, options: [{ label: 'Alice Park' }] }],
  })
  await signedIn(page, request)
  const data = await holdData(page, `/api/elections/${election.id}`)
  await page.goto(`/staff/elections/${election.id}`)
  await expectLoading(page, 'Election')
  data.release()
  await expectLoaded(page, title)

  // From the printed notices, outside the back office's frame, back to the election.
  await page.goto(`/staff/elections/${election.id}/notices`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Printed notices: ${title}`)
  const again = await holdData(page, `/api/elections/${election.id}`)
  await page.getByRole('link', { name: `Back to ${title}` }).click()
  await expectLoading(page, 'Election')
  again.release()
  await expectLoaded(page, title)
})

test('signing in shows the page it goes on to, by name, while that page loads', async ({ page, request }) => {
  const account = await staffAccount(request, await adminHeaders(request), 'manager')
  await page.goto('/staff/login?next=%2Fstaff%2Fcommunities')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  const data = await holdData(page, '/api/communities')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expectLoading(page, 'Communities')
  data.release()
  await expectLoaded(page, 'Communities')
})

test('moving to another staff page shows its heading and a spinner at once', async ({ page, request }) => {
  const errors = pageErrors(page)
  const admin = await adminHeaders(request)
  const survey = await request.post('/api/surveys', {
    headers: admin,
    data: {
      title: `Guest parking ${uniqueStamp()}`,
      questions: [{ type: 'yes_no', prompt: 'Limit guest parking to 48 hours?' }],
    },
  })
  expect(survey.status()).toBe(201)
  const { id, title } = ((await survey.json()) as { survey: { id: string; title: string } }).survey
  await signedIn(page, request)

  await page.goto('/staff/surveys')
  await expectLoaded(page, 'Surveys')
  const nav = page.getByRole('navigation', { name: 'Back office' })

  // A list: the heading of the page being opened replaces the one left, with the spinner.
  const elections = await holdData(page, '/api/elections')
  await nav.getByRole('link', { name: 'Elections' }).click()
  await expectLoading(page, 'Elections')
  elections.release()
  await expect(page.getByRole('link', { name: 'New election' }).first()).toBeVisible()
  await expectLoaded(page, 'Elections')

  // A record: its page's name first, then the record's own.
  await nav.getByRole('link', { name: 'Surveys' }).click()
  await expectLoaded(page, 'Surveys')
  const detail = await holdData(page, `/api/surveys/${id}`)
  await page.getByRole('link', { name: title }).click()
  await expectLoading(page, 'Survey')
  detail.release()
  await expectLoaded(page, title)
  expect(errors).toEqual([])
})
