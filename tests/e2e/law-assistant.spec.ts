import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// The Utah HOA law assistant of spec sections 2, 4, 5, 7 and 8: the dialog from the home page's Quick
// Access card and the /utah-law-gpt page share one tool.

const QUESTION_ALERT = 'Please enter at least 10 characters for your question.'
const TYPE_ALERT = 'Please select a community type.'

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

async function openDialog(page: Page) {
  await gotoHydrated(page, '/')
  await page
    .getByRole('region', { name: 'What can we help you with today?' })
    .getByRole('button', { name: 'Utah HOA law assistant' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Utah HOA Law Assistant' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openPage(page: Page) {
  await gotoHydrated(page, '/utah-law-gpt')
  return page.getByRole('main')
}

const tool = (scope: ReturnType<Page['getByRole']>) => ({
  type: scope.getByLabel('Association type'),
  question: scope.getByLabel('Your question'),
  search: scope.getByRole('button', { name: 'Search' }),
  reset: scope.getByRole('button', { name: 'Ask New Question' }),
  alert: scope.getByRole('alert'),
  answer: scope.getByRole('region', { name: 'Answer' }),
})

for (const [where, open] of [
  ['the Quick Access dialog', openDialog],
  ['the /utah-law-gpt page', openPage],
] as const) {
  test(`from ${where}: a real question is answered with le.utah.gov sources and the disclaimer`, async ({
    page,
  }) => {
    const t = tool(await open(page))
    await t.type.selectOption({ label: 'Condominium' })
    await t.question.fill('Can our condo association ban short-term rentals like Airbnb?')
    await t.search.click()
    await expect(t.answer).toContainText('Utah Code 57-8-10.1, Rental restrictions')
    await expect(t.answer).toContainText('not legal advice')
    const source = t.answer.getByRole('link', { name: /Utah Code § 57-8-10\.1/ })
    await expect(source).toHaveAttribute('href', 'https://le.utah.gov/xcode/Title57/Chapter8/57-8-S10.1.html')
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source).toHaveAttribute('rel', /noopener/)
    // Each source says how current our copy is; every link but the library's own page is to le.utah.gov.
    await expect(t.answer).toContainText('Text as in effect 5/7/2025')
    for (const href of await t.answer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^(https:\/\/le\.utah\.gov\/|\/utah-law-gpt\/sources$)/)
  })

  test(`from ${where}: the two alerts come before any call`, async ({ page }) => {
    const t = tool(await open(page))
    let calls = 0
    await page.route('**/api/utah-law-query', (route) => {
      calls++
      return route.continue()
    })
    await t.question.fill('  too short ')
    await t.search.click()
    await expect(t.alert).toHaveText(QUESTION_ALERT)
    await expect(t.question).toHaveAttribute('aria-invalid', 'true')
    await expect(t.question).toBeFocused()
    await t.question.fill('How much notice before a board meeting?')
    await t.search.click()
    await expect(t.alert).toHaveText(TYPE_ALERT)
    await expect(t.type).toBeFocused()
    expect(calls).toBe(0)
  })
}

test('the button reads "Researching Utah Law..." while the answer is on its way', async ({ page }) => {
  const t = tool(await openPage(page))
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/utah-law-query', async (route) => {
    await held
    await route.continue()
  })
  await t.type.selectOption({ label: 'Homeowners association (HOA)' })
  await t.question.fill('How much notice does the board have to give before a board meeting?')
  await t.search.click()
  const busy = page.getByRole('button', { name: 'Researching Utah Law...' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  release()
  await expect(t.answer).toContainText('57-8a-226')
  await expect(t.search).toBeEnabled()
})

test('a failed answer shows "Error {status}: {response text}"', async ({ page }) => {
  const t = tool(await openPage(page))
  await page.route('**/api/utah-law-query', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  )
  await t.type.selectOption({ label: 'Townhome community' })
  await t.question.fill('Can my HOA stop me from renting my townhome?')
  await t.search.click()
  await expect(t.alert).toHaveText('Error 500: Internal Server Error')
  await expect(t.answer).toHaveCount(0)
})

test('a network failure shows the network message', async ({ page }) => {
  const t = tool(await openPage(page))
  await page.route('**/api/utah-law-query', (route) => route.abort('internetdisconnected'))
  await t.type.selectOption({ label: 'Other' })
  await t.question.fill('Can I give my vote to a neighbor by proxy?')
  await t.search.click()
  await expect(t.alert).toHaveText('Network error occurred. Please try again.')
})

test('an answer is shown as text: markup in it is not run or rendered', async ({ page }) => {
  const t = tool(await openPage(page))
  await page.route('**/api/utah-law-query', (route) =>
    route.fulfill({
      json: {
        answer: '<img src=x onerror="window.__pwned=1"><b>bold</b>',
        sources: [
          {
            section: '1-1-1',
            title: 'x',
            url: 'javascript:alert(1)',
            effective: null,
            complete: true,
            stale: false,
          },
          {
            section: '57-8a-209',
            title: 'Rental restrictions',
            url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html',
            effective: null,
            complete: true,
            stale: false,
          },
        ],
        disclaimer: 'General information.',
      },
    }),
  )
  await t.type.selectOption({ label: 'Condominium' })
  await t.question.fill('Show me something harmless please')
  await t.search.click()
  await expect(t.answer).toContainText('<img src=x onerror="window.__pwned=1"><b>bold</b>')
  await expect(t.answer.locator('img, b')).toHaveCount(0)
  // The le.utah.gov source and the library's page; never the script address.
  await expect(t.answer.getByRole('link')).toHaveCount(2)
  await expect(t.answer.locator('a[href^="javascript"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})

test('Ask New Question clears the inputs and the answer', async ({ page }) => {
  const dialog = await openDialog(page)
  const t = tool(dialog)
  await t.type.selectOption({ label: 'Homeowners association (HOA)' })
  await t.question.fill('Can my HOA stop me from flying the American flag?')
  await t.search.click()
  await expect(t.answer).toContainText('57-8a-219')
  await t.reset.click()
  await expect(t.type).toHaveValue('')
  await expect(t.question).toHaveValue('')
  await expect(t.answer).toHaveCount(0)
  await expect(t.alert).toHaveCount(0)
})

test('the page has its own head: title, description, canonical and BreadcrumbList', async ({ page }) => {
  await gotoHydrated(page, '/utah-law-gpt')
  await expect(page).toHaveTitle(/Utah HOA Law Assistant/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Utah HOA or condominium law/,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/utah-law-gpt$/)
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.some((json) => json.includes('BreadcrumbList') && json.includes('/utah-law-gpt'))).toBe(true)
  const sitemap = await page.request.get('/sitemap.xml')
  expect(await sitemap.text()).toContain('/utah-law-gpt</loc>')
})

for (const width of [1280, 375]) {
  test(`no axe violations at ${width} px, on the page with an answer and in the dialog`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const t = tool(await openPage(page))
    await t.search.click() // the validation alert is part of what is checked
    await expect(t.alert).toBeVisible()
    await t.type.selectOption({ label: 'Mixed-use community' })
    await t.question.fill('What vote do we need to amend our CC&Rs?')
    await t.search.click()
    await expect(t.answer).toBeVisible()
    await expectNoAxeViolations(page)
    await openDialog(page)
    await expectNoAxeViolations(page)
  })
}
