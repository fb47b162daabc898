import { adminHeaders, signInOnPage, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'

// An earlier answer shown in a later question's wording: put in by keyboard in the builder on a phone,
// read as the respondent's own answer (live, on the same page), as a placeholder without JavaScript,
// and as "[answer to question 1]" on the staff pages.

test.describe.configure({ timeout: 180_000 })

const PIPED = 'You said {{Q1}} needs work. How urgent is it?'
const READABLE = 'You said [answer to question 1] needs work. How urgent is it?'

test('an earlier answer in a later question: inserted by keyboard, shown to the respondent, readable to staff', async ({
  page,
  browser,
  request,
}) => {
  const title = `Amenity repairs ${uniqueStamp()}`
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  // Named answers, so one response is enough for the results to show.
  await page.getByRole('checkbox', { name: /^Anonymous answers/ }).uncheck()
  await page.getByLabel('Kind of question to add').selectOption({ label: 'Single choice' })
  await page.getByRole('button', { name: 'Add question' }).click()
  await page.keyboard.type('Which amenity needs the most work?')
  const first = page.getByRole('group', { name: /^Question 1\b/ })
  await first.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('The pool')
  await first.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('The gym')
  await page.getByLabel('Kind of question to add').selectOption({ label: 'Short text' })
  await page.getByRole('button', { name: 'Add question' }).click()
  const second = page.getByRole('group', { name: /^Question 2\b/ })
  const prompt = second.getByRole('textbox', { name: 'Question', exact: true })
  await expect(prompt).toBeFocused()
  await page.keyboard.type('You said  needs work. How urgent is it?')
  // The caret goes back between the two spaces; the answer goes in there.
  await page.keyboard.press('Control+Home')
  for (let i = 0; i < 'You said '.length; i += 1) await page.keyboard.press('ArrowRight')
  const source = second.getByRole('combobox', { name: 'Insert an earlier answer' })
  await expect(source.locator('option:checked')).toHaveText('1. Which amenity needs the most work?')
  await press(page, second.getByRole('button', { name: 'Insert into question 2' }), 'Enter')
  await expect(prompt).toBeFocused()
  await expect(prompt).toHaveValue(PIPED)
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText(`2. ${READABLE}`)).toBeVisible()

  const surveyId = /\/staff\/surveys\/([0-9a-f-]{36})$/.exec(page.url())![1]!
  const headers = await adminHeaders(request)
  expect((await request.post(`/api/surveys/${surveyId}/publish`, { headers })).status()).toBe(200)

  // With JavaScript: the label follows the answer above it as it is chosen.
  const phone = await browser.newContext({ viewport: PHONE })
  const respondent = await phone.newPage()
  await skipCookieBanner(respondent)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  await expect(
    respondent.getByLabel('You said (your answer to question 1) needs work. How urgent is it?'),
  ).toBeVisible()
  await press(respondent, respondent.getByRole('radio', { name: 'The pool' }), 'Space')
  const urgent = respondent.getByLabel('You said The pool needs work. How urgent is it?')
  await expect(urgent).toBeVisible()
  await expectAccessibleAtBothSizes(respondent)
  await tabTo(respondent, urgent)
  await respondent.keyboard.type('Before summer, please.')
  await press(respondent, respondent.getByRole('button', { name: 'Send my answers' }), 'Enter')
  await expect(respondent.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await phone.close()

  // Without JavaScript the whole survey is one page: the answer is not known yet, so its place is named.
  const plainContext = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const plain = await plainContext.newPage()
  await skipCookieBanner(plain)
  await plain.goto(`/survey/${surveyId}`)
  await expect(
    plain.getByLabel('You said (your answer to question 1) needs work. How urgent is it?'),
  ).toBeVisible()
  await plainContext.close()

  // Staff results name the question the answer comes from, never its id.
  await gotoHydrated(page, `/survey-responses/${surveyId}`)
  await expect(page.getByRole('heading', { name: `2. ${READABLE}` })).toBeVisible()
  await expect(page.getByText('{{answer:')).toHaveCount(0)
  const csv = await (await request.get(`/api/surveys/${surveyId}/responses.csv`, { headers })).text()
  expect(csv).toContain(READABLE)
})
