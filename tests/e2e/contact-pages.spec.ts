import { emails, externalLinks, offices, phones } from '~/content/company'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

/** The portal's five capabilities, as the customer named them. */
const PORTAL_CAPABILITIES = [
  'Account Information',
  'Make Payments',
  'Community Calendar',
  'Documents & Forms',
  'Submit Requests',
]

// Spec sections 2 (locations section, /contact, /owner-login), 6 (credentials issued by management) and 9
// (business hours, emergency line, response promise).
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const main = (page: Page) => page.getByRole('main')
const office = (page: Page, name: string) => main(page).getByRole('article', { name })

async function expectNewTab(link: ReturnType<Page['getByRole']>, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
  await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
}

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test('/contact shows both offices with address, phone, map link and areas served', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us for your area')
  for (const o of offices) {
    const card = office(page, o.name)
    await expect(card).toContainText(o.address.street)
    await expect(card).toContainText(`${o.address.city}, UT ${o.address.zip}`)
    await expect(
      card.getByRole('link', { name: new RegExp(o.phone.display.replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('href', `tel:${o.phone.raw}`)
    await expectNewTab(card.getByRole('link', { name: /View on map/ }), o.mapsUrl)
    for (const area of o.areasServed)
      await expect(card.getByRole('listitem').filter({ hasText: area })).toHaveCount(1)
  }
  const northern = office(page, 'Northern Utah Office')
  const southern = office(page, 'Southern Utah Office')
  // The northern office shows the hours of spec section 9; the southern one is by appointment.
  const hours = northern.getByRole('table', { name: /Office hours/ })
  await expect(hours.getByRole('row')).toHaveText([
    /Days\s*Hours/,
    /Monday – Thursday.*9:00 AM – 5:00 PM/,
    /Friday.*9:00 AM – 3:00 PM/,
    /Saturday – Sunday.*Closed/,
  ])
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1)
  await expect(northern).not.toContainText('Visits by Appointment Only')
  await expect(southern.getByText('Visits by Appointment Only', { exact: true })).toBeVisible()
  await expect(southern.getByRole('table')).toHaveCount(0)

  // A map of Utah with both offices pinned.
  await expect(
    main(page).getByRole('img', { name: /Map of Utah.*Salt Lake City and St\. George/ }),
  ).toBeVisible()
})

test('/contact lists the extra numbers, email support, the response promise and the emergency line', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact')
  const numbers = main(page).getByRole('region', { name: 'More numbers' })
  await expect(numbers.getByRole('link', { name: phones.parkCity.display })).toHaveAttribute(
    'href',
    `tel:${phones.parkCity.raw}`,
  )
  await expect(numbers.getByRole('link', { name: phones.textSupport.display })).toHaveAttribute(
    'href',
    `sms:${phones.textSupport.raw}`,
  )
  await expect(main(page).getByRole('link', { name: emails.customerService })).toHaveAttribute(
    'href',
    `mailto:${emails.customerService}`,
  )
  await expect(
    main(page).getByText('We answer emails and texts within 24 hours on business days.'),
  ).toBeVisible()

  const emergency = main(page).getByRole('region', { name: 'Emergency line, 24/7' })
  await expect(emergency).toContainText(`call ${phones.northern.display} and choose Option 9`)
  await expect(emergency.getByRole('link', { name: 'Call, then press 9' })).toHaveAttribute(
    'href',
    `tel:${phones.northern.raw}`,
  )
  // One contact form (its journeys are in contact-form.spec.ts).
  const message = main(page).getByRole('region', { name: 'Send us a message' })
  await expect(message.getByRole('button', { name: 'Send Message' })).toBeVisible()
  await expect(main(page).locator('form')).toHaveCount(1)
})

test('/contact carries ContactPage, two LocalBusiness and a BreadcrumbList in its head', async ({ page }) => {
  await page.goto('/contact')
  await expect(page).toHaveTitle(/^Contact Us for Your Area \| /)
  const blocks = await jsonLdBlocks(page)
  const types = blocks.map((b) => b['@type'])
  expect(types.filter((t) => t === 'ContactPage')).toHaveLength(1)
  const businesses = blocks.filter((b) => b['@type'] === 'LocalBusiness')
  expect(businesses.map((b) => (b.address as { addressLocality: string }).addressLocality)).toEqual([
    'Salt Lake City',
    'St. George',
  ])
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
  expect((crumbs?.itemListElement as Array<{ name: string }>).map((c) => c.name)).toEqual(['Home', 'Contact'])
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Contact',
  ])
})

test('/owner-login explains the portal, its five capabilities and how to get a login', async ({ page }) => {
  await gotoHydrated(page, '/owner-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owner Login')
  const capabilities = main(page).getByRole('list', { name: 'Your account and your community, in one place' })
  await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText(PORTAL_CAPABILITIES)
  await expect(main(page)).toContainText('Logins are issued by the Wasatch Crest management team.')
  await expect(main(page).getByRole('heading', { name: 'Forgot your password or locked out?' })).toHaveCount(
    0,
  )
  // Spec section 6: credentials come from management, so getting and resetting one goes through customer service.
  await expect(main(page).getByRole('heading', { name: 'Step 2: Ask customer service' })).toBeVisible()
  await expect(main(page).getByText('Forgot your password or locked out?')).toBeVisible()

  await expectNewTab(
    main(page).getByRole('link', { name: /^Go to the Community Portal/ }),
    externalLinks.ownerPortal,
  )
  await expectNewTab(
    main(page).getByRole('link', { name: /^Open the payment portal/ }),
    externalLinks.paymentPortal,
  )
  await expectNewTab(
    main(page).getByRole('link', { name: /^Request documents/ }),
    externalLinks.documentRequest,
  )

  const blocks = await jsonLdBlocks(page)
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
  expect((crumbs?.itemListElement as Array<{ name: string }>).map((c) => c.name)).toEqual([
    'Home',
    'Owner Login',
  ])
})

test('Need Help on /owner-login opens the Contact dialog and Escape returns to it', async ({ page }) => {
  await gotoHydrated(page, '/owner-login')
  const needHelp = main(page).getByRole('region', { name: 'Need Help?' })
  const button = needHelp.getByRole('button', { name: 'Contact Customer Service' })
  await button.click()
  const contact = page.getByRole('dialog', { name: /^Contact / })
  await expect(contact).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(contact).toHaveCount(0)
  await expect(button).toBeFocused()
})

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of ['/contact', '/owner-login']) {
      test(`${path}: no axe violations and no horizontal overflow`, async ({ page }) => {
        test.slow()
        await gotoHydrated(page, path)
        await page.evaluate(() => document.fonts.ready)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await expectNoAxeViolations(page)
      })
    }
  })
}
