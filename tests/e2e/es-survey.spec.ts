import type { APIRequestContext } from '@playwright/test'
import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { expectSpanishPage } from './spanish-page'
import { adminHeaders, signInOnPage, uniqueStamp } from './election-setup'
import { addQuestion, phonePage, publishSavedDraft } from './survey-journey'

// The surveys in Spanish: /es/survey-2025 answered entirely in Spanish by keyboard on a phone (the seeded
// survey carries its Spanish text), and a survey whose author left one choice in English, answered in
// Spanish without JavaScript.

test.describe.configure({ timeout: 240_000 })

const question = (page: Page, prompt: RegExp) => page.getByRole('group', { name: prompt })
const stepHeading = (page: Page, step: number, total: number) =>
  page.getByRole('heading', { level: 2, name: `Paso ${step} de ${total}` })
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente', exact: true })

test('a resident answers /es/survey-2025 in Spanish by keyboard at 375 px', async ({ page, request }) => {
  await addCommunity(request, `Pinos Altos ${Date.now().toString(36)}`)
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/es/survey-2025')

  await expect(page.getByRole('heading', { level: 1, name: 'Encuesta comunitaria 2025' })).toBeVisible()
  await expect(page.getByText('Esta encuesta es anónima', { exact: false }).first()).toBeVisible()
  await expect(stepHeading(page, 1, 4)).toBeVisible()
  // lang, hreflang, no English sentence of the catalogues left, axe at both widths.
  await expectSpanishPage(page, ['survey'])

  // Nothing answered: the messages are in Spanish, at the questions.
  await press(page, next(page), 'Enter')
  const community = question(page, /¿En qué comunidad vive\?/)
  await expect(community.getByText('Responda esta pregunta.')).toBeVisible()
  await expect(community.getByRole('radio').first()).toBeFocused()
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByLabel('Otra, en sus palabras'), 'End')
  await page.keyboard.type('Maple Ridge HOA')
  await expect(community.getByRole('radio', { name: 'Otra, por favor indique cuál' })).toBeChecked()
  const role = question(page, /¿Es dueño de su vivienda o la alquila\?/)
  await press(page, role.getByRole('radio', { name: 'Soy propietario' }), 'ArrowDown')
  await expect(role.getByRole('radio', { name: 'La alquilo' })).toBeChecked()
  await press(page, next(page), 'Enter')

  // Step 2: ratings with the Spanish words at the scale's ends.
  await expect(stepHeading(page, 2, 4)).toBeFocused()
  const respond = question(page, /la rapidez con que respondemos/)
  await press(page, respond.getByRole('radio', { name: '1 (Muy insatisfecho)' }), 'ArrowRight', 3)
  await expect(respond.getByRole('radio', { name: '4' })).toBeChecked()
  await expectAccessibleAtBothSizes(page)
  await press(page, next(page), 'Enter')

  // Step 3: the recommend score (required) and a long answer with its count in Spanish.
  await expect(stepHeading(page, 3, 4)).toBeFocused()
  const recommend = question(page, /¿Qué tan probable es que recomiende/)
  await expect(recommend.getByText('10 = Muy probable')).toBeVisible()
  await press(page, recommend.getByRole('radio', { name: '0 (Nada probable)' }), 'ArrowRight', 8)
  await expect(recommend.getByRole('radio', { name: '8' })).toBeChecked()
  const start = page.getByRole('textbox', { name: /¿Qué deberíamos empezar a hacer/ })
  await tabTo(page, start)
  await page.keyboard.type('Reuniones en español')
  await expect(page.getByText('20 de 2000 caracteres')).toBeVisible()
  await expectAccessibleAtBothSizes(page)
  await press(page, next(page), 'Enter')

  // Step 4: "No" to a follow-up, then send.
  await expect(stepHeading(page, 4, 4)).toBeFocused()
  const contact = question(page, /¿Podemos comunicarnos con usted/)
  await press(page, contact.getByRole('radio', { name: 'Sí' }), 'ArrowRight')
  await expect(contact.getByRole('radio', { name: 'No' })).toBeChecked()
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/responses'))
  await press(page, page.getByRole('button', { name: 'Enviar mis respuestas' }), 'Enter')
  const sent = await posted
  expect(sent.headers()['content-language']).toBe('es')
  // Stored by choice id, whichever language was shown.
  expect(Object.values((sent.postDataJSON() as { answers: object }).answers)).toEqual(
    expect.arrayContaining(['renter', 4, 8, false]),
  )
  await expect(page.getByRole('heading', { name: 'Gracias: recibimos sus respuestas' })).toBeFocused()
  await expect(page.getByText('Gracias por su tiempo.', { exact: false })).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  // A second visit from this browser is told why, in Spanish.
  await gotoHydrated(page, '/es/survey-2025')
  await expect(page.getByRole('heading', { name: 'Usted ya respondió' })).toBeVisible()
})

test('without JavaScript the Spanish page answers in Spanish; an untranslated choice is marked English', async ({
  browser,
  request,
}) => {
  const slug = await seedSpanishSurvey(request)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await skipCookieBanner(page)
  await page.goto(`/es/survey/${slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Encuesta de la piscina' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Parte 1 de 1' })).toBeVisible()
  // The author gave no Spanish for "Evening" nor for the help text: shown in English, marked so.
  await expect(page.locator('[lang="en"]', { hasText: 'Evening' })).toHaveCount(1)
  await expect(page.locator('p[lang="en"]', { hasText: 'Pick one.' })).toHaveCount(1)
  await expect(page.getByText('Responda esta pregunta solo si', { exact: false })).toHaveCount(0)

  await page.getByRole('button', { name: 'Enviar mis respuestas' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/survey/${slug}$`))
  const when = question(page, /¿Cuándo nada\?/)
  await expect(when.getByText('Responda esta pregunta.')).toBeVisible()
  await expect(
    page.getByText('Una pregunta necesita una respuesta o un cambio: vea el mensaje en la pregunta.'),
  ).toBeVisible()
  await when.getByRole('radio', { name: 'Por la mañana' }).check()
  await page.getByRole('button', { name: 'Enviar mis respuestas' }).click()
  await expect(page.getByRole('heading', { name: 'Gracias: recibimos sus respuestas' })).toBeVisible()
  await expect(page.getByText('Gracias por hablarnos de la piscina.')).toBeVisible()
  await context.close()
})

test('staff write a survey’s Spanish beside the English in the builder, and the Spanish page shows it', async ({
  page,
  browser,
  request,
}) => {
  const title = `Pool hours ${uniqueStamp()}`
  await skipCookieBanner(page)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  // An English-only survey shows no Spanish field; ticking the box adds one beside each English one.
  const spanishTitle = page.getByRole('textbox', { name: 'Title in Spanish (optional)' })
  await expect(spanishTitle).toHaveCount(0)
  await press(page, page.getByRole('checkbox', { name: 'Also in Spanish' }), 'Space')
  await spanishTitle.fill('Horario de la piscina')
  const when = await addQuestion(page, 'Single choice', 'When do you swim?', ['Morning', 'Evening'])
  await when.getByRole('textbox', { name: 'Question in Spanish (optional)' }).fill('¿Cuándo nada?')
  await when.getByRole('textbox', { name: 'Choice 1 in Spanish (optional)' }).fill('Por la mañana')
  await expect(when.getByRole('textbox', { name: 'Choice 1 in Spanish (optional)' })).toHaveAttribute(
    'lang',
    'es',
  )
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const surveyId = await publishSavedDraft(page, request)

  const respondent = await phonePage(browser)
  await gotoHydrated(respondent, `/es/survey/${surveyId}`)
  await expect(respondent.getByRole('heading', { level: 1, name: 'Horario de la piscina' })).toBeVisible()
  const asked = question(respondent, /¿Cuándo nada\?/)
  await expect(asked.getByRole('radio', { name: 'Por la mañana' })).toBeVisible()
  // "Evening" has no Spanish: shown in English and marked so.
  await expect(asked.locator('[lang="en"]', { hasText: 'Evening' })).toHaveCount(1)
  await respondent.context().close()
})

async function addCommunity(request: APIRequestContext, name: string) {
  const created = await request.post('/api/communities', {
    headers: await adminHeaders(request),
    data: { name, associationType: 'hoa', city: 'Sandy', county: 'Salt Lake' },
  })
  expect(created.status(), await created.text()).toBe(201)
}

/** A published open survey with its own Spanish text, one choice and the help left in English. */
async function seedSpanishSurvey(request: APIRequestContext): Promise<string> {
  const headers = await adminHeaders(request)
  const slug = `piscina-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Pool survey',
      slug,
      thankYou: 'Thanks for telling us about the pool.',
      translations: {
        es: { title: 'Encuesta de la piscina', thankYou: 'Gracias por hablarnos de la piscina.' },
      },
      questions: [
        {
          type: 'single',
          prompt: 'When do you swim?',
          help: 'Pick one.',
          required: true,
          options: [
            { id: 'am', label: 'Morning' },
            { id: 'eve', label: 'Evening' },
          ],
          translations: { es: { prompt: '¿Cuándo nada?', options: { am: 'Por la mañana' } } },
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { survey } = (await created.json()) as { survey: { id: string } }
  expect((await request.post(`/api/surveys/${survey.id}/publish`, { headers })).status()).toBe(200)
  return slug
}
