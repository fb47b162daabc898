import { expect, gotoHydrated, settleAnimations, skipCookieBanner, test, type Page } from './fixtures'
import { press, tabTo } from './keyboard'
import { DESKTOP, PHONE } from './sizes'
import { expectSpanishPage } from './spanish-page'

// The contact page in Spanish (/es/contact): the page around the form says everything in Spanish, the office
// hours are written the Spanish way, a link to an English-only page says so, and the contact form is sent by
// keyboard alone at a phone's width and confirmed in Spanish.

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const REFERENCE = /CT-[2-9A-HJKMNP-Z]{8}/
const SPANISH_PROMISE = 'Respondemos correos y mensajes de texto en un plazo de 24 horas en días hábiles.'

/** Tabs to a field and types into it: no pointer anywhere. */
async function type(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

test('/es/contact in Spanish at 375 px, its message sent by keyboard and confirmed in Spanish', async ({
  page,
}) => {
  // Every field reached by Tab and two axe scans: a long journey.
  test.setTimeout(180_000)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/es/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comuníquese con la oficina de su zona')
  await expect(page).toHaveTitle(/^Comuníquese con la oficina de su zona \| Wasatch Crest HOA Management$/)
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
  const contactPage = structured.find((block) => block['@type'] === 'ContactPage')
  expect(contactPage).toMatchObject({
    name: 'Comuníquese con Wasatch Crest HOA Management',
    inLanguage: 'es',
  })
  expect(new URL(contactPage?.url as string).pathname).toBe('/es/contact')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Línea de emergencias, 24/7' })).toBeVisible()
  await expect(main).toContainText('marque la opción 9')

  // The hours through Intl in US Spanish, today's row (every day has one) marked "Hoy".
  const hours = main.getByRole('table', { name: /Horario de la oficina/ })
  await expect(hours.getByRole('row', { name: /Lunes – jueves/ })).toContainText('9:00 a.m. – 5:00 p.m.')
  await expect(hours.getByRole('row', { name: /Sábado – domingo/ })).toContainText('Cerrado')
  await expect(hours.locator('tr[aria-current="date"]')).toContainText('Hoy')

  // The owner-login page is English only, and its link says so.
  const ownerLogin = main.getByRole('link', { name: /^Ayuda para entrar al portal/ })
  await expect(ownerLogin).toHaveAttribute('hreflang', 'en-US')
  await expect(ownerLogin).toContainText('EN')
  await expect(ownerLogin).toHaveAccessibleName(/\(en inglés\)$/)

  // lang, hreflang, no English sentence of the shell, forms or contact catalogues, axe at both widths.
  await expectSpanishPage(page, ['forms', 'contact'])

  const form = main.getByRole('region', { name: 'Envíenos un mensaje' })
  const name = form.getByRole('textbox', { name: 'Su nombre', exact: true })
  const submit = form.getByRole('button', { name: 'Enviar mensaje' })
  await press(page, submit, 'Enter')
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription(/Escriba su nombre/)

  await page.keyboard.type('Marcus Bell')
  await type(
    page,
    form.getByRole('textbox', { name: 'Correo electrónico', exact: true }),
    'marcus@example.com',
  )
  await type(
    page,
    form.getByRole('textbox', { name: 'Comunidad (opcional)', exact: true }),
    'Sand Hollow Villas',
  )
  await type(
    page,
    form.getByRole('textbox', { name: 'Mensaje', exact: true }),
    'La puerta de la piscina no abre.',
  )

  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'))
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await press(page, submit, 'Enter')
  expect((await request).headers()['content-language']).toBe('es')
  const answer = await response
  expect(answer.status()).toBe(201)
  const { reference } = (await answer.json()) as { reference: string }
  expect(reference).toMatch(REFERENCE)
  await expect(form.getByRole('heading', { name: 'Mensaje enviado' })).toBeFocused()
  await expect(form).toContainText(`Gracias, Marcus Bell. Su número de referencia es ${reference}.`)
  await expect(form).toContainText(SPANISH_PROMISE)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('from /es/contact the Contact dialog speaks Spanish and leads back to /es/contact', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await gotoHydrated(page, '/es/contact')
  // The portal dialog, in Spanish too, hands over to the Contact dialog.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acceso propietarios' }).click()
  const portal = page.getByRole('dialog', { name: 'Acceso al portal de propietarios' })
  await expect(portal.getByRole('link', { name: /^Ir al portal de la comunidad/ })).toBeVisible()
  await expect(
    portal.getByRole('list', { name: 'En el portal usted puede usar' }).getByRole('heading'),
  ).toHaveText([
    'Información de la cuenta',
    'Hacer pagos',
    'Calendario de la comunidad',
    'Documentos y formularios',
    'Enviar solicitudes',
  ])
  // The owner-login page it links to is English only, and says so.
  await expect(portal.getByRole('link', { name: /Cómo obtener o restablecer las suyas/ })).toHaveAttribute(
    'hreflang',
    'en-US',
  )
  await portal.getByRole('button', { name: 'Comunicarse con el servicio al cliente' }).click()
  const dialog = page.getByRole('dialog', { name: 'Comuníquese con Wasatch Crest' })
  await expect(dialog).toBeVisible()
  await settleAnimations(page)
  await expect(dialog).toContainText(SPANISH_PROMISE)
  await expect(dialog.getByRole('heading', { name: 'Línea de emergencias, 24/7' })).toBeVisible()
  await expect(dialog.getByRole('table', { name: /Horario de atención/ })).toContainText('Viernes')
  await expect(dialog).toContainText('Las visitas a nuestra oficina de St. George son solo con cita previa.')
  await expect(dialog.getByRole('region', { name: 'Envíenos un mensaje' })).toBeVisible()
  await dialog.getByRole('link', { name: 'Direcciones de las oficinas, mapas y zonas que atendemos' }).click()
  await expect(page).toHaveURL(/\/es\/contact$/)
  await expect(dialog).toBeHidden()
})
