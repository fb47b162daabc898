import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, signInOnPage, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { phonePage, publishSavedDraft, sendButton } from './survey-journey'

// Per-answer quotas and per-respondent order, from the builder (by keyboard on a phone) to the
// respondent's page, with JavaScript and without.

test.describe.configure({ timeout: 180_000 })

const FULL_SENTENCE = 'Thank you. We already have all the answers we need from people who answered “Renter”.'

/** The choices' labels, in the order the page shows them. */
const choiceLabels = (page: Page) =>
  page.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.closest('label')!.textContent!.trim()))

/** One response through the API, as a browser of its own would send it. */
async function answerAs(request: APIRequestContext, surveyId: string, choice: string) {
  const headers = await adminHeaders(request)
  const survey = await (await request.get(`/api/surveys/${surveyId}`, { headers })).json()
  const question = survey.questions[0]
  const option = question.options.find((o: { label: string }) => o.label === choice)
  const sent = await request.post(`/api/surveys/${surveyId}/responses`, {
    headers: { 'X-Survey-Browser': `quota-${uniqueStamp()}` },
    data: { answers: { [question.id]: option.id } },
  })
  return sent.status()
}

test('a quota on renters: set by keyboard, a full answer refused at once, and without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const title = `Parking ${uniqueStamp()}`
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByLabel('Kind of question to add').selectOption({ label: 'Single choice' })
  await page.getByRole('button', { name: 'Add question' }).click()
  await page.keyboard.type('Do you own or rent?')
  const question = page.getByRole('group', { name: /^Question 1\b/ })
  await question.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('Owner')
  await question.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('Renter')
  const renterLimit = page.getByRole('textbox', { name: 'Most responses answering “Renter”' })
  await tabTo(page, renterLimit)
  await page.keyboard.type('0')
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(renterLimit).toHaveAccessibleDescription(
    'Enter the limit as a whole number from 1 to 100,000.',
  )
  await expectAccessibleAtBothSizes(page)
  await renterLimit.fill('1')
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('Renter: 0 of 1')).toBeVisible()

  const surveyId = await publishSavedDraft(page, request)
  expect(await answerAs(request, surveyId, 'Renter')).toBe(201)
  await page.reload()
  await expect(page.getByText('Renter: 1 of 1 (full)')).toBeVisible()

  // With JavaScript: the label says it is full, and choosing it says why at once; the send is held.
  const respondent = await phonePage(browser)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  const renter = respondent.getByRole('radio', { name: 'Renter (full)' })
  await press(respondent, respondent.getByRole('radio', { name: 'Owner' }), 'ArrowDown')
  await expect(renter).toBeChecked()
  await expect(renter).toHaveAccessibleDescription(FULL_SENTENCE)
  // Said at once to a screen reader too, by the page's status line.
  await expect(respondent.getByRole('status').filter({ hasText: FULL_SENTENCE })).toHaveCount(1)
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(respondent.getByText('One question needs an answer or a change')).toBeVisible()
  await expect(respondent.locator('p:not([role=status])', { hasText: FULL_SENTENCE })).toBeVisible()
  await expectAccessibleAtBothSizes(respondent)
  await press(respondent, renter, 'ArrowUp')
  await expect(respondent.getByText(FULL_SENTENCE)).toHaveCount(0)
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(respondent.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await respondent.context().close()

  // Without JavaScript the server says it, at the question.
  const plain = await phonePage(browser, { javaScript: false })
  await plain.goto(`/survey/${surveyId}`)
  await plain.getByRole('radio', { name: 'Renter (full)' }).check()
  await sendButton(plain).click()
  await expect(plain.getByRole('radio', { name: 'Renter (full)' })).toHaveAccessibleDescription(FULL_SENTENCE)
  await plain.context().close()
})

test('choices in a random order: the same order for one respondent on reload and without JavaScript', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request)
  const authorOrder = ['Pool', 'Gym', 'Clubhouse', 'Tennis', 'Playground', 'Trails', 'Garden', 'Dog park']
  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: `Amenities order ${uniqueStamp()}`,
      questions: [
        {
          type: 'single',
          prompt: 'Which amenity matters most?',
          shuffle: true,
          allowOther: true,
          options: authorOrder.map((label) => ({ label })),
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const surveyId = (await created.json()).survey.id as string
  expect((await request.post(`/api/surveys/${surveyId}/publish`, { headers })).status()).toBe(200)

  const respondent = await phonePage(browser)
  const labels = () => choiceLabels(respondent)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  const order = await labels()
  expect(order.at(-1)).toBe('Other, please say')
  expect([...order.slice(0, -1)].sort()).toEqual([...authorOrder].sort())
  expect(order.slice(0, -1)).not.toEqual(authorOrder)
  await respondent.reload()
  await expect(respondent.getByRole('radio')).toHaveCount(9)
  expect(await labels()).toEqual(order)
  await expectAccessibleAtBothSizes(respondent)

  // The same browser without JavaScript (its cookie carried over) sees the same order.
  const plain = await phonePage(browser, { javaScript: false })
  await plain.context().addCookies(await respondent.context().cookies())
  await plain.goto(`/survey/${surveyId}`)
  expect(await choiceLabels(plain)).toEqual(order)
  await plain.context().close()
  await respondent.context().close()
})
