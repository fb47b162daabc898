import type { APIRequestContext } from '@playwright/test'
import {
  adminHeaders,
  communityWithRoll,
  createElection,
  openElection,
  printNotices,
  signInOnPage,
  uniqueStamp,
} from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test } from './fixtures'

// Owners on paper: the printed notice's 16-character voter code, typed at /vote the way a person types it
// (lower case, spaces), opens the unit's ballot; staff key a returned mail ballot by scanning its QR code (a
// scanner types the /vote?code= link and Enter) or typing its code, and a unit that already voted is refused.

async function seedPaperElection(request: APIRequestContext) {
  const stamp = uniqueStamp()
  const admin = await adminHeaders(request)
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Sego Lily Condos ${stamp}`, city: 'Provo', county: 'Utah' },
    'unit,owner_name,owner_email,weight,mailing_address\r\n' +
      'Unit 101,Lena Ruiz,,1,"PO Box 101, Provo, UT 84601"\r\n' +
      'Unit 102,Hal Moss,,1,"PO Box 102, Provo, UT 84601"\r\n',
  )
  const title = `Special assessment vote ${stamp}`
  const { id: electionId } = await createElection(
    request,
    admin,
    {
      communityId,
      title,
      quorum: { percent: '50', basis: 'units' },
      contests: [
        {
          kind: 'measure',
          title: 'Approve the roof assessment',
          threshold: { numerator: 2, denominator: 3, base: 'yes_no' },
        },
      ],
    },
    5,
  )
  await openElection(request, admin, electionId)
  const notice = await printNotices(request, admin, electionId)
  return { electionId, title, lena: notice('Unit 101'), hal: notice('Unit 102') }
}

test('an owner types the printed code in lower case with spaces and votes; staff key a mail ballot by its code', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { electionId, title, lena, hal } = await seedPaperElection(request)
  await skipCookieBanner(page)
  await page.setViewportSize({ width: 375, height: 812 })

  // A mistyped code: the sentence at the field, nothing else happens.
  await gotoHydrated(page, '/vote')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vote with your code')
  await expectNoAxeViolations(page)
  const field = page.getByRole('textbox', { name: 'Voting code or link' })
  await field.fill('7KQ2 M9XD 4TRB P3WA')
  await field.press('Enter')
  await expect(field).toHaveAccessibleDescription(/We could not find a ballot for that voting code/)
  await expect(field).toBeFocused()

  // Lena types her code as people do: lower case, spaces instead of dashes.
  await field.fill(lena.code.toLowerCase().replaceAll('-', ' '))
  await field.press('Enter')
  await expect(page).toHaveURL(/\/vote\/[A-Za-z0-9_-]{43}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Unit 101', { exact: true })).toBeVisible()
  await page
    .getByRole('group', { name: /^Approve the roof assessment/ })
    .getByRole('radio', { name: 'Yes' })
    .check()
  await page.getByRole('button', { name: 'Review my choices' }).click()
  await page.getByRole('button', { name: 'Confirm and cast my ballot' }).click()
  await expect(page.getByRole('heading', { name: 'Your ballot is cast' })).toBeFocused()

  // Staff key Hal's returned mail ballot: the scanner types the QR code's link and presses Enter.
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, `/staff/elections/${electionId}`)
  await signInOnPage(page)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await page.getByRole('tab', { name: 'Paper ballots' }).click()
  const scan = page.getByRole('textbox', { name: 'Ballot code' })
  await scan.fill(hal.codeLink)
  await scan.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Ballot code found' })).toHaveText(
    'Ballot code found: Unit 102 is chosen below.',
  )
  const paper = page.getByRole('form', { name: 'Key a paper ballot' })
  await expect(paper.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue(/[0-9a-f-]{36}/)
  await expect(
    paper.getByRole('combobox', { name: 'Unit', exact: true }).locator('option:checked'),
  ).toHaveText('Unit 102')
  await paper
    .getByRole('group', { name: 'Approve the roof assessment' })
    .getByLabel('No', { exact: true })
    .check()
  await paper.getByRole('button', { name: 'Review ballot' }).click()
  await page
    .getByRole('dialog', { name: 'Record this ballot for Unit 102?' })
    .getByRole('button', { name: 'Record ballot' })
    .click()
  await expect(page.getByRole('heading', { name: 'Ballot recorded for Unit 102' })).toBeFocused()
  await expectNoAxeViolations(page)

  // Lena's paper ballot arrives too, her code typed by hand: she already voted online, so it is refused.
  await page.getByRole('button', { name: 'Key another ballot' }).click()
  await scan.fill(lena.code.toLowerCase())
  await page.getByRole('button', { name: 'Find the unit' }).click()
  await expect(
    paper.getByRole('combobox', { name: 'Unit', exact: true }).locator('option:checked'),
  ).toHaveText(/^Unit 101 \(already voted/)
  await paper
    .getByRole('group', { name: 'Approve the roof assessment' })
    .getByLabel('Yes', { exact: true })
    .check()
  await paper.getByRole('button', { name: 'Review ballot' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Record ballot' }).click()
  await expect(paper.getByRole('alert')).toHaveText(
    'Unit 101 has already voted; its paper ballot cannot be counted.',
  )
})
