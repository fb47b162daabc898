import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { expectSpanishPage } from './spanish-page'

// The public forms in Spanish, at a phone's width and by keyboard alone: the landlord-tenant registration
// from /es/landlord-tenant to its Spanish confirmation, and the contact form. Each page says it is Spanish
// (lang, hreflang), and its language switch leads to the English page and is remembered.

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
})

/** Tabs to a field and types into it: no pointer anywhere. */
async function type(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

async function expectSpanishDocument(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator(`link[rel="alternate"][hreflang="es"]`)).toHaveAttribute(
    'href',
    new RegExp(`/es${path}$`),
  )
  await expect(page.locator(`link[rel="alternate"][hreflang="en-US"]`)).toHaveAttribute(
    'href',
    new RegExp(`[^s]${path}$`),
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/es${path}$`))
}

const rentalForm = (page: Page) => page.getByRole('form', { name: 'Registro de alquiler' })
const group = (page: Page, name: string) => rentalForm(page).getByRole('group', { name, exact: true })

test('a rental registration sent entirely in Spanish, by keyboard at 375 px', async ({ page }) => {
  // Every field reached by Tab, and four axe scans: a long journey.
  test.setTimeout(180_000)
  await gotoHydrated(page, '/es/landlord-tenant')
  await expectSpanishDocument(page, '/landlord-tenant')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registre un alquiler')
  await expect(page.getByRole('main')).toContainText('Código de Utah 57-8a-209')
  // No English sentence of the shell or forms catalogues left, and axe at both widths.
  await expectSpanishPage(page, ['forms'])

  // Sent empty: the messages are Spanish, beside their fields, and the first field takes the focus.
  const submit = rentalForm(page).getByRole('button', { name: 'Enviar registro' })
  await press(page, submit, 'Enter')
  const community = rentalForm(page).getByLabel('Nombre de la comunidad (asociación)')
  await expect(community).toBeFocused()
  await expect(community).toHaveAccessibleDescription(/Escriba el nombre de la comunidad \(asociación\)\./)
  await expect(rentalForm(page).getByRole('alert')).toHaveText(/Algunos campos necesitan su atención/)
  await expectAccessibleAtBothSizes(page)

  await page.keyboard.type('Oak Hollow Homeowners Association')
  const unit = group(page, 'La comunidad y la unidad')
  await type(page, unit.getByLabel('Dirección de la unidad en alquiler'), '1234 E Maple Ridge Dr, Unit 12')
  const owner = group(page, 'El propietario')
  await type(page, owner.getByLabel('Nombre completo del propietario'), 'Ana López')
  await type(page, owner.getByLabel('Correo electrónico'), 'ana.lopez@example.com')
  await type(page, owner.getByLabel('Teléfono'), '801-555-0142')
  await type(page, owner.getByLabel('Dirección postal'), 'PO Box 88, Provo, UT 84601')
  await type(page, group(page, 'Inquilino 1').getByLabel('Nombre completo'), 'Marcus Bell')
  const lease = group(page, 'Contrato y ocupantes')
  await tabTo(page, lease.getByLabel('Fecha de inicio del contrato'))
  await page.keyboard.type('01012026')
  await type(page, lease.getByLabel('Número de ocupantes'), '3')
  const emergency = group(page, 'Contacto de emergencia')
  await type(page, emergency.getByLabel('Nombre'), 'Rita Bell')
  await type(page, emergency.getByLabel('Teléfono'), '(801) 555-0199')
  await press(page, rentalForm(page).getByRole('checkbox', { name: /Confirmo que los inquilinos/ }), ' ')
  await expect(community).not.toHaveAttribute('aria-invalid')

  await press(page, submit, 'Enter')
  await expect(page).toHaveURL(/\/es\/landlord-tenant\/submitted\/RR-/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro recibido')
  await expect(page.getByRole('main')).toContainText('Su número de referencia')
  await expect(page.getByRole('main')).toContainText(/Recibido el .+ \(hora de Utah\)/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expectAccessibleAtBothSizes(page)
})

test('the language switch leads to the English page and is remembered', async ({ page }) => {
  await gotoHydrated(page, '/es/landlord-tenant')
  const english = page
    .getByRole('navigation', { name: 'Idioma' })
    .first()
    .getByRole('link', { name: 'English' })
  await press(page, english, 'Enter')
  await expect(page).toHaveURL(/\/landlord-tenant(\?|$)/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register a rental')

  // Chosen Spanish, a later visit to the English address answers in Spanish.
  const spanish = page
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: 'Español' })
  await press(page, spanish, 'Enter')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.goto('/landlord-tenant')
  await expect(page).toHaveURL(/\/es\/landlord-tenant$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registre un alquiler')
})
