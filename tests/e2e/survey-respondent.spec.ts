import type { APIRequestContext } from '@playwright/test'
import { expect, gotoHydrated, skipCookieBanner, test, waitForHydration, type Page } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { E2E_ADMIN } from './staff-account'

// Issue 13 "/survey-2025" and "/survey/:surveyId": a resident answers the community survey by keyboard on a
// phone, reloads half-way and keeps every answer, is stopped by a missing required answer, sends, sees the
// thank-you, and is told why a second answer from the same browser is not taken. A survey with every
// question type is answered the same way, then once more without JavaScript.

// Many axe scans at two sizes on a busy machine.
test.describe.configure({ timeout: 240_000 })

const question = (page: Page, prompt: RegExp) => page.getByRole('group', { name: prompt })
const stepHeading = (page: Page, step: number, total: number) =>
  page.getByRole('heading', { level: 2, name: `Step ${step} of ${total}` })
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send my answers' })

test('a resident answers /survey-2025 by keyboard at 375 px, reloads half-way, and sends', async ({
  page,
  request,
}) => {
  // The first question lists the communities we manage: a fresh database has none until staff add one.
  await addCommunity(request, `Aspen Meadows ${Date.now().toString(36)}`)
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/survey-2025')

  await expect(page.getByRole('heading', { level: 1, name: '2025 Community Survey' })).toBeVisible()
  // Said before the first question: anonymous, only the day kept.
  const privacy = page.getByText(
    'your answers are not linked to you or your invitation; only the day is kept',
  )
  await expect(privacy).toBeVisible()
  const community = question(page, /Which community do you live in\?/)
  const before = await privacy.evaluate(
    (note, first) => Boolean(note.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await community.elementHandle(),
  )
  expect(before, 'the privacy sentence comes before the first question').toBe(true)
  await expect(stepHeading(page, 1, 4)).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 4' })).toHaveAttribute('value', '1')
  await expect(community.getByText('Required', { exact: true })).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  // Nothing answered: the messages are at the questions, and focus moves to the first.
  await press(page, next(page), 'Enter')
  await expect(community.getByText('Please answer this question.')).toBeVisible()
  const role = question(page, /Do you own or rent your home\?/)
  await expect(role.getByText('Please answer this question.')).toBeVisible()
  await expect(community.getByRole('radio').first()).toBeFocused()
  await expect(community.getByRole('radio').first()).toHaveAccessibleDescription(
    /Please answer this question\./,
  )
  await expect(stepHeading(page, 1, 4)).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  // "Other, please say": typing chooses it; the message clears as soon as the answer is there.
  await press(page, page.getByLabel('Other, in your words'), 'End')
  await page.keyboard.type('Maple Ridge HOA')
  await expect(community.getByRole('radio', { name: 'Other, please say' })).toBeChecked()
  await expect(community.getByText('Please answer this question.')).toHaveCount(0)
  await press(page, role.getByRole('radio', { name: 'I own it' }), 'ArrowDown')
  await expect(role.getByRole('radio', { name: 'I rent it' })).toBeChecked()
  await press(page, next(page), 'Enter')

  // Step 2: five ratings on a 1-5 scale, all optional.
  await expect(stepHeading(page, 2, 4)).toBeFocused()
  await expectAccessibleAtBothSizes(page)
  const respond = question(page, /how quickly we respond/)
  await press(page, respond.getByRole('radio', { name: '1 (Very dissatisfied)' }), 'ArrowRight', 3)
  await expect(respond.getByRole('radio', { name: '4' })).toBeChecked()
  const informed = question(page, /keep you informed/)
  await press(page, informed.getByRole('radio', { name: '1 (Very dissatisfied)' }), 'ArrowRight', 4)
  await expect(informed.getByRole('radio', { name: '5 (Very satisfied)' })).toBeChecked()
  const value = question(page, /value you get/)
  await press(page, value.getByRole('radio', { name: '1 (Very dissatisfied)' }), 'Space')
  await expect(value.getByRole('radio', { name: '1 (Very dissatisfied)' })).toBeChecked()
  await press(page, next(page), 'Enter')
  await expect(stepHeading(page, 3, 4)).toBeFocused()

  // A reload half-way loses nothing: same step, same answers.
  await page.reload()
  await waitForHydration(page)
  await expect(stepHeading(page, 3, 4)).toBeVisible()
  await press(page, page.getByRole('button', { name: 'Back', exact: true }), 'Enter')
  await expect(stepHeading(page, 2, 4)).toBeFocused()
  await expect(question(page, /how quickly we respond/).getByRole('radio', { name: '4' })).toBeChecked()
  await expect(
    question(page, /value you get/).getByRole('radio', { name: '1 (Very dissatisfied)' }),
  ).toBeChecked()
  await press(page, next(page), 'Enter')

  // Step 3: how likely to recommend (0-10, required) and two long answers with a character count.
  await expect(stepHeading(page, 3, 4)).toBeFocused()
  const recommend = question(page, /How likely are you to recommend/)
  await expect(recommend.getByText('10 = Extremely likely')).toBeVisible()
  await expectAccessibleAtBothSizes(page)
  await press(page, recommend.getByRole('radio', { name: '0 (Not at all likely)' }), 'ArrowRight', 9)
  await expect(recommend.getByRole('radio', { name: '9' })).toBeChecked()
  const start = page.getByRole('textbox', { name: /What should we start doing/ })
  await tabTo(page, start)
  await page.keyboard.type('Evening board meetings')
  await expect(page.getByText('22 of 2000 characters')).toBeVisible()
  await expect(start).toHaveAccessibleDescription(/22 of 2000 characters/)
  await press(page, next(page), 'Enter')

  // Step 4: may we contact you? Required; "Yes" shows the contact fields, "No" hides them again.
  await expect(stepHeading(page, 4, 4)).toBeFocused()
  await expect(page.getByRole('progressbar', { name: 'Step 4 of 4' })).toHaveAttribute('value', '4')
  await press(page, sendButton(page), 'Enter')
  const contact = question(page, /May we contact you about your answers\?/)
  await expect(contact.getByText('Please answer this question.')).toBeVisible()
  await expect(contact.getByRole('radio', { name: 'Yes' })).toBeFocused()
  await expectAccessibleAtBothSizes(page)
  await page.keyboard.press('Space')
  const name = page.getByRole('textbox', { name: /Your name/ })
  await expect(name).toBeVisible()
  await tabTo(page, name)
  await page.keyboard.type('Rosa Vega')
  await tabTo(page, contact.getByRole('radio', { name: 'Yes' }), { back: true })
  await page.keyboard.press('ArrowRight')
  await expect(contact.getByRole('radio', { name: 'No' })).toBeChecked()
  await expect(name).toHaveCount(0)

  // Sent: the hidden name is not among the answers; the thank-you is the survey's own.
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/responses'))
  await press(page, sendButton(page), 'Enter')
  const body = (await posted).postDataJSON() as { answers: Record<string, unknown> }
  expect(Object.values(body.answers)).toEqual(
    expect.arrayContaining([
      { other: 'Maple Ridge HOA' },
      'renter',
      4,
      5,
      1,
      9,
      'Evening board meetings',
      false,
    ]),
  )
  expect(Object.values(body.answers)).not.toContain('Rosa Vega')
  const thanks = page.getByRole('heading', { name: 'Thank you: your answers are in' })
  await expect(thanks).toBeFocused()
  await expect(
    page.getByText(/Thank you for taking the time\. Your answers have been received/),
  ).toBeVisible()
  const saved = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('survey-answers:')),
  )
  expect(saved, 'the kept answers are cleared once sent').toEqual([])
  await expectAccessibleAtBothSizes(page)

  // A second answer from the same browser is explained, not taken.
  await gotoHydrated(page, '/survey-2025')
  await expect(page.getByRole('heading', { name: 'You have already answered' })).toBeVisible()
  await expect(
    page.getByText('This browser has already sent answers to this survey, and each person answers once.'),
  ).toBeVisible()
  await expect(sendButton(page)).toHaveCount(0)
  await expectAccessibleAtBothSizes(page)
})

const qid = (n: number) => `5e2e0000-0000-4000-8000-${String(n).padStart(12, '0')}`
const Q = { building: qid(1), hours: qid(2), heated: qid(5), why: qid(6), ranking: qid(11), matrix: qid(12) }

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/election-auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  expect(login.status()).toBe(200)
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
}

async function addCommunity(request: APIRequestContext, name: string) {
  const created = await request.post('/api/communities', {
    headers: await adminHeaders(request),
    data: { name, associationType: 'hoa', city: 'Sandy', county: 'Salt Lake' },
  })
  expect(created.status(), await created.text()).toBe(201)
}

/** A published open survey with one question of every type, made through the staff API. */
async function seedPoolSurvey(request: APIRequestContext): Promise<string> {
  const headers = await adminHeaders(request)
  const slug = `pool-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const choices = (...labels: string[]) =>
    labels.map((label) => ({ id: label.toLowerCase().split(' ')[0], label }))
  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Pool season survey',
      slug,
      description: 'Help us plan the pool season.',
      thankYou: 'Thanks for telling us about the pool.',
      questions: [
        {
          id: Q.building,
          type: 'single',
          prompt: 'Which building do you live in?',
          required: true,
          options: choices('North', 'South'),
        },
        {
          id: Q.hours,
          type: 'multiple',
          prompt: 'When do you swim?',
          page: 1,
          required: true,
          min: 1,
          max: 2,
          allowOther: true,
          options: choices('Morning', 'Afternoon', 'Evening'),
        },
        { id: qid(3), type: 'rating', prompt: 'How clean is the pool?', page: 1 },
        {
          id: qid(4),
          type: 'nps',
          prompt: 'How likely are you to recommend the pool to a neighbor?',
          page: 1,
        },
        { id: Q.heated, type: 'yes_no', prompt: 'Should the pool be heated?', page: 1, required: true },
        {
          id: Q.why,
          type: 'short_text',
          prompt: 'Why not heated?',
          page: 1,
          required: true,
          showIf: { questionId: Q.heated, operator: 'equals', value: false },
        },
        { id: qid(7), type: 'short_text', prompt: 'One word for the pool', page: 2, max: 20 },
        { id: qid(8), type: 'long_text', prompt: 'Anything else?', page: 2, max: 400 },
        { id: qid(9), type: 'number', prompt: 'Swims a week', page: 2, min: 0, max: 14 },
        { id: qid(10), type: 'date', prompt: 'Best opening day', page: 2 },
        {
          id: Q.ranking,
          type: 'ranking',
          prompt: 'Rank the improvements',
          page: 3,
          required: true,
          options: choices('Slide', 'Lanes', 'Shade'),
        },
        {
          id: Q.matrix,
          type: 'matrix',
          prompt: 'Rate each area',
          page: 3,
          required: true,
          rows: choices('Deck', 'Showers'),
          scale: choices('Poor', 'Fair', 'Good', 'Excellent'),
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { survey } = (await created.json()) as { survey: { id: string } }
  expect((await request.post(`/api/surveys/${survey.id}/publish`, { headers })).status()).toBe(200)
  return slug
}

test('every question type by keyboard at 375 px, with the server’s 422 shown at its question', async ({
  page,
  request,
}) => {
  const slug = await seedPoolSurvey(request)
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, `/survey/${slug}`)
  await expect(page.getByText('your answers are kept with the time you sent them')).toBeVisible()

  // Single choice.
  await press(page, page.getByRole('radio', { name: 'North' }), 'ArrowDown')
  await expect(page.getByRole('radio', { name: 'South' })).toBeChecked()
  await press(page, next(page), 'Enter')

  // Multiple choice with a limit, rating, NPS, yes/no with a follow-up shown by "No".
  await expect(stepHeading(page, 2, 4)).toBeFocused()
  const hours = question(page, /When do you swim\?/)
  await expect(hours.getByText('Choose 1 or 2.')).toBeVisible()
  for (const label of ['Morning', 'Afternoon', 'Evening'])
    await press(page, hours.getByRole('checkbox', { name: label }), 'Space')
  await press(
    page,
    question(page, /How clean/).getByRole('radio', { name: '1 (Very dissatisfied)' }),
    'ArrowRight',
    3,
  )
  await press(
    page,
    question(page, /recommend the pool/).getByRole('radio', { name: '0 (Not at all likely)' }),
    'ArrowRight',
    8,
  )
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'ArrowRight')
  const why = page.getByRole('textbox', { name: /Why not heated\?/ })
  await expect(why).toBeVisible()
  await press(page, next(page), 'Enter')
  await expect(hours.getByText('Please choose at most 2.')).toBeVisible()
  await expect(why).toHaveAccessibleDescription('Please answer this question.')
  await expect(hours.getByRole('checkbox', { name: 'Morning' })).toBeFocused()
  await expectAccessibleAtBothSizes(page)
  await press(page, hours.getByRole('checkbox', { name: 'Evening' }), 'Space')
  await expect(hours.getByText('Please choose at most 2.')).toHaveCount(0)
  await tabTo(page, why)
  await page.keyboard.type('Too costly')
  await press(page, next(page), 'Enter')

  // Short text, long text with its count, a number out of range, a date typed in.
  await expect(stepHeading(page, 3, 4)).toBeFocused()
  await tabTo(page, page.getByRole('textbox', { name: /One word/ }))
  await page.keyboard.type('Refreshing')
  await tabTo(page, page.getByRole('textbox', { name: /Anything else/ }))
  await page.keyboard.type('More shade, please.')
  await expect(page.getByText('19 of 400 characters')).toBeVisible()
  const swims = page.getByRole('spinbutton', { name: /Swims a week/ })
  await tabTo(page, swims)
  await page.keyboard.type('20')
  await tabTo(page, page.getByLabel(/Best opening day/))
  await page.keyboard.type('06012026')
  await expect(page.getByLabel(/Best opening day/)).toHaveValue('2026-06-01')
  await press(page, next(page), 'Enter')
  await expect(page.getByText('Please enter 14 or less.')).toBeVisible()
  await expect(swims).toBeFocused()
  await expect(swims).toHaveAccessibleDescription(/A number from 0 to 14\. Please enter 14 or less\./)
  await expectAccessibleAtBothSizes(page)
  await swims.press('Control+A')
  await page.keyboard.type('3')
  await press(page, next(page), 'Enter')

  // Ranking by Move up / Move down, announced; a matrix answered row by row.
  await expect(stepHeading(page, 4, 4)).toBeFocused()
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Move Shade up' }), 'Enter')
  await expect(page.getByText('Shade moved to position 2 of 3.')).toBeAttached()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Shade moved to position 1 of 3.')).toBeAttached()
  // At the top "Move up" turns off; focus stays on the item.
  await expect(page.getByRole('button', { name: 'Move Shade down' })).toBeFocused()
  const ranks = await page
    .getByRole('listitem')
    .filter({ hasText: /Position \d/ })
    .allInnerTexts()
  expect(ranks.map((text) => text.match(/Shade|Slide|Lanes/)?.[0])).toEqual(['Shade', 'Slide', 'Lanes'])
  const deck = page.getByRole('group', { name: 'Deck' })
  await press(page, deck.getByRole('radio', { name: 'Poor' }), 'ArrowRight', 2)
  await expect(deck.getByRole('radio', { name: 'Good' })).toBeChecked()
  const showers = page.getByRole('group', { name: 'Showers' })
  await press(page, showers.getByRole('radio', { name: 'Poor' }), 'ArrowRight', 3)
  await expect(showers.getByRole('radio', { name: 'Excellent' })).toBeChecked()
  await expectAccessibleAtBothSizes(page)
  // The matrix becomes one row per line at desktop size, still one group per row.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(deck.getByRole('radio', { name: 'Good' })).toBeChecked()
  await page.setViewportSize(PHONE)

  // Closed while the resident was answering (410): the server's sentence, and every answer kept.
  const closed = 'This survey is closed and no longer takes answers. Thank you for your interest.'
  await page.route('**/responses', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ message: closed }),
    }),
  )
  await press(page, sendButton(page), 'Enter')
  await expect(page.getByRole('alert').filter({ hasText: closed })).toBeVisible()
  await expect(deck.getByRole('radio', { name: 'Good' })).toBeChecked()
  await page.unroute('**/responses')

  // The server refuses an answer: its words go to the question, and the page jumps to its step.
  await page.route('**/responses', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Some answers need attention. Please check them and try again.',
        fieldErrors: { [Q.building]: ['Please choose one of the listed answers.'] },
      }),
    }),
  )
  await press(page, sendButton(page), 'Enter')
  await expect(stepHeading(page, 1, 4)).toBeVisible()
  await expect(page.getByText('Some answers need attention. Please check them and try again.')).toBeVisible()
  const building = question(page, /Which building/)
  await expect(building.getByText('Please choose one of the listed answers.')).toBeVisible()
  await expect(building.getByRole('radio').first()).toBeFocused()
  await expectAccessibleAtBothSizes(page)
  await page.unroute('**/responses')

  for (const step of [2, 3, 4]) {
    await press(page, next(page), 'Enter')
    await expect(stepHeading(page, step, 4)).toBeFocused()
  }
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/responses'))
  await press(page, sendButton(page), 'Enter')
  const { answers } = (await posted).postDataJSON() as { answers: Record<string, unknown> }
  expect(answers).toEqual({
    [Q.building]: 'south',
    [Q.hours]: ['morning', 'afternoon'],
    [qid(3)]: 4,
    [qid(4)]: 8,
    [Q.heated]: false,
    [Q.why]: 'Too costly',
    [qid(7)]: 'Refreshing',
    [qid(8)]: 'More shade, please.',
    [qid(9)]: 3,
    [qid(10)]: '2026-06-01',
    [Q.ranking]: ['shade', 'slide', 'lanes'],
    [Q.matrix]: { deck: 'good', showers: 'excellent' },
  })
  await expect(page.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeFocused()
  await expect(page.getByText('Thanks for telling us about the pool.')).toBeVisible()
})

test('without JavaScript every question is on one page, a ranking still moves, and the answers send', async ({
  browser,
  page: scanned,
  request,
}) => {
  const slug = await seedPoolSurvey(request)
  // axe needs a script engine: the server's page with the site's own scripts refused is what a browser
  // without JavaScript shows, so that is what it scans.
  await skipCookieBanner(scanned)
  await scanned.route('**/assets/*.js', (route) => route.abort())
  await scanned.setViewportSize(PHONE)
  await scanned.goto(`/survey/${slug}`)
  await expect(scanned.getByRole('heading', { level: 2, name: 'Part 4 of 4' })).toBeVisible()
  await expectAccessibleAtBothSizes(scanned)

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await skipCookieBanner(page)
  await page.goto(`/survey/${slug}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Part 4 of 4' })).toBeVisible()
  await expect(page.getByText('Answer this only if you answered “No” to question 5.')).toBeVisible()

  await page.getByRole('radio', { name: 'South' }).check()
  await page.getByRole('checkbox', { name: 'Evening' }).check()
  await page.getByRole('radio', { name: 'Yes' }).check()
  // A ranking's button posts the page; it comes back with the item moved and every answer kept.
  await page.getByRole('button', { name: 'Move Lanes up' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Position 1' })).toContainText('Lanes')
  await expect(page.getByRole('radio', { name: 'South' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Evening' })).toBeChecked()

  // A required answer left out: the page says so at the question.
  await page.getByRole('button', { name: 'Send my answers' }).click()
  await expect(question(page, /Rate each area/).getByText('Please answer this question.')).toBeVisible()
  await page.getByRole('group', { name: 'Deck' }).getByRole('radio', { name: 'Fair' }).check()
  await page.getByRole('group', { name: 'Showers' }).getByRole('radio', { name: 'Good' }).check()
  await page.getByRole('button', { name: 'Send my answers' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you: your answers are in' })).toBeVisible()
  await expect(page.getByText('Thanks for telling us about the pool.')).toBeVisible()
  await context.close()
})
