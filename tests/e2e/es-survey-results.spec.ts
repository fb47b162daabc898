import type { Locator } from '@playwright/test'
import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { PHONE } from './sizes'
import { expectSpanishPage } from './spanish-page'
import { answeredResultsSurvey, RQ } from './survey-results-setup'

// The public results of a survey in Spanish at 375 px: the author's Spanish where given (English marked
// where not), a filter chosen by keyboard, the printable report; and the filter and the comparison as plain
// GET forms without JavaScript.

test.describe.configure({ timeout: 240_000 })

/** Chooses an option of a list with the arrow keys, as a keyboard user does. */
async function choose(page: Page, select: Locator, label: string) {
  await select.focus()
  for (let i = 0; i < 30; i++) {
    if ((await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)) === label) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`no option "${label}"`)
}

const OWNERS_POOL =
  '4 respuestas de propietarios que respondieron “Piscina” a la pregunta 2. Las respuestas son anónimas.'

test('a resident reads the results in Spanish at 375 px and filters them by keyboard', async ({
  page,
  request,
}) => {
  const survey = await answeredResultsSurvey(request, true, { spanish: true })
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, `/es/survey-responses/${survey.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Encuesta de servicios' })).toBeVisible()
  await expect(page.getByText('8 respuestas. Las respuestas son anónimas.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Respuestas a lo largo del tiempo' })).toBeVisible()
  await expect(
    page.getByText(
      'Menos de 3 personas de este grupo escribieron una respuesta en “Otro”. Esta encuesta es anónima, así que sus palabras no se muestran.',
    ),
  ).toBeVisible()
  // What the author left in English is shown in English and marked so.
  await expect(page.locator('[lang="en"]', { hasText: 'Anything else the board should know?' })).toHaveCount(
    1,
  )
  await expect(page.locator('[lang="en"]', { hasText: 'I rent it' }).first()).toBeAttached()
  await expect(
    page.getByRole('search', {
      name: 'Buscar respuestas a “¿Qué debería arreglar primero la junta directiva?”',
    }),
  ).toBeVisible()
  await expectSpanishPage(page, ['surveyResults'])

  // Owners who use the pool, chosen by keyboard.
  const filters = page.getByRole('search', { name: 'Filtrar los resultados' })
  await choose(page, filters.getByLabel('Propietarios o inquilinos'), 'Propietarios')
  await choose(page, filters.getByLabel('Quién respondió'), 'Piscina (pregunta 2)')
  const apply = filters.getByRole('button', { name: 'Aplicar filtros' })
  await apply.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`/es/survey-responses/${survey.id}\\?role=owner&answer=${RQ.amenities}%3Apool$`),
  )
  await expect(page.getByText(OWNERS_POOL)).toBeVisible()
  await expect(
    page.getByRole('table', { name: /Pregunta 3, ¿Qué tan satisfecho está con el mantenimiento\?/ }),
  ).toHaveAccessibleName(/respondieron 4 personas, promedio de 4\.5 de 5$/)
  await expectSpanishPage(page, ['surveyResults'])

  // The printable report of this view, in Spanish, and its PDF asked for in Spanish.
  await page.getByRole('link', { name: 'Informe para imprimir' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/es/survey-responses/${survey.id}/report\\?role=owner`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados de la encuesta: Encuesta de servicios' }),
  ).toBeVisible()
  await expect(
    page.getByText('Propietarios que respondieron “Piscina” a la pregunta 2: 4 respuestas.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', /lang=es$/)
  await expectSpanishPage(page, ['surveyResults'])
  await page.getByRole('link', { name: 'Volver a los resultados' }).click()
  await expect(page.getByText(OWNERS_POOL)).toBeVisible()
})

test('without JavaScript the Spanish filter and comparison are plain forms that answer in Spanish', async ({
  browser,
  request,
}) => {
  const survey = await answeredResultsSurvey(request, true, { spanish: true })
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await skipCookieBanner(page)
  await page.goto(`/es/survey-responses/${survey.id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const filters = page.getByRole('search', { name: 'Filtrar los resultados' })
  await filters.getByLabel('Propietarios o inquilinos').selectOption({ label: 'Propietarios' })
  await filters.getByLabel('Quién respondió').selectOption({ label: 'Piscina (pregunta 2)' })
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/survey-responses/${survey.id}\\?role=owner&answer=`))
  await expect(page.getByText(OWNERS_POOL)).toBeVisible()

  await page.getByText('Comparar dos grupos', { exact: true }).click()
  const compare = page.getByRole('search', { name: 'Comparar dos grupos' })
  await compare
    .getByRole('group', { name: 'Grupo B' })
    .getByLabel('Propietarios o inquilinos')
    .selectOption('renter')
  await compare.getByRole('button', { name: 'Comparar grupos' }).click()
  await expect(page).toHaveURL(/\/es\/survey-responses\/.*compare=1.*&b_role=renter/)
  const groups = page.getByRole('region', { name: 'Los dos grupos' })
  await expect(groups.getByText('Grupo B: Inquilinos')).toBeVisible()
  await expect(groups.getByText('3 respuestas')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Pregunta 3: Promedio de 5 por grupo' })).toBeAttached()

  // Results that are not public say so in Spanish.
  const hidden = await answeredResultsSurvey(request, false)
  const answer = await page.goto(`/es/survey-responses/${hidden.id}`)
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados no disponibles' })).toBeVisible()
  await expect(page.getByText('Los resultados de esta encuesta no son públicos.')).toBeVisible()
  await context.close()
})
