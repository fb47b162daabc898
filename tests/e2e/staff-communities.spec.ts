import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, test, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Issue 11 "Communities, units and owner rolls": staff add a community, import its roll by keyboard with a
// preview (an error first), and edit a unit; a board account sees only its own community, read-only.

const WIDTHS = [1280, 375] as const

/** Zero axe violations at both widths, and nothing wider than a 375 px phone. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Presses Tab until the element the locator finds has focus (at most `limit` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

const csvFile = (lines: string[]) => ({
  name: 'canyon-ridge-roll.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
})

const HEADER = 'unit,owner_name,owner_email,weight,address,mailing_address'
// Three equal interests of 33.3333 total 99.9999: the declaration rounds, so saving needs a confirmation.
const GOOD_ROWS = [
  '101,Ana Reyes,ana.reyes@example.com,33.3333,101 Canyon Ridge Dr,',
  '101,Luis Reyes,luis.reyes@example.com,33.3333,101 Canyon Ridge Dr,',
  '102,Dale Whitaker,,33.3333,102 Canyon Ridge Dr,"PO Box 12, Sandy, UT 84070"',
  '103,Carmen Ortiz,carmen.ortiz@example.com,33.3333,103 Canyon Ridge Dr,',
]

test('staff add a community, import its roll by keyboard, and change a unit’s weight', async ({ page }) => {
  test.setTimeout(240_000) // one long journey with many axe scans, on a shared two-core machine
  const stamp = Date.now().toString(36)
  const name = `Canyon Ridge Condominiums ${stamp}`

  await gotoHydrated(page, '/staff/communities')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fcommunities$/)
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Communities', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Communities' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessibleAtBothWidths(page)

  // Add the community: percentage interests, with Utah's defaults already filled in.
  await page.getByRole('link', { name: 'Add community' }).first().click()
  await expect(page.getByRole('heading', { name: 'Add a community' })).toBeVisible()
  await expect(page.getByLabel('Proxy valid for (months)')).toHaveValue('11')
  await expect(page.getByLabel('An owner may change a ballot already cast')).not.toBeChecked()
  await page.getByLabel('Community name').fill(name)
  await page.getByLabel('Kind of association').selectOption('condominium')
  await page.getByLabel('City').fill('Sandy')
  await expect(page.getByLabel('County')).toHaveValue('Salt Lake')
  await page.getByLabel('Percentage interest (undivided interest)').check()
  await page.getByLabel('Quorum (percent)').fill('abc')
  await page.getByRole('button', { name: 'Add community' }).click()
  await expect(page.getByText(/Enter the quorum as a percent/)).toBeVisible()
  await page.getByLabel('Quorum (percent)').fill('25')
  await page.getByRole('button', { name: 'Add community' }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('No units yet.')).toBeVisible()
  await expect(page.getByText('25% of the units')).toBeVisible()

  // Import by keyboard: Tab to the file input, choose the file, Tab to Preview and press Enter.
  await page.getByRole('link', { name: 'Import roll (CSV)' }).click()
  await expect(page.getByRole('heading', { name: 'Import the roll' })).toBeVisible()
  const fileInput = page.getByLabel('Roll file (CSV)')
  await expect(fileInput).toHaveAttribute(
    'accept',
    '.csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values',
  )
  await tabTo(page, fileInput)
  await page
    .locator(':focus')
    .setInputFiles(
      csvFile([
        HEADER,
        ...GOOD_ROWS.slice(0, 3),
        '103,Carmen Ortiz,carmen.ortiz@,33.3333,103 Canyon Ridge Dr,',
      ]),
    )
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Preview' })).toBeFocused()
  await page.keyboard.press('Enter')
  const previewHeading = page.getByRole('heading', { name: 'Preview of canyon-ridge-roll.csv' })
  await expect(previewHeading).toBeFocused()
  await expect(page.getByRole('alert')).toHaveText('1 error: nothing can be saved until the file is fixed')
  const errorRow = page.getByRole('table', { name: 'Errors in the file, by line' }).getByRole('row').nth(1)
  await expect(errorRow.getByRole('cell').nth(0)).toHaveText('5')
  await expect(errorRow.getByRole('cell').nth(1)).toHaveText('owner_email')
  await expect(errorRow).toContainText('is not a valid email address')
  await expect(page.getByRole('button', { name: 'Save roll' })).toHaveCount(0)
  await expectAccessibleAtBothWidths(page)

  // The fixed file: back to the input with Shift+Tab, preview again.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(fileInput).toBeFocused()
  await page.locator(':focus').setInputFiles(csvFile([HEADER, ...GOOD_ROWS]))
  await expect(previewHeading).toHaveCount(0) // a new file clears the old preview
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(previewHeading).toBeFocused()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Units added (3)' })).toBeVisible()
  const holds = page.getByRole('region', { name: 'Preview of canyon-ridge-roll.csv' })
  await expect(holds).toContainText('99.9999')
  await expect(holds).toContainText('−0.0001 from 100')
  const confirm = page.getByLabel(
    'I confirm the interests total 99.9999 (difference −0.0001) as the declaration states',
  )
  await expect(confirm).not.toBeChecked()
  await expectAccessibleAtBothWidths(page)

  // Saving without the confirmation is refused in the page; with it, the roll is saved.
  await tabTo(page, page.getByRole('button', { name: 'Save roll' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Tick the box to confirm the total, or fix the weights in the file.'),
  ).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Space')
  await expect(confirm).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('Roll saved.', { exact: true })).toBeVisible()
  await expect(page.getByText('3 units, in label order.')).toBeVisible()
  const units = page.getByRole('table', { name: 'Units, in label order' })
  await expect(units.getByRole('row')).toHaveCount(4)
  await expect(units.getByRole('row').filter({ hasText: '102' })).toContainText('Paper notices')
  // The history shows the import as one line; on request, each unit it added.
  const changes = page.getByRole('list', { name: 'Roll changes, newest first' })
  await expect(changes).toContainText('Imported the roll: 3 units (3 added)')
  await expect(changes).toContainText('Confirmed a total of 99.9999 instead of 100.')
  await expect(changes).not.toContainText('Added 101')
  await expectAccessibleAtBothWidths(page)
  await page.getByRole('link', { name: 'Show every unit an import changed' }).click()
  await expect(changes).toContainText('Added 101 (by a roll import)')
  await page.getByRole('link', { name: 'Show each import as one line' }).click()
  await expect(changes).not.toContainText('Added 101')

  // At 375 px the units are cards.
  await page.setViewportSize({ width: 375, height: 900 })
  await expect(units).toBeHidden()
  await expect(page.getByRole('list', { name: 'Units, in label order' }).locator(':scope > li')).toHaveCount(
    3,
  )
  await page.setViewportSize({ width: 1280, height: 900 })

  // Search, open the unit, change its weight.
  await page.getByRole('searchbox', { name: 'Search units' }).fill('Ortiz')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\?q=Ortiz$/)
  await expect(page.getByText('1 unit matches “Ortiz”.')).toBeVisible()
  await units.getByRole('link', { name: '103' }).click()
  await expect(page.getByRole('heading', { name: '103', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'carmen.ortiz@example.com' })).toBeVisible()
  await expectAccessibleAtBothWidths(page)

  await page.getByRole('button', { name: 'Edit unit' }).click()
  const weight = page.getByLabel('Interest (percent)')
  await expect(weight).toHaveAttribute('inputmode', 'decimal')
  await expect(weight).toHaveValue('33.3333')
  // 33.3335 leaves the total at 100.0001: the server's sentence and a confirmation appear.
  await weight.fill('33.3335')
  await page.getByRole('button', { name: 'Save unit' }).click()
  await expect(page.getByText(/The percentage interests total 100\.0001, not 100/)).toBeVisible()
  await expect(page.getByLabel('I confirm this total as the declaration states')).toBeVisible()
  await expectAccessibleAtBothWidths(page)
  // 33.3334 makes the total exactly 100: no confirmation needed.
  await weight.fill('33.3334')
  await page.getByRole('button', { name: 'Save unit' }).click()
  await expect(page.getByRole('button', { name: 'Edit unit' })).toBeFocused()
  const history = page.getByRole('list', { name: 'Changes to this unit, newest first' })
  await expect(history.getByRole('listitem').first()).toContainText('Changed 103')
  await expect(history.getByRole('listitem').first()).toContainText('Weight: 33.3333 to 33.3334')
  await expect(history).toContainText(E2E_ADMIN.name)

  await page.getByRole('link', { name: `Back to ${name}` }).click()
  await expect(page.getByText('exactly 100')).toBeVisible()
})

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/election-auth/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test('a board account sees only its own community, read-only', async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` }
  const community = async (name: string) => {
    const created = await request.post('/api/communities', {
      headers: admin,
      data: { name, associationType: 'hoa', city: 'Logan', county: 'Cache' },
    })
    expect(created.status()).toBe(201)
    return ((await created.json()) as { community: { id: string } }).community.id
  }
  const ownName = `Aspen Meadows HOA ${stamp}`
  const otherName = `Juniper Flats HOA ${stamp}`
  const [ownId, otherId] = [await community(ownName), await community(otherName)]
  const roll = await request.post(`/api/communities/${ownId}/roll`, {
    headers: { ...admin, 'Content-Type': 'text/csv' },
    data: 'unit,owner_name,owner_email,weight\r\nLot 1,Pat Lee,pat.lee@example.com,1\r\nLot 2,Sam Roe,,1\r\n',
  })
  expect(roll.status()).toBe(200)

  const email = `board-${stamp}@example.com`
  const first = 'granite willow canyon 415'
  const chosen = 'sagebrush river lantern 862'
  const created = await request.post('/api/staff/users', {
    headers: admin,
    data: { email, name: 'Bailey Board', role: 'board', communityIds: [ownId], password: first },
  })
  expect(created.status()).toBe(201)
  // A password an admin set must be replaced first: the board member does so (here through the API).
  const changed = await request.post('/api/election-auth/password', {
    headers: { Authorization: `Bearer ${await apiToken(request, email, first)}` },
    data: { currentPassword: first, newPassword: chosen },
  })
  expect(changed.status()).toBe(200)

  await gotoHydrated(page, '/staff/login')
  await signIn(page, email, chosen)
  // Signing in leads to /staff, which is the inbox: a board account goes on to its communities.
  await expect(page).toHaveURL(/\/staff\/communities$/)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link')).toHaveText(['Communities', 'Elections', 'Surveys'])
  await expect(page.getByRole('link', { name: ownName })).toHaveCount(1)
  await expect(page.getByText(otherName)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Add community' })).toHaveCount(0)

  await page.getByRole('link', { name: ownName }).click()
  await expect(page.getByRole('heading', { name: ownName, level: 1 })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download roll (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`aspen-meadows-hoa-${stamp}-roll.csv`)
  expect(await readFile((await download.path())!, 'utf8')).toContain('Lot 2,Sam Roe,,1')
  for (const control of ['Import roll (CSV)', 'Add unit', 'Edit settings'])
    await expect(page.getByRole('link', { name: control })).toHaveCount(0)
  await page
    .getByRole('table', { name: 'Units, in label order' })
    .getByRole('link', { name: 'Lot 2' })
    .click()
  await expect(page.getByRole('heading', { name: 'Lot 2', level: 1 })).toBeVisible()
  await expect(page.getByText('Paper notices', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit unit' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete unit' })).toHaveCount(0)

  // Pages it may not use lead back to what it may read; another community does not exist for it.
  await gotoHydrated(page, `/staff/communities/${ownId}/import`)
  await expect(page).toHaveURL(new RegExp(`/staff/communities/${ownId}$`))
  await gotoHydrated(page, '/staff/outbox')
  await expect(page).toHaveURL(/\/staff\/communities$/)
  await gotoHydrated(page, `/staff/communities/${otherId}`)
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  await expect(page.getByText(otherName)).toHaveCount(0)
})
