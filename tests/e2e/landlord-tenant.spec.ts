import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2: /landlord-tenant, "Submit rental and lease info for association records" (DESIGN.md
// "Rental registration"): from the home page's Quick Access card to the confirmation page.

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const form = (page: Page) => page.getByRole('form', { name: 'Rental registration' })
const group = (page: Page, name: string) => form(page).getByRole('group', { name, exact: true })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit registration' })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

async function fillRequired(page: Page) {
  const unit = group(page, 'The community and unit')
  await unit.getByLabel('Community (association) name').fill('Oak Hollow Homeowners Association')
  await unit.getByLabel('Rental unit address').fill('1234 E Maple Ridge Dr, Unit 12, Sandy, UT 84092')
  const owner = group(page, 'The owner')
  await owner.getByLabel('Owner’s full name').fill('Ann Lee')
  await owner.getByLabel('Email').fill('ann.lee@example.com')
  await owner.getByLabel('Phone').fill('801-555-0142')
  await owner.getByLabel('Mailing address').fill('PO Box 88, Provo, UT 84601')
  await group(page, 'Tenant 1').getByLabel('Full name').fill('Marcus Bell')
  const lease = group(page, 'Lease and occupants')
  await lease.getByLabel('Lease start date').fill('2026-01-01')
  await lease.getByLabel('Lease end date').fill('2026-12-31')
  await lease.getByLabel('Number of occupants').fill('3')
  const emergency = group(page, 'Emergency contact')
  await emergency.getByLabel('Name').fill('Rita Bell')
  await emergency.getByLabel('Phone').fill('(801) 555-0199')
  await form(page)
    .getByLabel(/tenants have received a copy of the association’s rules/)
    .check()
}

test('from the Quick Access card to a confirmed registration with two tenants, a vehicle and a lease', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page
    .getByRole('region', { name: 'What can we help you with today?' })
    .getByRole('link', { name: /Landlord\/Tenant Information/ })
    .click()
  await expect(page).toHaveURL(/\/landlord-tenant$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register a rental')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Landlord/Tenant Information',
  )
  await expect(page.getByRole('main')).toContainText('Utah Code 57-8a-209')
  await expect(page.getByRole('main')).toContainText('Social Security numbers, income, credit reports')

  // Empty: every required field says what it needs, beside it, and the first one takes the focus.
  await submit(page).click()
  const community = form(page).getByLabel('Community (association) name')
  await expect(community).toBeFocused()
  await expect(community).toHaveAttribute('aria-invalid', 'true')
  await expect(community).toHaveAccessibleDescription(/Please enter the community \(association\) name\./)
  await expect(group(page, 'Tenant 1').getByLabel('Full name')).toHaveAccessibleDescription(
    'Please enter the tenant’s full name.',
  )
  await expect(
    group(page, 'Lease and occupants').getByLabel('Number of occupants'),
  ).toHaveAccessibleDescription(/Please enter how many people will live in the unit\./)
  await expect(form(page).getByRole('checkbox')).toHaveAccessibleDescription(
    'Please confirm that the tenants have received the association’s rules.',
  )
  await expect(form(page).getByRole('alert')).toHaveText(/Some fields need attention/)

  await fillRequired(page)
  // Messages follow the corrections.
  await expect(community).not.toHaveAttribute('aria-invalid')

  // Tenants: add two, remove the third; each new row takes the focus.
  await form(page).getByRole('button', { name: 'Add another tenant' }).click()
  await expect(group(page, 'Tenant 2').getByLabel('Full name')).toBeFocused()
  await page.keyboard.type('Dana Bell')
  await group(page, 'Tenant 2').getByLabel('Email').fill('dana@example.com')
  await form(page).getByRole('button', { name: 'Add another tenant' }).click()
  await group(page, 'Tenant 3').getByLabel('Full name').fill('Not a tenant')
  await form(page).getByRole('button', { name: 'Remove tenant 3' }).click()
  await expect(group(page, 'Tenant 3')).toHaveCount(0)
  await expect(form(page).getByRole('button', { name: 'Add another tenant' })).toBeFocused()

  // Vehicles: add two, remove one.
  await form(page).getByRole('button', { name: 'Add a vehicle' }).click()
  await expect(group(page, 'Vehicle 1').getByLabel('Make and color')).toBeFocused()
  await page.keyboard.type('Blue Subaru Outback')
  await group(page, 'Vehicle 1').getByLabel('License plate').fill('7KX392')
  await form(page).getByRole('button', { name: 'Add another vehicle' }).click()
  await form(page).getByRole('button', { name: 'Remove vehicle 2' }).click()
  await expect(group(page, 'Vehicle 2')).toHaveCount(0)

  // A lease that ends before it starts is caught in the browser.
  await group(page, 'Lease and occupants').getByLabel('Lease end date').fill('2025-12-31')
  await submit(page).click()
  const leaseEnd = group(page, 'Lease and occupants').getByLabel('Lease end date')
  await expect(leaseEnd).toBeFocused()
  await expect(leaseEnd).toHaveAccessibleDescription(/The lease end date cannot be before the start date\./)
  await leaseEnd.fill('2026-12-31')

  // A file that only pretends to be a PDF: the server refuses it, and says so beside the picker.
  const file = form(page).getByLabel('Lease file')
  await file.setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html></html>'),
  })
  await submit(page).click()
  await expect(file).toBeFocused()
  await expect(file).toHaveAccessibleDescription(/The lease file must be a PDF, DOC, DOCX, JPG, PNG file\./)
  await expect(page).toHaveURL(/\/landlord-tenant$/)

  await file.setInputFiles({ name: 'Lease 2026.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(form(page)).toContainText('Lease 2026.pdf')
  // Held back a moment, so the button's progress state can be seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/landlord-tenant', async (route) => {
    await held
    await route.continue()
  })
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/landlord-tenant'))
  await submit(page).click()
  const sending = form(page).getByRole('button', { name: 'Submitting registration…' })
  await expect(sending).toBeDisabled()
  release()
  expect((await answer).status()).toBe(201)

  await expect(page).toHaveURL(/\/landlord-tenant\/submitted\/RR-[2-9A-HJKMNP-Z]{8}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received')
  const reference = page.getByText(/^RR-[2-9A-HJKMNP-Z]{8}$/)
  await expect(reference).toBeVisible()
  expect(page.url()).toContain(await reference.innerText())
  await expect(page.getByRole('main')).toContainText(/Received \w+ \d{1,2}, \d{4}/)
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible()
  // Printed, the page is the confirmation alone: no site header, footer, floating buttons or print button.
  await page.emulateMedia({ media: 'print' })
  await expect(reference).toBeVisible()
  for (const chrome of [page.getByRole('banner'), page.getByRole('contentinfo')])
    await expect(chrome).toBeHidden()
  await expect(page.getByRole('button', { name: 'Provide Feedback' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  // Anyone could type this URL: nothing personal is shown.
  for (const personal of ['Ann Lee', 'Marcus', 'Oak Hollow', 'Maple Ridge', 'Subaru', '801-555'])
    await expect(page.getByRole('main')).not.toContainText(personal)
})

test('an unknown or malformed reference is the not-found page with a 404', async ({ page }) => {
  for (const path of [
    '/landlord-tenant/submitted/RR-22222222',
    '/landlord-tenant/submitted/not-a-reference',
  ]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
  }
})

test('the page carries its breadcrumb JSON-LD and is listed in the sitemap', async ({ page, request }) => {
  await gotoHydrated(page, '/landlord-tenant')
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; itemListElement?: Array<{ name: string }> },
  )
  const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList')
  expect(trail?.itemListElement?.map((i) => i.name)).toEqual(['Home', 'Landlord/Tenant Information'])
  await expect(page).toHaveTitle(/^Landlord\/Tenant Information/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/landlord-tenant<\/loc>/)
  expect(sitemap).not.toContain('/landlord-tenant/submitted')
})

for (const width of [1280, 375]) {
  test(`no axe violations at ${width} px: the form with its messages showing, and the confirmation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/landlord-tenant')
    await form(page).getByRole('button', { name: 'Add a vehicle' }).click()
    await submit(page).click()
    await expect(form(page).getByRole('alert')).toBeVisible()
    await expectNoAxeViolations(page)

    await fillRequired(page)
    await form(page).getByRole('button', { name: 'Remove vehicle 1' }).click()
    await form(page)
      .getByLabel('Lease file')
      .setInputFiles({
        name: `Signed residential lease ${'agreement '.repeat(6)}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      })
    // Nothing wider than the screen on a phone, even with a long file name.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    for (const control of [
      form(page).getByLabel('Lease file'),
      form(page).getByRole('button', { name: /^Remove Signed residential lease/ }),
    ]) {
      const box = await control.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    }
    await submit(page).click()
    await expect(page).toHaveURL(/\/landlord-tenant\/submitted\/RR-/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received')
    await expectNoAxeViolations(page)
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
