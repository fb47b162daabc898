import { emails, externalLinks, offices, phones } from '~/content/company'
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  settleAnimations,
  skipCookieBanner,
  test,
  type Page,
} from './fixtures'

/** The portal's five capabilities, as the customer named them. */
const PORTAL_CAPABILITIES = [
  'Account Information',
  'Make Payments',
  'Community Calendar',
  'Documents & Forms',
  'Submit Requests',
]

// Spec section 2 ("Homeowner Portal Access dialog", "Contact dialog", header Owner Login) and section 4
// ("The contact dialog opens from the portal dialog").
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const headerOwnerLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Owner Login' })
const portalDialog = (page: Page) => page.getByRole('dialog', { name: 'Homeowner Portal Access' })
const contactDialog = (page: Page) => page.getByRole('dialog', { name: /^Contact / })

async function openPortalFromHeader(page: Page) {
  await headerOwnerLogin(page).click()
  await expect(portalDialog(page)).toBeVisible()
  await settleAnimations(page)
}

async function expectScrollLocked(page: Page, locked: boolean) {
  await expect
    .poll(() => page.locator('body').evaluate((el) => getComputedStyle(el).overflow))
    .toBe(locked ? 'hidden' : 'visible')
}

for (const path of ['/contact', '/owner-login', '/no-such-page']) {
  test(`on ${path}, Owner Login opens the portal dialog and Need Help hands over to Contact`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    await openPortalFromHeader(page)
    const portal = portalDialog(page)
    await expectScrollLocked(page, true)
    await expect.poll(() => portal.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    const portalLink = portal.getByRole('link', { name: /^Go to the Community Portal/ })
    await expect(portalLink).toHaveAttribute('href', externalLinks.ownerPortal)
    await expect(portalLink).toHaveAttribute('target', '_blank')
    await expect(portalLink).toHaveAttribute('rel', /noopener noreferrer/)
    const cards = portal.getByRole('list', { name: 'In the portal you can use' }).getByRole('listitem')
    await expect(cards).toHaveCount(5)
    await expect(cards.getByRole('heading')).toHaveText(PORTAL_CAPABILITIES)

    await portal
      .getByRole('region', { name: 'Need Help?' })
      .getByRole('button', { name: 'Contact Customer Service' })
      .click()
    await expect(contactDialog(page)).toBeVisible()
    await expect(portal).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expectScrollLocked(page, true)

    // Closing the second dialog returns focus to what opened the first.
    await contactDialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(headerOwnerLogin(page)).toBeFocused()
    await expectScrollLocked(page, false)
  })
}

test('the contact dialog shows every way to reach us, the emergency line and the hours', async ({ page }) => {
  await gotoHydrated(page, '/owner-login')
  await openPortalFromHeader(page)
  await portalDialog(page).getByRole('button', { name: 'Contact Customer Service' }).click()
  const contact = contactDialog(page)
  await expect(contact).toHaveAccessibleName('Contact Wasatch Crest')
  await expect(contact).toHaveAccessibleDescription(
    'We answer emails and texts within 24 hours on business days.',
  )

  await expect(contact.getByRole('link', { name: emails.customerService })).toHaveAttribute(
    'href',
    `mailto:${emails.customerService}`,
  )
  for (const o of offices) {
    await expect(contact.getByRole('link', { name: o.phone.display }).first()).toHaveAttribute(
      'href',
      `tel:${o.phone.raw}`,
    )
  }
  await expect(contact.getByRole('link', { name: phones.textSupport.display })).toHaveAttribute(
    'href',
    `sms:${phones.textSupport.raw}`,
  )
  await expect(contact.getByRole('link', { name: phones.parkCity.display })).toHaveAttribute(
    'href',
    `tel:${phones.parkCity.raw}`,
  )
  const emergency = contact.getByRole('region', { name: 'Emergency line, 24/7' })
  await expect(emergency).toContainText(`call ${phones.northern.display} and choose Option 9`)
  await expect(contact.getByRole('table', { name: /Business hours/ }).getByRole('row')).toHaveText([
    /Days\s*Hours/,
    /Monday – Thursday.*9:00 AM – 5:00 PM/,
    /Friday.*9:00 AM – 3:00 PM/,
    /Saturday – Sunday.*Closed/,
  ])

  // Escape closes it and focus goes back to the header button that started it all.
  await page.keyboard.press('Escape')
  await expect(contact).toHaveCount(0)
  await expect(headerOwnerLogin(page)).toBeFocused()
})

test('the contact dialog links to the full /contact page and closes on the way', async ({ page }) => {
  await gotoHydrated(page, '/owner-login')
  await openPortalFromHeader(page)
  await portalDialog(page).getByRole('button', { name: 'Contact Customer Service' }).click()
  await contactDialog(page).getByRole('link', { name: 'Office addresses, maps and areas served' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us for your area')
})

test('the footer Owner Login opens the portal dialog too', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  const footerButton = page.getByRole('contentinfo').getByRole('link', { name: 'Owner Login' })
  await footerButton.click()
  await expect(portalDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(portalDialog(page)).toHaveCount(0)
  await expect(footerButton).toBeFocused()
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('Owner Login in the mobile menu opens the portal dialog', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Owner Login' }).click()
    await expect(portalDialog(page)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    const box = await portalDialog(page).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
  })
})

for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    /** From the footer, whose Owner Login shows at every width. */
    async function openPortal(page: Page) {
      await gotoHydrated(page, '/owner-login')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Owner Login' }).click()
      await expect(portalDialog(page)).toBeVisible()
      await settleAnimations(page)
    }

    test('no violations with the portal dialog open', async ({ page }) => {
      test.slow()
      await openPortal(page)
      await expectNoAxeViolations(page)
    })

    test('no violations with the contact dialog open', async ({ page }) => {
      test.slow()
      await openPortal(page)
      await portalDialog(page).getByRole('button', { name: 'Contact Customer Service' }).click()
      await expect(contactDialog(page)).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
