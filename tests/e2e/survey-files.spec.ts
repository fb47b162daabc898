import { signInOnPage, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { phonePage, publishSavedDraft, sendButton } from './survey-journey'

// A file question from the builder to the staff download: built by keyboard on a phone, answered by
// keyboard with a photo, sent without JavaScript where a disguised file is refused at its question.

test.describe.configure({ timeout: 180_000 })

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')
const PAGE = Buffer.from('<!doctype html><p>not a lease</p>')
const PROMPT = 'Attach a photo of the damage'

test('a file question: built and answered by keyboard, sent without JavaScript, downloaded by staff', async ({
  page,
  browser,
  request,
}) => {
  const title = `Damage report ${uniqueStamp()}`
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByLabel('Kind of question to add').selectOption({ label: 'File upload' })
  await page.getByRole('button', { name: 'Add question' }).click()
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused()
  await page.keyboard.type(PROMPT)
  await press(page, page.getByRole('checkbox', { name: 'HEIC' }), 'Space')
  await expect(page.getByRole('checkbox', { name: 'HEIC' })).toBeChecked()
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const surveyId = await publishSavedDraft(page, request)

  // On a phone with JavaScript: the picker is reached by keyboard and the chosen file's name shows.
  const respondent = await phonePage(browser)
  await gotoHydrated(respondent, `/survey/${surveyId}`)
  const picker = respondent.getByLabel(PROMPT)
  await expect(respondent.getByText('One PDF, JPEG, PNG or HEIC file, at most 10 MB.')).toBeVisible()
  // A file of a kind not taken is named at the question, which takes the focus back.
  await tabTo(respondent, picker)
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
  await expect(respondent.getByText('Chosen: notes.txt')).toBeVisible()
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(respondent.getByText('Please attach a PDF, JPEG, PNG or HEIC file.')).toBeVisible()
  await expect(picker).toBeFocused()
  await expectAccessibleAtBothSizes(respondent)
  await picker.setInputFiles({ name: 'dented-door.png', mimeType: 'image/png', buffer: PNG })
  await expect(respondent.getByText('Chosen: dented-door.png')).toBeVisible()
  await expect(respondent.getByText('Please attach a PDF, JPEG, PNG or HEIC file.')).toHaveCount(0)
  await press(respondent, sendButton(respondent), 'Enter')
  await expect(respondent.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await respondent.context().close()

  // Without JavaScript the form posts the file itself: a web page named .pdf is refused at its question.
  const plain = await phonePage(browser, { javaScript: false })
  await plain.goto(`/survey/${surveyId}`)
  await plain
    .getByLabel(PROMPT)
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PAGE })
  await sendButton(plain).click()
  await expect(plain.getByText('Please attach a PDF, JPEG, PNG or HEIC file.')).toBeVisible()
  await plain
    .getByLabel(PROMPT)
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF })
  await sendButton(plain).click()
  await expect(plain.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await plain.context().close()

  // Staff find both files on the survey's page and download one. A new survey is anonymous, so each
  // file keeps a neutral name rather than the one it had on the phone.
  await page.reload()
  const files = page.getByRole('region', { name: 'Attached files' })
  await expect(files.getByText('answer-1.png')).toBeVisible()
  await expect(files.getByText('answer-1.pdf')).toBeVisible()
  await expect(files.getByText('dented-door')).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(page, files.getByRole('button', { name: 'Download answer-1.png' }), 'Enter'),
  ])
  expect(download.suggestedFilename()).toBe('answer-1.png')
  await expectAccessibleAtBothSizes(page)
})
