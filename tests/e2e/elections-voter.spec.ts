import type { APIRequestContext, Locator } from '@playwright/test'
import { adminHeaders } from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Issue 12 "/vote/:token" and "/results/:electionId": staff set up an election through the API; a voter
// opens the link from the printed notice, votes by keyboard, reviews, confirms and keeps the receipt; another
// votes with JavaScript turned off; staff close, certify and publish; the voter finds the receipt.

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const

/** Zero axe violations at a phone's and a desktop's size, and nothing wider than the phone. */
async function expectAccessibleAtBothSizes(page: Page) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
    if (size.width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
    }
  }
}

/** Presses Tab until the element has focus (at most `limit` presses): the keyboard is the only input. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

async function pressOn(page: Page, target: Locator, key: 'Space' | 'Enter') {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

type Seeded = { electionId: string; title: string; tokens: string[]; admin: Record<string, string> }

/** A community of three units with custom weights, an open election on it, and each unit's voting link. */
async function seedElection(request: APIRequestContext): Promise<Seeded> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const admin = await adminHeaders(request)

  const community = await request.post('/api/communities', {
    headers: admin,
    data: {
      name: `Cedar Hollow HOA ${stamp}`,
      associationType: 'hoa',
      city: 'Orem',
      county: 'Utah',
      weightBasis: 'custom',
    },
  })
  expect(community.status()).toBe(201)
  const communityId = ((await community.json()) as { community: { id: string } }).community.id
  // No owner email: each unit's link is on its printed notice, the one place staff see a voting link.
  const roll = await request.post(`/api/communities/${communityId}/roll`, {
    headers: { ...admin, 'Content-Type': 'text/csv' },
    data:
      'unit,owner_name,owner_email,weight,mailing_address\r\n' +
      'Lot 1,Rosa Vega,,1.5,"PO Box 1, Orem, UT 84057"\r\n' +
      'Lot 2,Omar Hale,,2.25,"PO Box 2, Orem, UT 84057"\r\n' +
      'Lot 3,June Park,,1,"PO Box 3, Orem, UT 84057"\r\n',
  })
  expect(roll.status()).toBe(200)

  const title = `Annual meeting ballot ${stamp}`
  const created = await request.post('/api/elections', {
    headers: admin,
    data: {
      communityId,
      title,
      description: 'Elect two trustees and decide on the pool.',
      notice:
        'Ballots are due before the deadline.\nResults are posted after certification. <b>Plain text</b>',
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      secret: true,
      resultsVisibility: 'public',
      quorum: { percent: '50', basis: 'units' },
      contests: [
        {
          kind: 'candidates',
          title: 'Board of Trustees',
          seats: 2,
          writeIn: true,
          options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }, { label: 'Carmen Ortiz' }],
        },
        {
          kind: 'measure',
          title: 'Resurface the pool',
          threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const electionId = ((await created.json()) as { id: string }).id
  expect((await request.post(`/api/elections/${electionId}/open`, { headers: admin })).status()).toBe(200)

  // Emailed links are hidden from staff (decision 0018); the printed notices show them, audited.
  const printed = await request.post(`/api/elections/${electionId}/notices`, { headers: admin })
  expect(printed.status()).toBe(200)
  const { notices } = (await printed.json()) as { notices: Array<{ unitLabel: string; link: string }> }
  const tokens = ['Lot 1', 'Lot 2', 'Lot 3'].map((label) => {
    const notice = notices.find((n) => n.unitLabel === label)
    expect(notice, `a notice for ${label}`).toBeTruthy()
    return /\/vote\/([A-Za-z0-9_-]{43})$/.exec(notice!.link)![1]!
  })
  return { electionId, title, tokens, admin }
}

const contest = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) })
const RECEIPT = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/

test('a voter votes by keyboard, another without JavaScript, and both find their receipts in the results', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000) // one long journey with many axe scans, on a shared two-core machine
  await skipCookieBanner(page)
  const { electionId, title, tokens, admin } = await seedElection(request)

  // The ballot: the community, the deadline, the notice as plain text, the limits.
  const response = await gotoHydrated(page, `/vote/${tokens[0]}`)
  expect(response?.headers()['cache-control']).toContain('no-store')
  // Other sites get at most the origin, never the path that holds the token (one site-wide policy).
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText(/^Voting closes .+(MST|MDT)\.$/)).toBeVisible()
  await expect(page.getByText('Lot 1', { exact: true })).toBeVisible()
  await expect(page.getByText('1.5', { exact: true })).toBeVisible()
  await expect(
    page.getByText(/This is a secret ballot: your choices are stored without your unit/),
  ).toBeVisible()
  await expect(page.getByText('Results are posted after certification. <b>Plain text</b>')).toBeVisible()
  await expect(contest(page, 'Board of Trustees')).toContainText('Choose up to 2')
  await expect(contest(page, 'Resurface the pool')).toContainText('Choose one')
  await expect(contest(page, 'Resurface the pool').getByRole('radio')).toHaveCount(3)
  await expectAccessibleAtBothSizes(page)

  // Too many choices: the browser says so at the contest, with the server's words, and keeps the focus there.
  const board = contest(page, 'Board of Trustees')
  for (const name of ['Ana Reyes', 'Dale Whitaker'])
    await pressOn(page, board.getByRole('checkbox', { name }), 'Space')
  await expect(board.getByText('2 of 2 chosen')).toBeVisible()
  // The third tick is called out at once, before any review.
  await pressOn(page, board.getByRole('checkbox', { name: 'Carmen Ortiz' }), 'Space')
  await expect(board.getByText('3 chosen, but only 2 may be: untick 1.')).toBeVisible()
  await pressOn(page, page.getByRole('button', { name: 'Review my choices' }), 'Enter')
  const tooMany = 'Choose up to 2 in “Board of Trustees” (you chose 3).'
  await expect(board).toHaveAccessibleDescription(tooMany)
  await expect(board.getByRole('checkbox', { name: 'Ana Reyes' })).toBeFocused()
  await expect(board.getByRole('checkbox', { name: 'Ana Reyes' })).toHaveAccessibleDescription(tooMany)
  await expectNoAxeViolations(page)
  await pressOn(page, board.getByRole('checkbox', { name: 'Dale Whitaker' }), 'Space')
  await expect(page.getByText(tooMany)).toHaveCount(0)
  await pressOn(page, contest(page, 'Resurface the pool').getByRole('radio', { name: 'Yes' }), 'Space')
  await pressOn(page, page.getByRole('button', { name: 'Review my choices' }), 'Enter')

  // Review: nothing cast yet; the choices in words; Confirm.
  const review = page.getByRole('heading', { name: 'Review your choices' })
  await expect(review).toBeFocused()
  const summary = page.getByRole('form', { name: 'Review your choices' })
  await expect(summary).toContainText('Ana Reyes')
  await expect(summary).toContainText('Carmen Ortiz')
  await expect(summary).not.toContainText('Dale Whitaker')
  await expect(summary).toContainText('Yes')
  await expectAccessibleAtBothSizes(page)
  await pressOn(page, page.getByRole('button', { name: 'Confirm and cast my ballot' }), 'Enter')

  // The receipt to keep.
  await expect(page.getByRole('heading', { name: 'Your ballot is cast' })).toBeFocused()
  const receipt = (await page.locator('[data-receipt]').innerText()).trim()
  expect(receipt).toMatch(RECEIPT)
  await expect(page.getByRole('button', { name: 'Copy the code' })).toBeVisible()
  await expect(page.getByText(/print this page or write the code down/)).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  // The same link again, after a reload: the day it voted, and the receipt this browser kept at casting.
  await gotoHydrated(page, `/vote/${tokens[0]}`)
  await page.reload()
  const votedOn = page.getByRole('heading', { name: /^You voted on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/ })
  await expect(votedOn).toBeVisible()
  await expect(page.getByRole('button', { name: 'Review my choices' })).toHaveCount(0)
  await pressOn(page, page.getByRole('button', { name: 'Show my receipt' }), 'Enter')
  await expect(page.getByRole('button', { name: 'Hide my receipt' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('[data-receipt]')).toHaveText(receipt)
  await expectAccessibleAtBothSizes(page)
  // Another browser has no receipt to show, and says so plainly.
  const elsewhere = await browser.newContext()
  const otherPage = await elsewhere.newPage()
  await skipCookieBanner(otherPage)
  await gotoHydrated(otherPage, `/vote/${tokens[0]}`)
  await expect(otherPage.getByRole('heading', { name: /^You voted on/ })).toBeVisible()
  await expect(
    otherPage.getByText(/^The receipt code is shown only once, on the device used to vote/),
  ).toBeVisible()
  await expect(otherPage.getByRole('button', { name: 'Show my receipt' })).toHaveCount(0)
  await elsewhere.close()
  // A wrong link: the service's one sentence.
  const wrong = await page.goto(`/vote/${'A'.repeat(43)}`)
  expect(wrong?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This voting link does not work')
  await expect(
    page.getByText(/^This voting link is not valid: check that you copied all of it/),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // Without JavaScript: the ballot reads, the server checks the limits, review and cast work.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(`/vote/${tokens[1]}`)
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(title)
  const plainBoard = contest(plain, 'Board of Trustees')
  for (const name of ['Ana Reyes', 'Dale Whitaker', 'Carmen Ortiz']) await plainBoard.getByLabel(name).check()
  await plain.getByRole('button', { name: 'Review my choices' }).click()
  await expect(plainBoard).toHaveAccessibleDescription(tooMany)
  await plainBoard.getByLabel('Ana Reyes').uncheck()
  await contest(plain, 'Resurface the pool').getByLabel('No').check()
  await plain.getByRole('button', { name: 'Review my choices' }).click()
  await expect(plain.getByRole('heading', { name: 'Review your choices' })).toBeVisible()
  await plain.getByRole('button', { name: 'Edit choices' }).click()
  await expect(contest(plain, 'Board of Trustees').getByLabel('Dale Whitaker')).toBeChecked()
  await expect(contest(plain, 'Resurface the pool').getByLabel('No')).toBeChecked()
  await plain.getByRole('button', { name: 'Review my choices' }).click()
  await plain.getByRole('button', { name: 'Confirm and cast my ballot' }).click()
  await expect(plain.getByRole('heading', { name: 'Your ballot is cast' })).toBeVisible()
  const plainReceipt = (await plain.locator('[data-receipt]').innerText()).trim()
  expect(plainReceipt).toMatch(RECEIPT)
  await expect(plain.getByRole('button', { name: 'Copy the code' })).toHaveCount(0)
  await noScript.close()

  // Closed but not published: staff see preliminary results; a voter is told they are not published.
  expect((await request.post(`/api/elections/${electionId}/close`, { headers: admin })).status()).toBe(200)
  await gotoHydrated(page, `/results/${electionId}?token=${tokens[0]}`)
  await expect(page.getByText('The results of this election are not published.')).toBeVisible()
  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await skipCookieBanner(staffPage)
  const bearer = admin.Authorization!.replace('Bearer ', '')
  await staffPage.addInitScript((value) => window.localStorage.setItem('election_token', value), bearer)
  await staffPage.goto(`/results/${electionId}`)
  await expect(staffPage.getByText('Preliminary: not yet certified.')).toBeVisible()
  // Company staff see the exact count.
  const staffRace = staffPage.getByRole('region', { name: 'Board of Trustees' })
  await expect(staffRace.getByRole('listitem').filter({ hasText: 'Carmen Ortiz' })).toContainText(
    'Vote weight 3.75',
  )
  await expect(staffRace.getByRole('listitem').filter({ hasText: 'Ana Reyes' })).toContainText(
    'Vote weight 1.5 · 1 ballot',
  )
  await staffContext.close()

  for (const step of ['certify', 'publish'])
    expect((await request.post(`/api/elections/${electionId}/${step}`, { headers: admin })).status()).toBe(
      200,
    )

  // The voter's link now says when voting closed (early, so not the scheduled time) and leads to the
  // results, where the receipt is found.
  await gotoHydrated(page, `/vote/${tokens[0]}`)
  const closedAt = page.getByText(/^Voting in this election closed .+ (MST|MDT)\.$/)
  await expect(closedAt).toBeVisible()
  const closedText = (await closedAt.innerText()).replace('Voting in this election closed ', '')
  await expect(page.getByText(`Voting closed ${closedText}`, { exact: true })).toBeVisible()
  await expect(page.getByText(/^Voting closes /)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Show my receipt' })).toBeVisible()
  await page.getByRole('link', { name: 'See the results and find your receipt' }).click()
  await expect(page).toHaveURL(new RegExp(`/results/${electionId}\\?token=`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Preliminary: not yet certified.')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Quorum met' })).toBeVisible()
  await expect(page.getByText('2 of 3', { exact: true })).toBeVisible()
  const race = page.getByRole('region', { name: 'Board of Trustees' })
  await expect(race).toContainText('Elected: Carmen Ortiz, Dale Whitaker.')
  // A voter reads a secret ballot's shares only, and none for a choice on 1 or 2 ballots: each would
  // single out the units behind it.
  await expect(page.getByText(/^This was a secret ballot\./)).toBeVisible()
  await expect(race.getByRole('listitem').filter({ hasText: 'Carmen Ortiz' })).toContainText(
    'fewer than 3 ballots',
  )
  await expect(race).not.toContainText('Vote weight')
  const pool = page.getByRole('region', { name: 'Resurface the pool' })
  await expect(pool).toContainText('Failed')
  await expect(pool).toContainText('More than half of the weight voting yes or no must vote yes')
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible()
  const codes = page.getByRole('list', { name: 'Receipt codes' })
  await expect(codes.getByText(receipt, { exact: true })).toBeVisible()
  await expect(codes.getByText(plainReceipt, { exact: true })).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  const finder = page.getByRole('searchbox', { name: 'Receipt code' })
  await tabTo(page, finder)
  await page.keyboard.type(receipt.slice(0, 4).toLowerCase())
  await expect(page.getByRole('status').filter({ hasText: /starts? with/ })).toContainText(
    receipt.slice(0, 4),
  )
  await page.keyboard.type(receipt.slice(4))
  await expect(page.getByText(`Found: receipt ${receipt} is counted in these results.`)).toBeVisible()

  const hidden = await page.goto('/results/00000000-0000-4000-8000-000000000000')
  expect(hidden?.status()).toBe(404)
  await expect(page.getByText('The results of this election are not published.')).toBeVisible()
  await expectNoAxeViolations(page)
})
