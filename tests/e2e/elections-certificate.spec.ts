import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import {
  adminHeaders,
  communityWithRoll,
  openElection,
  signInOnPage,
  type CreatedElection,
  type Headers,
} from './election-setup'

// The papers of an election: the printed notice of a unit without email followed by its mail ballot (the
// same voter code, large and as a QR code), then, once voting closed, the results report the board files
// with its minutes, on its print page and as a PDF.

/** Three units; Lot 3's owner has no email. Three races (plurality, cumulative, approval) and a measure. */
async function seedOpenElection(request: APIRequestContext, admin: Headers, stamp: string) {
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Maple Ridge ${stamp}`, city: 'Layton', county: 'Davis' },
    'unit,owner_name,owner_email,weight,address,mailing_address\r\n' +
      `Lot 1,Ana Reyes,ana-${stamp}@example.com,1,1 Maple Way,\r\n` +
      `Lot 2,Ben Ortiz,ben-${stamp}@example.com,1,2 Maple Way,\r\n` +
      'Lot 3,Dale Whitaker,,1,3 Maple Way,"PO Box 12, Layton, UT 84041"\r\n',
  )
  const now = Date.now()
  const created = await request.post('/api/elections', {
    headers: admin,
    data: {
      communityId,
      title: `Annual meeting ${stamp}`,
      notice: 'The annual meeting elects the board and decides on the new fence.',
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3 * 24 * 3600_000).toISOString(),
      secret: true,
      quorum: { percent: '0', basis: 'units' },
      contests: [
        {
          kind: 'candidates',
          title: 'Board of directors',
          seats: 2,
          writeIn: true,
          options: [{ label: 'Alice Park' }, { label: 'Bo Chen' }, { label: 'Cy Ames' }],
        },
        {
          kind: 'candidates',
          title: 'Architectural committee',
          seats: 3,
          method: 'cumulative',
          options: [{ label: 'Di Fox' }, { label: 'Ed Gray' }, { label: 'Flo Hunt' }, { label: 'Gil Ivy' }],
        },
        {
          kind: 'candidates',
          title: 'Social committee',
          seats: 2,
          method: 'approval',
          options: [{ label: 'Hal Jo' }, { label: 'Ida Kim' }, { label: 'Jay Lee' }],
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
  const ids = (await created.json()) as CreatedElection
  await openElection(request, admin, ids.id)
  return ids
}

async function signIn(page: Page, path: string) {
  await gotoHydrated(page, path)
  await expect(page).toHaveURL(/\/staff\/login\?next=/)
  await signInOnPage(page)
}

test('the notices come with mail ballots, and the closed election’s results report prints and downloads', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  await skipCookieBanner(page)
  const stamp = Date.now().toString(36)
  const admin = await adminHeaders(request)
  const ids = await seedOpenElection(request, admin, stamp)
  const title = `Annual meeting ${stamp}`
  await page.setViewportSize({ width: 1280, height: 900 })

  // Printed notices: Lot 3's letter, then its mail ballot with the same code, in ballot order.
  await signIn(page, `/staff/elections/${ids.id}/notices`)
  await expect(page.getByRole('heading', { name: `Printed notices: ${title}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  await page.getByRole('button', { name: 'Issue links and show the notice' }).click()
  const notice = page.getByRole('article', { name: 'Notice for Lot 3' })
  const ballot = page.getByRole('article', { name: 'Mail ballot for Lot 3' })
  const code = (await notice.getByText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/).textContent())!.trim()
  await expect(ballot.getByText(code, { exact: true })).toBeVisible()
  await expect(
    ballot.getByRole('img', { name: 'QR code of the voter code of Lot 3' }).locator('svg'),
  ).toBeVisible()
  await expect(ballot).toContainText('Dale Whitaker')
  await expect(ballot).toContainText(/Must arrive by \w+day, /)
  await expect(ballot).toContainText('Mark one box per choice with a dark pen')
  await expect(ballot.getByRole('region', { name: 'Board of directors' })).toContainText('Vote for up to 2')
  await expect(ballot.getByRole('region', { name: 'Architectural committee' })).toContainText(
    'You have 3 votes: write how many you give each candidate (3 in all)',
  )
  await expect(ballot.getByRole('region', { name: 'Social committee' })).toContainText('Choose any number')
  await expect(ballot.getByRole('region', { name: 'Replace the fence' })).toContainText('Vote for 1')
  await expect(page.getByRole('button', { name: 'Print notices' })).toBeEnabled()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('notices-1280.png'), fullPage: true })

  // The owner votes online with the printed code; then voting closes.
  const link = await request.post('/api/elections/ballot/code', { data: { code } })
  expect(link.status()).toBe(200)
  const { token } = (await link.json()) as { token: string }
  const [race, , , measure] = ids.contests
  const cast = await request.post(`/api/elections/ballot/${token}`, {
    data: {
      choices: [
        { contestId: race!.id, optionIds: [race!.options[0]!.id] },
        { contestId: measure!.id, optionIds: [measure!.options[0]!.id] },
      ],
    },
  })
  expect(cast.status()).toBe(201)
  expect((await request.post(`/api/elections/${ids.id}/close`, { headers: admin })).status()).toBe(200)

  // The console links the report; its print page says it is not yet certified and names the sealed record.
  await gotoHydrated(page, `/staff/elections/${ids.id}`)
  await page.getByRole('tab', { name: 'Exports' }).click()
  await page.getByRole('link', { name: 'Certified results report' }).click()
  const report = page.getByRole('article', { name: 'Results report: Not yet certified' })
  await expect(report).toBeVisible()
  const audit = await request.get(`/api/elections/${ids.id}/audit`, { headers: admin })
  const events = ((await audit.json()) as { events: Array<{ hash: string }> }).events
  await expect(report).toContainText(events.at(-1)!.hash)
  await expect(report).toContainText(`${events.length} events; every link and the seal check`)
  await expect(report.getByRole('table', { name: 'Totals: Board of directors' })).toContainText('Alice Park')
  await expect(report).toContainText('Inspector of election')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('certificate-1280.png'), fullPage: true })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`results-report-annual-meeting-${stamp}.pdf`)
  const { readFile } = await import('node:fs/promises')
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden()
})
