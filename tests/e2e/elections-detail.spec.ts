import type { APIRequestContext } from '@playwright/test'
import { adminHeaders } from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, test, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Issue 12, the staff election page: open an election, watch turnout move as an owner votes online, record
// a proxy, key a paper ballot (and see a second one for the same unit refused), print the notice for the
// unit without email, close, certify and publish; the audit chain holds; axe is clean at both widths.

type Headers = Record<string, string>

/** A community with four units of weight 1; Lot 4's owner has no email, only a mailing address. */
async function seedElection(request: APIRequestContext, admin: Headers, stamp: string) {
  const community = await request.post('/api/communities', {
    headers: admin,
    data: { name: `Red Butte Townhomes ${stamp}`, associationType: 'hoa', city: 'Ogden', county: 'Weber' },
  })
  expect(community.status()).toBe(201)
  const communityId = ((await community.json()) as { community: { id: string } }).community.id
  const roll = await request.post(`/api/communities/${communityId}/roll`, {
    headers: { ...admin, 'Content-Type': 'text/csv' },
    data:
      'unit,owner_name,owner_email,weight,address,mailing_address\r\n' +
      `Lot 1,Ana Reyes,ana-${stamp}@example.com,1,1 Butte Way,\r\n` +
      `Lot 2,Ben Ortiz,ben-${stamp}@example.com,1,2 Butte Way,\r\n` +
      `Lot 3,Cal Young,cal-${stamp}@example.com,1,3 Butte Way,\r\n` +
      'Lot 4,Dale Whitaker,,1,4 Butte Way,"PO Box 12, Ogden, UT 84401"\r\n',
  })
  expect(roll.status()).toBe(200)
  const now = Date.now()
  const created = await request.post('/api/elections', {
    headers: admin,
    data: {
      communityId,
      title: `Board election ${stamp}`,
      notice: 'The annual meeting elects one director and decides on the new fence.',
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3 * 24 * 3600_000).toISOString(),
      secret: true,
      resultsVisibility: 'public',
      reminderDays: [1],
      quorum: { percent: '50', basis: 'units' },
      contests: [
        {
          kind: 'candidates',
          title: 'Director',
          seats: 1,
          options: [{ label: 'Alice Park' }, { label: 'Bo Chen' }],
        },
        {
          kind: 'measure',
          title: 'Replace the fence',
          threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const ids = (await created.json()) as {
    id: string
    contests: Array<{ id: string; options: Array<{ id: string }> }>
  }
  return { communityId, ids }
}

/**
 * The voting link printed for `unit`. Emailed links are hidden from staff (decision 0018): the printed
 * notice is where staff see one, and printing is in the audit log.
 */
async function noticeTokenFor(
  request: APIRequestContext,
  admin: Headers,
  electionId: string,
  unit: string,
): Promise<string> {
  const printed = await request.post(`/api/elections/${electionId}/notices`, { headers: admin })
  expect(printed.status()).toBe(200)
  const { notices } = (await printed.json()) as { notices: Array<{ unitLabel: string; link: string }> }
  const token = /\/vote\/([A-Za-z0-9_-]{43})$/.exec(
    notices.find((n) => n.unitLabel === unit)?.link ?? '',
  )?.[1]
  expect(token, `a printed link for ${unit}`).toBeTruthy()
  return token!
}

async function expectAccessible(page: Page) {
  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
    if (size.width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
    }
  }
}

/** A back-office panel by its heading (the panel is a section under an h2). */
const panel = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2 }) })

/** Opens the step's dialog, checks what it says, confirms, and waits for the dialog to go. */
async function step(page: Page, button: string, says: RegExp, confirm = button) {
  await page.getByRole('group', { name: 'Election actions' }).getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(says)
  // Its way out is named as one: a "Close" beside "Close voting" would read as the action itself.
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Go back' })).toHaveCount(2)
  await dialog.getByRole('button', { name: confirm }).click()
  await expect(dialog).toHaveCount(0)
}

test('staff run an election from its page: turnout, proxy, paper ballot, notices, close, certify, publish', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const admin = await adminHeaders(request)
  const { ids } = await seedElection(request, admin, stamp)
  const title = `Board election ${stamp}`

  await gotoHydrated(page, `/staff/elections/${ids.id}`)
  await expect(page).toHaveURL(/\/staff\/login\?next=/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    `/staff/elections/${ids.id}/edit`,
  )

  // Opening says what it does: the roll is frozen, 3 invitations, 1 unit needs a printed notice.
  await step(
    page,
    'Open voting',
    /4 units with a total weight of 4[\s\S]*3 invitations[\s\S]*1 unit has no owner email/,
  )
  await expect(page.getByText('Open', { exact: true })).toBeVisible()
  const turnout = panel(page, 'Live turnout')
  await expect(turnout).toContainText(/Units voted\s*0 of 4/)
  await expect(page.getByText('Frozen roll')).toBeVisible()
  await expectAccessible(page)

  // The owner of Lot 4 votes online with the link from a printed notice; within one poll the turnout
  // moves, with no tally anywhere.
  const token = await noticeTokenFor(request, admin, ids.id, 'Lot 4')
  const [race, measure] = ids.contests
  const cast = await request.post(`/api/elections/ballot/${token}`, {
    data: {
      choices: [
        { contestId: race!.id, optionIds: [race!.options[0]!.id] },
        { contestId: measure!.id, optionIds: [measure!.options[0]!.id] },
      ],
    },
  })
  expect(cast.status()).toBe(201)
  await expect(turnout).toContainText(/Units voted\s*1 of 4/, { timeout: 20_000 })
  await expect(turnout).toContainText('Online: 1')
  await expect(page.getByText('Alice Park')).toHaveCount(0)

  // Reminders go to the units that have not voted; a second round within the hour is refused.
  await step(page, 'Send reminders', /owner email of the 3 units that have not voted gets a reminder/)
  await expect(page.getByText('Reminders sent.', { exact: true })).toBeVisible()
  await page
    .getByRole('group', { name: 'Election actions' })
    .getByRole('button', { name: 'Send reminders' })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Send reminders' }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('less than an hour ago')
  await page.keyboard.press('Escape')

  // A general proxy for Lot 2.
  await page.getByRole('tab', { name: 'Proxies' }).click()
  const proxyForm = page.getByRole('form', { name: 'Record a proxy' })
  await proxyForm
    .getByRole('combobox', { name: 'Unit', exact: true })
    .selectOption({ label: 'Lot 2 (Ben Ortiz)' })
  await proxyForm.getByLabel('Proxy holder’s name').fill('Pat Holder')
  await proxyForm.getByLabel('Proxy holder’s email').fill(`pat-${stamp}@example.com`)
  await expect(proxyForm.getByLabel('General: the holder votes as they decide')).toBeChecked()
  await expect(
    proxyForm.getByText(/Leave empty for the community’s 11-month validity: \d{4}-\d{2}-\d{2}/),
  ).toBeVisible()
  await proxyForm.getByRole('button', { name: 'Record proxy' }).click()
  const proxies = page.getByRole('list', { name: 'Proxies' })
  await expect(proxies).toContainText('Lot 2')
  await expect(proxies).toContainText('Pat Holder')
  await expect(proxies).toContainText('In force')

  // A paper ballot for Lot 3, then the same unit again: refused with the server's sentence. It votes as Lot 4
  // did, so the count decides every contest (a tie would hold certification: elections-cumulative.spec.ts).
  await page.getByRole('tab', { name: 'Paper ballots' }).click()
  const paper = page.getByRole('form', { name: 'Key a paper ballot' })
  await paper.getByRole('combobox', { name: 'Unit', exact: true }).selectOption({ label: 'Lot 3' })
  await paper.getByRole('group', { name: 'Director' }).getByLabel('Alice Park').check()
  await paper.getByRole('group', { name: 'Replace the fence' }).getByLabel('Yes', { exact: true }).check()
  await paper.getByRole('button', { name: 'Review ballot' }).click()
  const review = page.getByRole('dialog', { name: 'Record this ballot for Lot 3?' })
  await expect(review).toContainText('Alice Park')
  await review.getByRole('button', { name: 'Record ballot' }).click()
  await expect(page.getByRole('heading', { name: 'Ballot recorded for Lot 3' })).toBeFocused()
  await expect(page.getByText(/^Receipt: \S+/)).toBeVisible()
  await expect(turnout).toContainText(/Units voted\s*2 of 4/)
  await page.getByRole('button', { name: 'Key another ballot' }).click()
  await paper
    .getByRole('combobox', { name: 'Unit', exact: true })
    .selectOption({ label: 'Lot 3 (already voted: paper ballot)' })
  await paper.getByRole('button', { name: 'Review ballot' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Record ballot' }).click()
  await expect(paper.getByRole('alert')).toHaveText(
    'Lot 3 has already voted; its paper ballot cannot be counted.',
  )

  // The roll shows how each unit took part, never for whom.
  await page.getByRole('tab', { name: 'Roll & participation' }).click()
  const roll = page.getByRole('table', { name: 'Participation by unit' })
  await expect(roll.getByRole('row').filter({ hasText: 'Lot 4' })).toContainText('Voted · Online')
  await expect(roll.getByRole('row').filter({ hasText: 'Lot 2' })).toContainText('Pat Holder (general)')
  await expect(roll.getByRole('row').filter({ hasText: 'Lot 3' })).toContainText('Voted · Paper ballot')
  await page.getByLabel('Show').selectOption('no')
  await expect(roll.getByRole('row')).toHaveCount(3) // header, Lot 1, Lot 2
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(roll).toBeHidden()
  await expect(page.getByRole('list', { name: 'Participation by unit' }).locator(':scope > li')).toHaveCount(
    2,
  )
  await expectAccessible(page)

  // Printed notices: one page for Lot 4, after the confirmation, with the voter code and its QR code.
  await page.getByRole('link', { name: 'Print notices' }).click()
  await expect(page.getByRole('heading', { name: `Printed notices: ${title}` })).toBeVisible()
  await expect(
    page.getByText('Printing issues new links for 1 unit; earlier printed notices for them stop working.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Issue links and show the notice' }).click()
  const notice = page.getByRole('article', { name: 'Notice for Lot 4' })
  await expect(notice).toContainText('Dale Whitaker')
  await expect(notice).toContainText('PO Box 12, Ogden, UT 84401')
  // The voter code and the short address to type it at, never the 43-character token.
  await expect(notice).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)
  await expect(notice).toContainText(/Go to \S+\/vote and type the code/)
  await expect(notice).not.toContainText(/\/vote\/[A-Za-z0-9_-]{20,}/)
  await expect(
    notice.getByRole('img', { name: 'QR code that opens the ballot of Lot 4' }).locator('svg'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print notices' })).toBeEnabled()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print notices' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('link', { name: `Back to ${title}` }).click()

  // Close, certify, publish: each dialog says what it does.
  await step(page, 'Close voting now', /Closing early stops every voting link now/, 'Close voting')
  await expect(page.getByText('Closed', { exact: true })).toBeVisible()
  // The summary gives when voting actually closed, not the time it was scheduled to.
  await expect(page.getByText('Voting closed', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Closed early; it was to close .+\.$/)).toBeVisible()
  const results = panel(page, 'Results')
  await expect(results).toContainText('2 ballots, weight 2.')
  await expect(results.getByRole('link', { name: 'Full results and receipts' })).toHaveAttribute(
    'href',
    `/results/${ids.id}`,
  )
  await step(page, 'Certify results', /Certifying freezes the results/)
  await step(page, 'Publish results', /Anyone will see the results/)
  await expect(page.getByText('Certified, published')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Election actions' }).getByRole('button')).toHaveCount(0)

  await page.getByRole('tab', { name: 'Audit log' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Chain intact:' })).toContainText(
    /Chain intact: \d+ events/,
  )
  const audit = page.getByRole('list', { name: 'Audit events, oldest first' })
  for (const kind of [
    'Voting opened',
    'Proxy recorded',
    'Paper ballot entered',
    'Printed notices produced',
    'Results published',
  ])
    await expect(audit).toContainText(kind)
  await expectAccessible(page)
})

test('a board account follows its community’s election read-only', async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now().toString(36)}b`
  const admin = await adminHeaders(request)
  const { communityId, ids } = await seedElection(request, admin, stamp)
  expect((await request.post(`/api/elections/${ids.id}/open`, { headers: admin })).status()).toBe(200)

  const email = `board-${stamp}@example.com`
  const [first, chosen] = ['granite willow canyon 415', 'sagebrush river lantern 862']
  const created = await request.post('/api/staff/users', {
    headers: admin,
    data: { email, name: 'Bailey Board', role: 'board', communityIds: [communityId], password: first },
  })
  expect(created.status()).toBe(201)
  const login = await request.post('/api/election-auth/login', { data: { email, password: first } })
  const token = ((await login.json()) as { token: string }).token
  const changed = await request.post('/api/election-auth/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: first, newPassword: chosen },
  })
  expect(changed.status()).toBe(200)

  await gotoHydrated(page, `/staff/elections/${ids.id}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(chosen)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: `Board election ${stamp}`, level: 1 })).toBeVisible()
  await expect(panel(page, 'Live turnout')).toContainText(/Units voted\s*0 of 4/)
  await expect(page.getByRole('group', { name: 'Election actions' })).toHaveCount(0)
  for (const action of ['Close voting now', 'Send reminders', 'Cancel election'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Print notices' })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Paper ballots' })).toHaveCount(0)
  // A secret ballot: the board reads the roll, not who on it voted.
  const roll = page.getByRole('table', { name: 'Participation by unit' })
  await expect(roll).toContainText('Lot 4')
  await expect(roll).toContainText('Secret ballot')
  await expect(roll).not.toContainText('Not voted')
  await page.getByRole('tab', { name: 'Proxies' }).click()
  await expect(page.getByText('No proxy has been recorded for this election.')).toBeVisible()
  await expect(page.getByRole('form')).toHaveCount(0)
  await page.getByRole('tab', { name: 'Exports' }).click()
  await expect(page.getByRole('button', { name: /Download Participation/ })).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download Audit log/ }).click(),
  ])
  expect(download.suggestedFilename()).toBe('election-audit.csv')
  await expect(page.getByText('Notices for a mail house (CSV)')).toHaveCount(0)
  await page.getByRole('tab', { name: 'Audit log' }).click()
  await expect(page.getByText(/Chain intact: 4 events/)).toBeVisible()
  await expectAccessible(page)
})
