import { adminHeaders, uniqueStamp } from './election-setup'
import { expect, skipCookieBanner, test } from './fixtures'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'

// A survey that uses every kind of survey logic at once, as a browser without JavaScript shows it: one
// page with every question, each rule said in words where it applies, and nothing an axe scan flags.

const id = (n: number) => `33333333-0000-4000-8000-${String(n).padStart(12, '0')}`

const survey = (title: string) => ({
  title,
  description: 'Tell us how the pool season went.',
  thankYou: 'Thank you!',
  questions: [
    {
      id: id(1),
      type: 'single',
      prompt: 'Do you own or rent your home?',
      required: true,
      options: [
        { id: 'owner', label: 'Owner' },
        { id: 'renter', label: 'Renter' },
      ],
      quotas: [{ value: 'renter', limit: 1 }],
      jumps: [{ value: 'renter', to: 2 }],
    },
    {
      id: id(2),
      type: 'single',
      prompt: 'Which amenity matters most to you?',
      shuffle: true,
      allowOther: true,
      options: [
        { id: 'pool', label: 'Pool' },
        { id: 'gym', label: 'Fitness room' },
        { id: 'club', label: 'Clubhouse' },
      ],
    },
    {
      id: id(3),
      type: 'long_text',
      prompt: `You chose {{answer:${id(2)}}}. What would make it better?`,
      page: 1,
    },
    {
      id: id(4),
      type: 'yes_no',
      prompt: 'Did you use the pool this summer?',
      required: true,
      page: 2,
      jumps: [{ value: false, to: 'end' }],
    },
    { id: id(5), type: 'file', prompt: 'Attach a photo of the repair', page: 3, fileKinds: ['jpg', 'png'] },
  ],
})

test('without JavaScript, skips, piped answers, a full answer and a file question read clearly', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const made = await request.post('/api/surveys', { headers, data: survey(`Pool season ${uniqueStamp()}`) })
  expect(made.status()).toBe(201)
  const surveyId = ((await made.json()) as { survey: { id: string } }).survey.id
  expect((await request.post(`/api/surveys/${surveyId}/publish`, { headers })).status()).toBe(200)
  const renter = await request.post(`/api/surveys/${surveyId}/responses`, {
    headers: { 'X-Survey-Browser': `plain-${uniqueStamp()}` },
    data: { answers: { [id(1)]: 'renter', [id(4)]: true } },
  })
  expect(renter.status()).toBe(201)

  // axe needs a script engine: the server's page with the site's own scripts refused is what a browser
  // without JavaScript shows, so that is what it scans.
  await skipCookieBanner(page)
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.setViewportSize(PHONE)
  await page.goto(`/survey/${surveyId}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Part 4 of 4' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Renter (full)' })).toBeVisible()
  await expect(page.getByText('(your answer to question 2)')).toBeVisible()
  await expect(page.getByText('if you answered “Renter” to question 1.')).toBeVisible()
  await expect(page.getByText('If you answer “No”, you can stop here and send your answers.')).toBeVisible()
  await expect(page.getByLabel('Attach a photo of the repair')).toHaveAttribute('type', 'file')
  await expectAccessibleAtBothSizes(page)
})
