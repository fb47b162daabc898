import { stat } from 'node:fs/promises'
import { adminHeaders, signInOnPage, uniqueStamp } from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, test, type Page } from './fixtures'

// The back office's backups: an admin takes one, finds it listed with its checksum and downloads it; a
// manager has no way in. The server writes them into its DATA_DIR/backups.

/** Zero axe violations at a phone's width and a desktop's, and nothing wider than the phone. */
async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
  }
}

test('an admin takes a backup, finds it with its checksum and downloads it', async ({ page }) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/staff/backups')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fbackups$/)
  await signInOnPage(page)
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Backups' })).toHaveAttribute('aria-current', 'page')
  // The journeys' server runs with BACKUP_SCHEDULE=off (playwright.config.ts).
  await expect(page.getByText('Scheduled backups are off (BACKUP_SCHEDULE=off).')).toBeVisible()
  await expect(page.getByText('npm run restore -- <file> --replace')).toBeVisible()

  // By keyboard: it says it is busy until the backup is written, keeps the focus, and the toast names the file.
  const button = page.getByRole('button', { name: 'Back up now' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Backing up…' })).toBeDisabled()
  const toast = page.getByText(/^Backup taken: hoa-backup-\S+\.ndjson\.gz$/)
  await expect(toast).toBeVisible({ timeout: 30_000 })
  const fileName = (await toast.textContent())!.replace('Backup taken: ', '')
  await expect(button).toBeEnabled()
  await expect(button).toBeFocused()

  const row = page.getByRole('row').filter({ hasText: fileName })
  await expect(row).toHaveCount(1)
  await expect(row.getByText(/^[0-9a-f]{64}$/)).toBeVisible()
  await expect(row).toContainText('Back office')
  const listedBytes = Number(await row.locator('data').getAttribute('value'))
  expect(listedBytes).toBeGreaterThan(0)
  await expectAccessible(page)

  // On a phone the table is a list of cards, each with its own download button.
  await page.setViewportSize({ width: 375, height: 900 })
  await expect(page.getByRole('table')).toBeHidden()
  const card = page.getByRole('list', { name: 'Backups on this server, newest first' }).getByRole('listitem')
  await expect(card.filter({ hasText: fileName })).toHaveCount(1)
  await page.setViewportSize({ width: 1280, height: 900 })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${fileName}` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(fileName)
  expect((await stat((await download.path())!)).size).toBe(listedBytes)
})

test('a manager has no Backups link, and the page says the role does not allow it', async ({
  page,
  request,
}) => {
  const email = `manager-backups-${uniqueStamp()}@example.com`
  const [first, chosen] = ['quartz meadow lantern 907', 'cobalt harbor juniper 218']
  const created = await request.post('/api/staff/users', {
    headers: await adminHeaders(request),
    data: { email, name: 'Max Manager', role: 'manager', password: first },
  })
  expect(created.status()).toBe(201)

  await gotoHydrated(page, '/staff/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(first)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Current password').fill(first)
  await page.getByLabel(/^New password\*?$/).fill(chosen)
  await page.getByLabel('New password again').fill(chosen)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Backups' })).toHaveCount(0)

  await gotoHydrated(page, '/staff/backups')
  await expect(page.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.')
  await expect(page.getByRole('button', { name: 'Back up now' })).toHaveCount(0)
  await expectAccessible(page)
})
