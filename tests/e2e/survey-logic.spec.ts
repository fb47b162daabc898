import { signInOnPage, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { addQuestion, phonePage, publishSavedDraft, sendButton } from './survey-journey'

// What an author sets on a question beyond its wording, from the builder to the respondent's page, by
// keyboard on a phone and again without JavaScript where the respondent meets it.

test.describe.configure({ timeout: 180_000 })

test('a move-in date limited to no future dates: set by keyboard, refused on the page and without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const title = `Move-in dates ${uniqueStamp()}`
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await expect(page.getByRole('heading', { name: 'New survey', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByLabel('Kind of question to add').selectOption({ label: 'Date' })
  await page.getByRole('button', { name: 'Add question' }).click()
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused()
  await page.keyboard.type('When did you move in?')
  // Forward, so the date field takes the keyboard at its first part (the month, in Chromium's en-US).
  await tabTo(page, page.getByRole('textbox', { name: 'Earliest date accepted (optional)' }))
  await page.keyboard.type('01011990')
  await press(page, page.getByRole('checkbox', { name: 'No dates in the future' }), 'Space')
  await expect(page.getByRole('textbox', { name: 'Latest date accepted (optional)' })).toHaveCount(0)
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('a date from jan 1, 1990 to today.')).toBeVisible()

  const surveyId = await publishSavedDraft(page, request)

  // The respondent's page: the field's range and a hint; a future date is refused at the question.
  const respondent = await phonePage(browser)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  const date = respondent.getByLabel('When did you move in?')
  await expect(respondent.getByText('A date from Jan 1, 1990 to today.')).toBeVisible()
  await expect(date).toHaveAttribute('min', '1990-01-01')
  await tabTo(respondent, date)
  await respondent.keyboard.type('06012200')
  await expect(date).toHaveValue('2200-06-01')
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(respondent.getByText('Please enter a date from Jan 1, 1990 to today.')).toBeVisible()
  await expect(date).toBeFocused()
  await expectAccessibleAtBothSizes(respondent)
  await respondent.keyboard.type('06012001')
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(respondent.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await respondent.context().close()

  // Without JavaScript the browser's own check stops the date (the field carries the range), and a good
  // one is sent. (The server's refusal of a date sent anyway is proven in the API tests.)
  const plain = await phonePage(browser, { javaScript: false })
  await plain.goto(`/survey/${surveyId}`)
  const plainDate = plain.getByLabel('When did you move in?')
  await plainDate.fill('2200-06-01')
  await sendButton(plain).click()
  expect(await plainDate.evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow)).toBe(true)
  await expect(plain.getByRole('heading', { name: 'Part 1 of 1' })).toBeVisible()
  await plainDate.fill('2010-03-15')
  await sendButton(plain).click()
  await expect(plain.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await plain.context().close()
})

test('a question shown for any of two earlier answers: built by keyboard, run on the page and noted without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const title = `Amenities ${uniqueStamp()}`
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  const add = (kind: string, prompt: string, choices: string[] = []) =>
    addQuestion(page, kind, prompt, choices)
  await add('Single choice', 'Do you own or rent?', ['Owner', 'Renter'])
  await add('Multiple choice', 'Which amenities do you use?', ['Pool', 'Gym'])
  const third = await add('Short text', 'What pool hours suit you?')

  await press(
    page,
    third.getByRole('checkbox', { name: /Show this question only for some answers/ }),
    'Space',
  )
  const first = third.getByRole('combobox', { name: 'Earlier question', exact: true })
  await first.selectOption({ label: '1. Do you own or rent?' })
  await third.getByRole('combobox', { name: 'Answer', exact: true }).selectOption({ label: 'Owner' })
  await press(page, third.getByRole('button', { name: 'Add a condition' }), 'Enter')
  const second = third.getByRole('group', { name: /^Condition 2 of 2/ })
  await expect(second.getByRole('combobox', { name: 'Earlier question', exact: true })).toBeFocused()
  await second.getByRole('combobox', { name: 'Earlier question', exact: true }).selectOption({
    label: '2. Which amenities do you use?',
  })
  await expect(second.getByRole('combobox', { name: 'Condition', exact: true })).toHaveValue('includes')
  await second.getByRole('combobox', { name: 'Answer', exact: true }).selectOption({ label: 'Pool' })
  await third
    .getByRole('combobox', { name: 'Show it when' })
    .selectOption({ label: 'any one condition holds' })
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(
    page.getByText('Shown when question 1 is “Owner” or question 2 includes “Pool”.'),
  ).toBeVisible()

  const surveyId = await publishSavedDraft(page, request)

  // On the page: a renter who swims sees it; a renter who does not, does not.
  const respondent = await phonePage(browser)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  const followUp = respondent.getByLabel(/What pool hours suit you\?/)
  await press(respondent, respondent.getByRole('radio', { name: 'Owner' }), 'ArrowDown')
  await expect(respondent.getByRole('radio', { name: 'Renter' })).toBeChecked()
  await expect(followUp).toHaveCount(0)
  await press(respondent, respondent.getByRole('checkbox', { name: 'Pool' }), 'Space')
  await expect(followUp).toBeVisible()
  await press(respondent, respondent.getByRole('checkbox', { name: 'Pool' }), 'Space')
  await expect(followUp).toHaveCount(0)
  await respondent.context().close()

  // Without JavaScript the question is there with both conditions in words.
  const plain = await phonePage(browser, { javaScript: false })
  await plain.goto(`/survey/${surveyId}`)
  await expect(
    plain.getByText(
      'Answer this only if you answered “Owner” to question 1 or you chose “Pool” in question 2.',
    ),
  ).toBeVisible()
  await plain.context().close()
})
