import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// The back office's record of what visitors asked the Utah HOA law assistant: asked through the public
// endpoint, then read by the e2e admin, a page at a time.

test('staff read the law assistant’s questions, their answers and sections, a page at a time', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000) // two widths of axe scans on a shared two-core machine
  const stamp = Date.now().toString(36)
  const older = `Can my condominium association fine me for a late assessment? (${stamp}-a)`
  const newer = `How much notice does the board have to give before a board meeting? (${stamp}-b)`
  for (const question of [older, newer]) {
    const asked = await request.post('/api/utah-law-query', {
      data: { question, communityType: 'condominium' },
    })
    expect(asked.status()).toBe(200)
  }

  await gotoHydrated(page, '/staff/law-questions?limit=1')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Flaw-questions%3Flimit%3D1$/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { name: 'Law questions' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Law questions' }),
  ).toHaveAttribute('aria-current', 'page')

  // One a page: the newest first, with its association type, how it was answered and its sections.
  const row = page.getByRole('row').filter({ hasText: newer })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: older })).toHaveCount(0)
  await expect(row).toContainText('Condominium')
  await expect(row).toContainText('In corpus')
  await expect(row).toContainText('Passages only') // the e2e server has no LLM configured
  const section = row.getByRole('link', { name: /^§ \d+-\d+[a-z]?-/ }).first()
  await expect(section).toHaveAttribute('href', /^https:\/\/le\.utah\.gov\/xcode\//)

  const answer = row.locator('details p')
  await expect(answer).toBeHidden()
  await row.getByText('Show the answer').click()
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('Condominium Ownership Act')
  await expectNoAxeViolations(page)

  // "Older questions" moves the cursor and keeps the page size; "Newest questions" returns.
  await page.getByRole('link', { name: 'Older questions' }).click()
  await expect(page).toHaveURL(/limit=1&before=/)
  await expect(page.getByRole('row').filter({ hasText: older })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: newer })).toHaveCount(0)
  await page.getByRole('link', { name: 'Newest questions' }).click()
  await expect(page.getByRole('row').filter({ hasText: newer })).toBeVisible()

  // On a phone the same questions are cards.
  await page.setViewportSize({ width: 375, height: 900 })
  const cards = page.getByRole('list', { name: 'Questions asked of the law assistant, newest first' })
  const card = cards.getByRole('listitem').filter({ hasText: newer })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Passages only')
  await card.getByText('Show the answer').click()
  await expect(card.locator('details p')).toBeVisible()
  await expectNoAxeViolations(page)
})
