import { adminHeaders, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, test, type Page } from './fixtures'
import { tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { staffSession, withStaffSession } from './staff-sessions'

// Each owner's language, in the back office at a phone's width and by keyboard: a roll imported with a
// language column, then one owner's language set by hand on the unit's page. Their notices, invitations and
// ballots are written in it.

const csvFile = (lines: string[]) => ({
  name: 'sagebrush-roll.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
})

const ROLL = [
  'unit,owner_name,owner_email,weight,mailing_address,language',
  '101,Ana Reyes,ana.reyes@example.com,1,,Español',
  '101,Luis Reyes,luis.reyes@example.com,1,,',
  '102,Dale Whitaker,,1,"PO Box 12, Sandy, UT 84070",en',
]

/** The figure a roll's totals list shows beside this name. */
const stat = (page: Page, name: string) =>
  page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')

test('staff import a roll with a language column and set an owner’s language by keyboard at 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000) // several axe scans on a shared two-core machine
  const admin = await adminHeaders(request)
  const name = `Sagebrush Flats HOA ${uniqueStamp()}`
  const created = await request.post('/api/communities', {
    headers: admin,
    data: { name, associationType: 'hoa', city: 'Sandy', county: 'Salt Lake' },
  })
  expect(created.status()).toBe(201)
  const communityId = ((await created.json()) as { community: { id: string } }).community.id
  await withStaffSession(page, await staffSession(request, admin, 'manager'))
  await page.setViewportSize(PHONE)

  // The import: the help names the column, a file with it previews the Spanish reader, and saves.
  await gotoHydrated(page, `/staff/communities/${communityId}/import`)
  await expect(page.getByRole('heading', { name: 'Import the roll' })).toBeVisible()
  await expect(
    page.getByText(/A file without this column keeps each owner’s language as it is/),
  ).toBeVisible()
  const fileInput = page.getByLabel('Roll file (CSV)')
  await tabTo(page, fileInput)
  await page.locator(':focus').setInputFiles(csvFile([...ROLL.slice(0, 3), '102,Dale Whitaker,,1,,French']))
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Preview' })).toBeFocused()
  await page.keyboard.press('Enter')
  const previewHeading = page.getByRole('heading', { name: 'Preview of sagebrush-roll.csv' })
  await expect(previewHeading).toBeFocused()
  const errorRow = page.getByRole('table', { name: 'Errors in the file, by line' }).getByRole('row').nth(1)
  await expect(errorRow.getByRole('cell').nth(0)).toHaveText('4')
  // At a phone's width the column's name heads the message in one cell.
  await expect(errorRow).toContainText('Column language')
  await expect(errorRow).toContainText('The language "French" is not one the notices are written in.')
  await expect(errorRow).toContainText('Write en (English) or es (Spanish)')
  await expect(page.getByRole('button', { name: 'Save roll' })).toHaveCount(0)

  await tabTo(page, fileInput, { back: true })
  await page.locator(':focus').setInputFiles(csvFile(ROLL))
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(previewHeading).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Units added (2)' })).toBeVisible()
  await expect(stat(page, 'Owners who read Spanish')).toHaveText('1')
  await expectAccessibleAtBothSizes(page)
  await tabTo(page, page.getByRole('button', { name: 'Save roll' }))
  await page.keyboard.press('Enter')

  // The community page counts the Spanish readers and marks them in the list of units.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(stat(page, 'Owners who read Spanish')).toHaveText('1')
  const units = page.getByRole('list', { name: 'Units, in label order' })
  await expect(
    units.getByRole('listitem').filter({ hasText: 'Ana Reyes' }).getByText('Español'),
  ).toBeVisible()
  await expect(units.getByText('Español')).toHaveCount(1)
  await expectAccessibleAtBothSizes(page)

  // Dale reads Spanish too: his unit's page, Edit unit, the Language field, Save, all by keyboard.
  await tabTo(page, page.getByRole('link', { name: '102', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: '102', level: 1 })).toBeVisible()
  await expect(page.getByText('Notices in English')).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Edit unit' }))
  await page.keyboard.press('Enter')
  const language = page.getByLabel('Language')
  await expect(language).toHaveValue('en')
  await tabTo(page, language)
  await page.keyboard.press('ArrowDown')
  await expect(language).toHaveValue('es')
  await expectAccessibleAtBothSizes(page)
  await tabTo(page, page.getByRole('button', { name: 'Save unit' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Edit unit' })).toBeFocused()
  await expect(page.getByText('Notices in Spanish')).toBeVisible()
  const history = page.getByRole('list', { name: 'Changes to this unit, newest first' })
  await expect(history).toContainText('Dale Whitaker PO Box 12, Sandy, UT 84070 (reads Spanish)')
  await expectAccessibleAtBothSizes(page)

  // Back on the community page: two owners read Spanish now, and the export says so.
  await gotoHydrated(page, `/staff/communities/${communityId}`)
  await expect(stat(page, 'Owners who read Spanish')).toHaveText('2')
  const exported = await request.get(`/api/communities/${communityId}/roll.csv`, { headers: admin })
  expect((await exported.text()).split('\r\n').filter((line) => line.startsWith('102'))).toEqual([
    '102,Dale Whitaker,,1,,,"PO Box 12, Sandy, UT 84070",es',
  ])
})
