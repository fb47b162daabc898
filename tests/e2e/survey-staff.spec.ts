import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  skipCookieBanner,
  test,
  waitForHydration,
  type Page,
} from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Issue 13 "Staff": build a survey with a single choice, a rating and a follow-up shown only for one
// answer, publish it, answer it through its public link, then read the chart and download the CSV.
// Axe at a phone (375 x 812) and a desktop (1280 x 900) on the list, the builder, the detail and results.

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const

/** Zero axe violations at both sizes, and nothing wider than the phone. */
async function expectAccessibleAtBothSizes(page: Page) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
    if (size.width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
    }
  }
}

const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n}\\b`) })

async function addQuestion(page: Page, kind: string, prompt: string) {
  await page.getByLabel('Kind of question to add').selectOption({ label: kind })
  await page.getByRole('button', { name: 'Add question' }).click()
  const count = await page.getByRole('group', { name: /^Question \d+\b/ }).count()
  const added = question(page, count)
  // The new question's wording field takes the keyboard, so typing goes straight on.
  await expect(added.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused()
  await page.keyboard.type(prompt)
  return added
}

test('staff build a survey with a show-if follow-up, publish it, and read the chart and the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000) // one long journey with many axe scans, on a shared two-core machine
  const title = `Pool hours survey ${Date.now().toString(36)}`
  await skipCookieBanner(page)

  // The list, after signing in.
  await gotoHydrated(page, '/staff/surveys')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fsurveys$/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Surveys' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessibleAtBothSizes(page)

  // The builder: a missing title is refused next to the field, before anything is sent.
  await page.getByRole('link', { name: 'New survey' }).first().click()
  await expect(page.getByRole('heading', { name: 'New survey', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Save draft' }).click()
  const titleField = page.getByRole('textbox', { name: 'Title', exact: true })
  await expect(titleField).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please enter the survey title.').first()).toBeVisible()
  await titleField.fill(title)
  await page.getByLabel('Anonymous answers').uncheck() // one response must show in the chart

  const first = await addQuestion(page, 'Single choice', 'How often do you use the pool?')
  await first.getByLabel('An answer is required').check()
  await first.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('Every week')
  await first.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('Now and then')
  await first.getByRole('button', { name: 'Add a choice' }).click()
  await expect(first.getByRole('textbox', { name: 'Choice 3', exact: true })).toBeFocused()
  await page.keyboard.type('Never')

  await addQuestion(page, 'Rating (1 to 5)', 'How clean is the pool area?')

  const third = await addQuestion(page, 'Long text', 'What keeps you from using the pool?')
  await third.getByLabel('Show this question only for some answers to earlier ones').check()
  await third
    .getByRole('combobox', { name: 'Earlier question', exact: true })
    .selectOption({ label: '1. How often do you use the pool?' })
  await expect(third.getByRole('combobox', { name: 'Condition', exact: true })).toHaveValue('equals')
  await third.getByRole('combobox', { name: 'Answer', exact: true }).selectOption({ label: 'Never' })
  await expectAccessibleAtBothSizes(page)

  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('Shown when question 1 is “Never”.')).toBeVisible()

  // The preview runs the rule without saving anything.
  await page.getByRole('link', { name: 'Preview as a respondent' }).click()
  await expect(page.getByText('Preview: answers are not saved')).toBeVisible()
  await expect(page.getByText('What keeps you from using the pool?')).toHaveCount(0)
  await page.getByRole('radio', { name: 'Never' }).check()
  await expect(page.getByText('What keeps you from using the pool?')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the survey' }).click()

  // Publish, after the dialog says what happens. The preview shares the survey's heading: wait for the page.
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expectAccessibleAtBothSizes(page)
  await page.getByRole('button', { name: 'Publish' }).click()
  const dialog = page.getByRole('dialog', { name: 'Publish this survey?' })
  await expect(dialog).toContainText('Anyone with the survey’s link can answer it')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Open for answers').first()).toBeVisible()
  const link = await page.getByLabel('Survey link').inputValue()
  expect(link).toMatch(/\/survey\/[0-9a-f-]{36}$/)
  const surveyId = link.split('/').pop()!

  // A resident answers through the public link, in a browser of their own.
  const resident = await browser.newContext()
  const respondent = await resident.newPage()
  await skipCookieBanner(respondent)
  await gotoHydrated(respondent, new URL(link).pathname)
  await expect(respondent.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await respondent.getByRole('radio', { name: 'Never' }).check()
  // The scale's radios are visually hidden inside their numbered boxes: a person clicks the box.
  const four = respondent.getByRole('radio', { name: /^4\b/ })
  await respondent.locator('label').filter({ has: four }).click()
  await expect(four).toBeChecked()
  await respondent
    .getByLabel(/What keeps you from using the pool\?/)
    .fill('The gate code never works at night.')
  await respondent.getByRole('button', { name: 'Send my answers' }).click()
  await expect(respondent.getByRole('heading', { name: /Thank you/ })).toBeVisible()
  await resident.close()

  // The results: one response, the bars of the first question, the text answer, the CSV.
  await page.getByRole('link', { name: 'See the results' }).click()
  await waitForHydration(page)
  await expect(page).toHaveURL(new RegExp(`/survey-responses/${surveyId}$`))
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('1 response.', { exact: true })).toBeVisible()
  const choiceTable = page.getByRole('table', { name: /Question 1, How often do you use the pool\?/ })
  await expect(choiceTable.getByRole('row', { name: /Never/ })).toContainText('1')
  await expect(page.getByRole('table', { name: /Question 2, How clean/ })).toContainText('average 4 out of 5')
  await expect(page.getByText('The gate code never works at night.')).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search answers' })
  await search.fill('lifeguard')
  await expect(page.getByText('No answers contain “lifeguard”.')).toBeVisible()
  await search.fill('gate')
  await expect(page.getByText('1 answer contains “gate”.')).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all responses (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv).toContain('How often do you use the pool?')
  expect(csv).toContain('Never')
  expect(csv).toContain('The gate code never works at night.')
})

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/election-auth/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test('a board account reads its community’s surveys and their results, and changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` }
  const communityName = `Red Butte Commons ${stamp}`
  const created = await request.post('/api/communities', {
    headers: admin,
    data: { name: communityName, associationType: 'hoa', city: 'Logan', county: 'Cache' },
  })
  expect(created.status()).toBe(201)
  const communityId = ((await created.json()) as { community: { id: string } }).community.id
  const roll = await request.post(`/api/communities/${communityId}/roll`, {
    headers: { ...admin, 'Content-Type': 'text/csv' },
    data: 'unit,owner_name,owner_email,weight\r\nLot 1,Pat Lee,pat.lee@example.com,1\r\n',
  })
  expect(roll.status()).toBe(200)
  const survey = async (title: string, extra: Record<string, unknown>) => {
    const answer = await request.post('/api/surveys', {
      headers: admin,
      data: { title, questions: [{ type: 'yes_no', prompt: 'Should the park get a dog run?' }], ...extra },
    })
    expect(answer.status(), await answer.text()).toBe(201)
    return ((await answer.json()) as { survey: { id: string } }).survey.id
  }
  const ownTitle = `Dog run survey ${stamp}`
  const otherTitle = `Company-wide survey ${stamp}`
  const ownId = await survey(ownTitle, { audience: 'invitation', communityId })
  await survey(otherTitle, {})

  const email = `survey-board-${stamp}@example.com`
  const first = 'quartz meadow pine 208'
  const chosen = 'cottonwood lantern ridge 517'
  const user = await request.post('/api/staff/users', {
    headers: admin,
    data: { email, name: 'Blair Board', role: 'board', communityIds: [communityId], password: first },
  })
  expect(user.status()).toBe(201)
  const changed = await request.post('/api/election-auth/password', {
    headers: { Authorization: `Bearer ${await apiToken(request, email, first)}` },
    data: { currentPassword: first, newPassword: chosen },
  })
  expect(changed.status()).toBe(200)

  await skipCookieBanner(page)
  await gotoHydrated(page, '/staff/surveys')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(chosen)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: ownTitle })).toHaveCount(1)
  await expect(page.getByText(otherTitle)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'New survey' })).toHaveCount(0)

  await page.getByRole('link', { name: ownTitle }).click()
  await expect(page.getByRole('heading', { name: ownTitle, level: 1 })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Survey actions' })).toHaveCount(0)
  await expect(page.getByText(`Owners of ${communityName}, by invitation`)).toBeVisible()
  await page.getByRole('link', { name: 'See the results' }).click()
  await expect(page.getByRole('heading', { name: ownTitle, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download all responses (CSV)' })).toBeVisible()

  // Pages that change a survey lead back to what a board account may read.
  await gotoHydrated(page, `/staff/surveys/${ownId}/edit`)
  await expect(page).toHaveURL(new RegExp(`/staff/surveys/${ownId}$`))
  await gotoHydrated(page, '/staff/surveys/new')
  await expect(page).toHaveURL(/\/staff\/surveys$/)
})
