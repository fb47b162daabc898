import { readFile } from 'node:fs/promises'
import { expect, expectNoAxeViolations, gotoHydrated, test, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Issue 4 "Staff": the back office as the company's staff use it, against the built server with a fresh
// database and the admin that playwright.config.ts creates before the server starts.

const WIDTHS = [1280, 375] as const

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('staff work a submission from sign-in to sign-out, and a manager cannot manage users', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000) // one long journey with ten axe scans, on a shared two-core machine
  const stamp = Date.now().toString(36)
  const comment = `Sprinkler by the clubhouse leaks ${stamp}`
  const sent = await request.post('/api/feedback', {
    data: { rating: 2, comments: comment, email: `resident-${stamp}@example.com` },
  })
  expect(sent.status()).toBe(201)

  // Any staff page without a session leads to the sign-in page, and back there afterwards.
  await gotoHydrated(page, '/staff/outbox')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Foutbox$/)
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0) // no marketing footer
  await expectAccessibleAtBothWidths(page)

  await signIn(page, E2E_ADMIN.email, 'not the right password at all')
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct. Please try again.')

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/staff\/outbox$/)
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(E2E_ADMIN.name)
  await expect(page.getByRole('banner')).toContainText('Admin')

  // The inbox: filter by type and status; the filters live in the URL.
  await page.getByRole('link', { name: 'Inbox' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  await page.getByLabel('Type').selectOption('feedback')
  await page.getByLabel('Search reference, name or email').fill(`resident-${stamp}`)
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/type=feedback/)
  await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^New/ }).click()
  await expect(page).toHaveURL(/status=new/)
  const row = page.getByRole('row').filter({ hasText: comment })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await expectAccessibleAtBothWidths(page)

  // At 375 px the table becomes cards.
  await page.setViewportSize({ width: 375, height: 900 })
  await expect(page.getByRole('table')).toBeHidden()
  await expect(page.getByRole('list', { name: 'Submissions, newest first' }).getByText(comment)).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })

  // The detail: fields, a note, done, and the emails sent about it.
  await row.getByRole('link').click()
  await expect(page.getByRole('heading', { name: /^Feedback FB-/ })).toBeVisible()
  const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Feedback ', '')
  await expect(page.getByText(comment)).toBeVisible()
  await expect(page.getByText('2 of 5 stars', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Feedback: 2 of 5 stars' })).toBeVisible()
  await page.getByLabel('Internal note').fill('  Called the resident; crew booked for Tuesday.  ')
  await page.getByRole('button', { name: 'Add note' }).click()
  const thread = page.getByRole('list', { name: 'Notes and status changes' })
  await expect(thread).toContainText('Called the resident; crew booked for Tuesday.')
  await expect(thread).toContainText(E2E_ADMIN.name)
  await expect(page.getByLabel('Internal note')).toHaveValue('')
  await page.getByRole('button', { name: 'Mark as done' }).click()
  await expect(thread).toContainText('Changed the status from New to Done')
  await expect(page.getByText('Current status:')).toContainText('Done')
  await expectAccessibleAtBothWidths(page)

  // Back in the inbox it is under Done, and the CSV holds it.
  await page.getByRole('link', { name: 'Back to the inbox' }).click()
  await page
    .getByRole('navigation', { name: 'Filter by status' })
    .getByRole('link', { name: /^Done/ })
    .click()
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(1)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Feedback CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^feedback-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  expect(csv).toContain('Reference,Status,Received (Utah time),Rating,Comments,Email,Language,Files\r\n')
  expect(csv).toContain(`${reference},Done,`)
  expect(csv).toContain(comment)

  // The outbox shows the emails and a message's full text.
  await page.getByRole('link', { name: 'Outbox' }).click()
  await expect(page.getByRole('navigation', { name: 'Filter by delivery status' })).toContainText('Waiting')
  await expectAccessibleAtBothWidths(page)
  await page.getByRole('link', { name: 'Feedback: 2 of 5 stars' }).first().click()
  await expect(page.getByRole('heading', { name: 'Feedback: 2 of 5 stars' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible()

  // An admin adds a manager; the one-time password is shown once.
  await page.getByRole('link', { name: 'Staff users' }).click()
  await expect(page.getByRole('heading', { name: 'Staff users' })).toBeVisible()
  const managerEmail = `manager-${stamp}@example.com`
  await page.getByLabel('Full name').fill('Morgan Manager')
  await page.getByLabel('Email').fill(managerEmail)
  await page.getByLabel('Role').selectOption('manager')
  await page.getByRole('button', { name: 'Add staff member' }).click()
  await expect(page.getByRole('list', { name: 'Staff accounts' })).toContainText(managerEmail)
  const firstPassword = (await page.locator('code').textContent())!.trim()
  expect(firstPassword.length).toBeGreaterThanOrEqual(12)
  await expectAccessibleAtBothWidths(page)

  // Renamed in a dialog, then a reset: a new one-time password replaces the first.
  await page.getByRole('button', { name: 'Edit Morgan Manager' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Morgan Manager' })
  await dialog.getByLabel('Full name').fill('Morgan Reyes')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  const accounts = page.getByRole('list', { name: 'Staff accounts' })
  await expect(accounts).toContainText('Morgan Reyes')
  await page.getByRole('button', { name: 'Reset password of Morgan Reyes' }).click()
  await expect(page.getByText('One-time password for Morgan Reyes')).toBeVisible()
  const oneTime = (await page.locator('code').textContent())!.trim()
  expect(oneTime).not.toBe(firstPassword)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/staff\/login$/)

  // The manager must choose a password first, then works without the Staff users area.
  await signIn(page, managerEmail, oneTime)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('Current password').fill(oneTime)
  // The rules are beside the field before anything is refused, and tick as the typing meets them.
  const rules = page.getByRole('list').filter({ hasText: 'At least 12 characters' })
  await expect(rules.getByRole('listitem')).toHaveText([
    'At least 12 characters (not met yet)',
    'Not a common password, a keyboard run or one word repeated (not met yet)',
    'Not your name or your email (not met yet)',
  ])
  await expect(page.getByLabel(/^New password\*?$/)).toHaveAccessibleDescription(
    /It needs: At least 12 characters \(not met yet\) Not a common password/,
  )
  let passwordCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/election-auth/password')) passwordCalls += 1
  })
  await page.getByLabel(/^New password\*?$/).fill('reyes family garden')
  await expect(rules.getByRole('listitem')).toHaveText([
    'At least 12 characters (met)',
    'Not a common password, a keyboard run or one word repeated (met)',
    'Not your name or your email (not met yet)',
  ])
  await expectAccessibleAtBothWidths(page)
  await page.getByLabel('New password again').fill('reyes family garden')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page.getByText('Please choose a password that does not contain your name or email.'),
  ).toBeVisible()
  expect(passwordCalls, 'refused before anything is sent').toBe(0)
  await page.getByLabel(/^New password\*?$/).fill('cobalt meadow lantern 908')
  await page.getByLabel('New password again').fill('cobalt meadow lantern 908')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Outbox' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff users' })).toHaveCount(0)
  await page.goto('/staff/users')
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.')
  await page.getByRole('link', { name: 'Back to the inbox' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()

  // Signed out means signed out: the staff pages send you back to sign in.
  await page.goto('/staff')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/)
})

test('staff pages are kept out of search engines', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /staff')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/staff')
  const html = await (await request.get('/staff/login')).text()
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
})

test('someone already signed in who opens the sign-in page goes straight on to where they were headed', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/election-auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await page.addInitScript((saved) => window.localStorage.setItem('election_token', saved), token)
  await gotoHydrated(page, '/staff/login?next=%2Fstaff%2Foutbox')
  await expect(page).toHaveURL(/\/staff\/outbox$/)
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()

  // An ended session is not signed in: the sign-in form stays.
  await request.post('/api/election-auth/logout', { headers: { Authorization: `Bearer ${token}` } })
  await gotoHydrated(page, '/staff/login')
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await expect(page).toHaveURL(/\/staff\/login$/)
})
