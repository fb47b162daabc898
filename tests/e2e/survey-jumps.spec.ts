import { signInOnPage, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { addQuestion, phonePage, publishSavedDraft, sendButton } from './survey-journey'

// "Skip to page" and "end the survey" on an answer: set in the builder by keyboard on a phone, followed
// by a respondent's phone by keyboard, and written out as notes without JavaScript.

test.describe.configure({ timeout: 180_000 })

test('renters skip the owners’ page and “No” ends the survey: built by keyboard, followed on the page and noted without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const title = `Owners and renters ${uniqueStamp()}`
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  const role = await addQuestion(page, 'Single choice', 'Do you own or rent?', ['Owner', 'Renter'])
  const onPage = async (kind: string, prompt: string, pageNumber: string, required = false) => {
    const question = await addQuestion(page, kind, prompt)
    await question.getByRole('spinbutton', { name: 'Page' }).fill(pageNumber)
    if (required)
      await press(page, question.getByRole('checkbox', { name: 'An answer is required' }), 'Space')
    return question
  }
  await onPage('Short text', 'What do you think of the assessment?', '2', true)
  const more = await onPage('Yes or no', 'Would you answer a few more questions?', '3')
  await onPage('Short text', 'What pool hours suit you?', '4', true)

  // Renter: the first choice after "next" is the first page that skips anything (page 3).
  const renter = role.getByRole('combobox', { name: 'If the answer is “Renter”' })
  await expect(renter).toHaveValue('next')
  await press(page, renter, 'ArrowDown')
  await expect(renter).toHaveValue('3')
  // Page 4 follows page 3 anyway, so "No" has only "next" and "end".
  const no = more.getByRole('combobox', { name: 'If the answer is “No”' })
  await press(page, no, 'ArrowDown')
  await expect(no).toHaveValue('end')
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('After this page: “Renter” skips to page 3.')).toBeVisible()
  await expect(page.getByText('After this page: “No” ends the survey.')).toBeVisible()

  const surveyId = await publishSavedDraft(page, request)

  // With JavaScript: the renter goes from step 1 to the yes/no page; "No" makes it the last step.
  const respondent = await phonePage(browser)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  const heading = (name: string) => respondent.getByRole('heading', { name })
  await expect(heading('Step 1 of 4')).toBeVisible()
  await press(respondent, respondent.getByRole('radio', { name: 'Owner' }), 'ArrowDown')
  await expect(respondent.getByRole('radio', { name: 'Renter' })).toBeChecked()
  await expect(heading('Step 1 of 3')).toBeVisible()
  await press(respondent, respondent.getByRole('button', { name: 'Next' }), 'Enter')
  await expect(heading('Step 2 of 3')).toBeFocused()
  await expect(respondent.getByText('Would you answer a few more questions?')).toBeVisible()
  await press(respondent, respondent.getByRole('radio', { name: 'Yes' }), 'ArrowDown')
  await expect(respondent.getByRole('radio', { name: 'No' })).toBeChecked()
  await expect(heading('Step 2 of 2')).toBeVisible()
  await expect(respondent.getByRole('status').filter({ hasText: 'the survey ends here' })).toBeVisible()
  await expect(sendButton(respondent)).toBeVisible()
  await expectAccessibleAtBothSizes(respondent)
  // Back returns to the page visited before, not the skipped one.
  await press(respondent, respondent.getByRole('button', { name: 'Back', exact: true }), 'Enter')
  await expect(heading('Step 1 of 2')).toBeFocused()
  await press(respondent, respondent.getByRole('button', { name: 'Next' }), 'Enter')
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(heading('Thank you: your answers are in')).toBeVisible()
  await respondent.context().close()

  // Without JavaScript: every question, the skip and the end in words; the required questions on the
  // skipped page and after the end are left blank and the answers are taken.
  const plain = await phonePage(browser, { javaScript: false })
  await plain.goto(`/survey/${surveyId}`)
  await expect(plain.getByText('Skip question 2 if you answered “Renter” to question 1.')).toBeVisible()
  await expect(plain.getByText('If you answer “No”, you can stop here and send your answers.')).toBeVisible()
  await plain.getByRole('radio', { name: 'Renter' }).check()
  await plain.getByRole('radio', { name: 'No' }).check()
  await sendButton(plain).click()
  await expect(plain.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await plain.context().close()
})
