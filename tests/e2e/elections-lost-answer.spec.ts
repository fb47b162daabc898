import {
  adminHeaders,
  communityWithRoll,
  createElection,
  openElection,
  printNotices,
  uniqueStamp,
} from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test } from './fixtures'

// Election day on a bad connection: the owner confirms, the ballot is recorded, and the answer never
// reaches the phone. The review stays with a sentence; confirming again shows the receipt of the ballot
// that was recorded, and the unit is counted once.

const RECEIPT = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/

test('a confirm whose answer was lost keeps the review; confirming again gets the receipt, counted once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = uniqueStamp()
  const admin = await adminHeaders(request)
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Kokanee Flats ${stamp}`, city: 'Logan', county: 'Cache' },
    'unit,owner_name,owner_email,weight,mailing_address\r\n' +
      'Lot 7,Ada Pratt,,1,"PO Box 7, Logan, UT 84321"\r\n' +
      'Lot 8,Ben Ortiz,,1,"PO Box 8, Logan, UT 84321"\r\n',
  )
  const { id: electionId } = await createElection(request, admin, {
    communityId,
    title: `Snow removal contract ${stamp}`,
    contests: [
      {
        kind: 'measure',
        title: 'Renew the snow removal contract',
        threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
      },
    ],
  })
  await openElection(request, admin, electionId)
  const ada = (await printNotices(request, admin, electionId))('Lot 7')

  await skipCookieBanner(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoHydrated(page, new URL(ada.link).pathname)
  await page
    .getByRole('group', { name: /^Renew the snow removal contract/ })
    .getByRole('radio', { name: 'Yes' })
    .check()
  await page.getByRole('button', { name: 'Review my choices' }).click()
  await expect(page.getByRole('heading', { name: 'Review your choices' })).toBeFocused()

  // The first confirm reaches the server and is recorded; its answer is cut off on the way back.
  let casts = 0
  let recordedReceipt: string | undefined
  await page.route(/\/vote\/[A-Za-z0-9_-]{43}\.data/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    casts += 1
    if (casts > 1) return route.continue()
    const recorded = await route.fetch()
    expect(recorded.status()).toBe(201)
    recordedReceipt = RECEIPT.exec(await recorded.text())?.[0]
    await route.abort('connectionreset')
  })
  await page.getByRole('button', { name: 'Confirm and cast my ballot' }).click()
  await expect(page.getByRole('alert')).toContainText('may or may not have been recorded')
  await expect(page.getByRole('heading', { name: 'Review your choices' })).toBeVisible()
  await expect(page.getByText('Yes', { exact: true })).toBeVisible()
  await expect(page.getByText(/These are the choices you confirmed/)).toBeVisible()
  await expect(page.getByText(/Nothing is cast yet/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Confirm and cast my ballot' }).click()
  await expect(page.getByRole('heading', { name: 'Your ballot is cast' })).toBeFocused()
  expect(recordedReceipt).toMatch(RECEIPT)
  await expect(page.locator('[data-receipt]')).toHaveText(recordedReceipt!)
  expect(casts).toBe(2)

  // One unit took part: the retry was answered from the first cast, not counted again.
  const election = await request.get(`/api/elections/${electionId}`, { headers: admin })
  expect(((await election.json()) as { turnout: { units: number } }).turnout.units).toBe(1)
})
