import type { APIRequestContext } from '@playwright/test'
import { solidPng } from '../factories/images'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { adminHeaders, communityWithRoll, createElection, signInOnPage, uniqueStamp } from './election-setup'

// Candidates in their own words: staff write a statement and add a photo to a draft's candidate, edit the
// draft again without losing the photo, and a voter on a phone reads both on the ballot and the review.

const STATEMENT = 'Treasurer of the HOA since 2019.\nI read every invoice. <b>Plain text</b>'

async function expectAxeCleanAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
  await expectNoAxeViolations(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
}

/** A community of two units without email (their links are on printed notices) and a draft on it. */
async function seedDraft(request: APIRequestContext) {
  const stamp = uniqueStamp()
  const admin = await adminHeaders(request)
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Aspen Grove HOA ${stamp}`, city: 'Lehi', county: 'Utah' },
    'unit,owner_name,owner_email,weight,mailing_address\r\n' +
      'Lot 1,Rosa Vega,,1,"PO Box 1, Lehi, UT 84043"\r\n' +
      'Lot 2,Omar Hale,,1,"PO Box 2, Lehi, UT 84043"\r\n',
  )
  const created = await createElection(request, admin, {
    communityId,
    title: `Trustee election ${stamp}`,
    contests: [
      {
        kind: 'candidates',
        title: 'Board of Trustees',
        seats: 1,
        options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }],
      },
    ],
  })
  return { electionId: created.id, admin }
}

async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button }).click()
  await (await chooser).setFiles(file)
}

const photoShown = (page: Page, name: string) =>
  expect
    .poll(() =>
      page
        .getByRole('img', { name: `Photo of ${name}` })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)

test('staff add a statement and a photo; a voter on a phone sees both on the ballot and the review', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000) // one long journey with axe scans, on a shared two-core machine
  await skipCookieBanner(page)
  const { electionId, admin } = await seedDraft(request)

  // The statement, in the race form of the draft.
  await gotoHydrated(page, `/staff/elections/${electionId}/edit`)
  await signInOnPage(page)
  const statement = page.getByRole('textbox', { name: 'Statement of Ana Reyes (optional)' })
  await statement.fill(STATEMENT)
  await expect(statement).toHaveAccessibleDescription(/\b7\d of 3,000 characters\./)
  await page
    .getByRole('group', { name: /^Contest 1/ })
    .screenshot({ path: 'test-results/candidates-form.png' })
  await page.getByRole('button', { name: 'Save changes' }).click()

  // The photo, on the draft's page: a page renamed .png is refused in words, a real PNG is kept.
  const photos = page.getByRole('region', { name: 'Candidate photos' })
  await expect(photos).toBeVisible()
  await chooseFile(page, 'Add photo of Ana Reyes', {
    name: 'ana.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body>not a photo</body></html>'),
  })
  await expect(photos.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.')
  await chooseFile(page, 'Add photo of Ana Reyes', {
    name: 'ana.jpg', // a PNG by its bytes, whatever its name
    mimeType: 'image/jpeg',
    buffer: solidPng(96, [176, 96, 64]),
  })
  await expect(page.getByRole('button', { name: 'Replace photo of Ana Reyes' })).toBeVisible()
  await photoShown(page, 'Ana Reyes')
  await expect(photos.getByRole('alert')).toHaveCount(0)
  await expectAxeCleanAt(page, 375)
  await expectAxeCleanAt(page, 1280)

  // Editing the draft again (a name corrected, the order changed) keeps Ana's photo.
  await gotoHydrated(page, `/staff/elections/${electionId}/edit`)
  await page.getByRole('textbox', { name: 'Candidate 2' }).fill('Dale M. Whitaker')
  await page.getByRole('button', { name: 'Move candidate Dale M. Whitaker up' }).click()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('button', { name: 'Replace photo of Ana Reyes' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add photo of Dale M. Whitaker' })).toBeVisible()
  await photoShown(page, 'Ana Reyes')
  await photos.screenshot({ path: 'test-results/candidates-photos-panel.png' })

  // A photo removed by keyboard: the focus stays with the candidate, on "Add photo".
  await chooseFile(page, 'Add photo of Dale M. Whitaker', {
    name: 'dale.png',
    mimeType: 'image/png',
    buffer: solidPng(32),
  })
  await photoShown(page, 'Dale M. Whitaker')
  await page.getByRole('button', { name: 'Remove photo of Dale M. Whitaker' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Add photo of Dale M. Whitaker' })).toBeFocused()
  await expect(page.getByRole('img', { name: 'Photo of Dale M. Whitaker' })).toHaveCount(0)

  // The staff preview shows the draft's ballot as voters will see it, photo and statement included.
  await gotoHydrated(page, `/staff/elections/${electionId}/preview`)
  await photoShown(page, 'Ana Reyes')
  await expect(page.getByText('Read Ana Reyes’s statement')).toBeVisible()

  // Open it; the printed notice holds a voting link.
  expect((await request.post(`/api/elections/${electionId}/open`, { headers: admin })).status()).toBe(200)
  const printed = await request.post(`/api/elections/${electionId}/notices`, { headers: admin })
  const { notices } = (await printed.json()) as { notices: Array<{ link: string }> }
  const link = new URL(notices[0]!.link).pathname

  // The voter, on a phone: Ana's photo and her statement behind a disclosure; Dale's initials.
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoHydrated(page, link)
  const race = page.getByRole('group', { name: /^Board of Trustees/ })
  await photoShown(page, 'Ana Reyes')
  await expect(race.getByRole('img')).toHaveCount(1)
  await expect(race.getByText('DW', { exact: true })).toBeVisible()
  const ana = race.getByRole('radio', { name: 'Ana Reyes', exact: true })
  await expect(ana).toBeVisible()
  const disclosure = race.getByText('Read Ana Reyes’s statement')
  await expect(race.getByText(/Treasurer of the HOA since 2019/)).toBeHidden()
  await disclosure.focus()
  await page.keyboard.press('Enter')
  const shown = race.getByText(/Treasurer of the HOA since 2019/)
  await expect(shown).toBeVisible()
  // Plain text with its line break: the markup is shown as written, never run.
  expect(await shown.innerText()).toBe(STATEMENT)
  await expect(race.locator('b')).toHaveCount(0)
  await expect(ana).toBeVisible() // the choice stays in view with the statement open
  await expectAxeCleanAt(page, 375)
  await race.screenshot({ path: 'test-results/candidates-race-375.png' })
  await expectAxeCleanAt(page, 1280)
  await race.screenshot({ path: 'test-results/candidates-race-1280.png' })
  await page.setViewportSize({ width: 375, height: 812 })

  // Chosen, then reviewed: the photo and the start of the statement come along.
  await ana.check()
  await page.getByRole('button', { name: 'Review my choices' }).click()
  const review = page.getByRole('form', { name: 'Review your choices' })
  await expect(review.getByRole('img', { name: 'Photo of Ana Reyes' })).toBeVisible()
  await expect(review).toContainText('Treasurer of the HOA since 2019. I read every invoice.')
  await expectAxeCleanAt(page, 375)
  await review.screenshot({ path: 'test-results/candidates-review-375.png' })
  await expectAxeCleanAt(page, 1280)
})
