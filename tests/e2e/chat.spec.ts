import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// The floating chat button, chat dialog and built-in chat assistant (spec section 2; timings of section 9;
// DESIGN.md "Chat"). These journeys run without CHATWOOT_*, so the widget and dialog embed /chat.

const TEXT_NUMBER = '(801) 555-0195'

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const chatButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Chat' }).getByRole('button', { name: 'Chat with us' })
const widget = (page: Page) => page.getByRole('region', { name: 'Chat with us' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' })
const assistant = (page: Page) => page.frameLocator('iframe[title="Chat assistant"]')

async function say(page: Page, text: string) {
  const chat = assistant(page)
  await chat.getByLabel('Your message').fill(text)
  await chat.getByLabel('Your message').press('Enter')
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the button opens the chat dialog with "Available 24/7" and the text number', async ({ page }) => {
    await gotoHydrated(page, '/about')
    await chatButton(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByText('Available 24/7')).toBeVisible()
    await expect(dialog(page).getByRole('link', { name: TEXT_NUMBER })).toHaveAttribute(
      'href',
      'sms:+18015550195',
    )
    await expect(widget(page)).toHaveCount(0)
    await expect(assistant(page).getByRole('log', { name: 'Conversation' })).toContainText(
      'What can I help you with?',
    )
    await expectNoAxeViolations(page)
  })

  test('asking about hours in the dialog answers with the office hours', async ({ page }) => {
    await gotoHydrated(page, '/')
    await chatButton(page).click()
    await say(page, 'When are you open?')
    const log = assistant(page).getByRole('log', { name: 'Conversation' })
    await expect(log).toContainText('Monday – Thursday: 9:00 AM – 5:00 PM')
    await expect(log).toContainText('Friday: 9:00 AM – 3:00 PM')
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the button toggles the widget, attaches a close button after ~1 s, and an outside click closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    // Timed inside the page, so a slow test machine cannot blur the 1 s: click to close button appearing.
    await page.evaluate(() => {
      const w = window as unknown as { __chatClicked?: number; __closeShown?: number }
      document.addEventListener('click', () => (w.__chatClicked ??= performance.now()), {
        capture: true,
        once: true,
      })
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[aria-label="Close chat"]')) return
        w.__closeShown = performance.now()
        observer.disconnect()
      }).observe(document.body, { childList: true, subtree: true })
    })
    await chatButton(page).click()
    await expect(widget(page)).toBeVisible()
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(widget(page).getByText('Available 24/7')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    await expect(widget(page).getByRole('button', { name: 'Close chat' })).toBeVisible()
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __chatClicked: number; __closeShown: number }
      return w.__closeShown - w.__chatClicked
    })
    expect(delay).toBeGreaterThanOrEqual(1000)
    expect(delay).toBeLessThan(3000)

    await page.mouse.click(200, 450)
    await expect(widget(page)).toHaveCount(0)
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false')

    // The button toggles: open, then closed again by the button itself; then the close button closes it too.
    await chatButton(page).click()
    await expect(widget(page)).toBeVisible()
    await chatButton(page).click()
    await expect(widget(page)).toHaveCount(0)
    await chatButton(page).click()
    await widget(page).getByRole('button', { name: 'Close chat' }).click()
    await expect(widget(page)).toHaveCount(0)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('when the widget cannot appear the dialog opens after ~2 s', async ({ page }) => {
    await page.route('**/chat?view=widget', (route) => route.abort())
    await gotoHydrated(page, '/')
    const clicked = Date.now()
    await chatButton(page).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(dialog(page)).toBeVisible({ timeout: 5000 })
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(2000)
    await expect(widget(page)).toHaveCount(0)
    await expect(dialog(page).getByText('Available 24/7')).toBeVisible()
  })

  test('the widget answers hours and a Utah law question with a le.utah.gov section', async ({ page }) => {
    await gotoHydrated(page, '/')
    await chatButton(page).click()
    await expect(widget(page)).toBeVisible()
    const log = assistant(page).getByRole('log', { name: 'Conversation' })
    await assistant(page).getByRole('button', { name: 'Office hours' }).click()
    await expect(log).toContainText('Saturday – Sunday: Closed')

    await say(page, 'How much notice does the board have to give before a board meeting?')
    const source = log.getByRole('link', { name: /^Utah Code 57-8a-\d+/ }).first()
    await expect(source).toBeVisible({ timeout: 15_000 })
    await expect(source).toHaveAttribute('href', /^https:\/\/le\.utah\.gov\//)
    await expect(log).toContainText('not legal advice')
  })

  test('a script injection attempt is shown as text and does not run', async ({ page }) => {
    const alerts: string[] = []
    page.on('dialog', (d) => {
      alerts.push(d.message())
      void d.dismiss()
    })
    const attack = '<img src=x onerror="window.top.__chatXss=1"><script>window.top.__chatXss=2</script>'
    await gotoHydrated(page, '/')
    await chatButton(page).click()
    await say(page, attack)
    const log = assistant(page).getByRole('log', { name: 'Conversation' })
    await expect(log).toContainText(attack)
    await expect(log).toContainText('I am not sure I understood that')
    await expect(log.locator('img, script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined()
    expect(alerts).toEqual([])
  })

  test('leaving a message for the team answers with a reference', async ({ page }) => {
    await gotoHydrated(page, '/')
    await chatButton(page).click()
    const chat = assistant(page)
    await chat.getByRole('button', { name: 'Leave a message for our team' }).click()
    const form = chat.getByRole('form', { name: 'Leave a message for our team' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please enter your name.')).toBeVisible()
    await form.getByLabel('Your name').fill('Rosa Jimenez')
    await form.getByLabel('Email').fill('rosa@example.com')
    await form.getByLabel('Message').fill('Please call me about the pool gate code.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText(
      /Your reference number is CT-[2-9A-Z]{8}/,
    )
    await expect(form).toHaveCount(0)
  })

  test('zero axe violations on the open widget', async ({ page }) => {
    await gotoHydrated(page, '/')
    await chatButton(page).click()
    await expect(widget(page).getByRole('button', { name: 'Close chat' })).toBeVisible()
    await expect(assistant(page).getByRole('log', { name: 'Conversation' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('zero axe violations on the dialog, and the /chat page is kept out of search results', async ({
    page,
  }) => {
    await page.route('**/chat?view=widget', (route) => route.abort())
    await gotoHydrated(page, '/')
    await chatButton(page).click()
    await expect(dialog(page)).toBeVisible({ timeout: 5000 })
    await expect(assistant(page).getByRole('log', { name: 'Conversation' })).toBeVisible()
    await expectNoAxeViolations(page)

    await gotoHydrated(page, '/chat')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expect(page.getByRole('banner')).toContainText(TEXT_NUMBER)
  })
})
