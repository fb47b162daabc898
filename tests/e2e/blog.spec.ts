import { adminHeaders } from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Issue 5 "Blog": the public pages, the blog dialog, the back office, and articles that try to inject script.

const RESERVE = {
  slug: 'utah-reserve-studies-what-boards-must-do',
  title: 'Reserve Studies in Utah: What Your Board Must Do and How Often',
}

async function accessibleAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('the blog list leads to an article and back', async ({ page }) => {
  test.setTimeout(90_000)
  const response = await gotoHydrated(page, '/blog')
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guides for Utah HOA boards and homeowners' }),
  ).toBeVisible()
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
  expect(
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .count(),
  ).toBeGreaterThanOrEqual(8)
  await accessibleAtBothWidths(page)

  await page.getByRole('link', { name: RESERVE.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${RESERVE.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: RESERVE.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What Utah law requires' })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${RESERVE.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`))
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const article = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Article')
  expect(article).toMatchObject({ headline: RESERVE.title, datePublished: '2025-02-11' })
  expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true)
  await accessibleAtBothWidths(page)

  await page.getByRole('link', { name: 'Back to all articles' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('an unknown article is the not-found page with status 404', async ({ page }) => {
  const response = await gotoHydrated(page, '/blog/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible()
})

test('the blog dialog loads, lists, shows an article and goes back', async ({ page }) => {
  test.setTimeout(90_000)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/blog-posts', async (route) => {
    await held
    await route.continue()
  })
  await gotoHydrated(page, '/about')
  await page.getByRole('button', { name: 'Guides for boards' }).click()
  const dialog = page.getByRole('dialog', { name: 'Blog' })
  await expect(dialog.getByText('Loading articles...')).toBeVisible()
  release()
  await dialog.getByRole('button', { name: new RegExp(RESERVE.title.slice(0, 30)) }).click()
  await expect(dialog.getByRole('heading', { name: RESERVE.title })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'What Utah law requires' })).toBeVisible()
  await accessibleAtBothWidths(page)
  await dialog.getByRole('button', { name: 'Back to articles' }).first().click()
  await expect(dialog.getByRole('list', { name: 'Articles' })).toBeVisible()
  await accessibleAtBothWidths(page)
})

test('the blog dialog says so when there are no articles, and when loading fails', async ({ page }) => {
  let answer: 'empty' | 'fail' = 'empty'
  await page.route('**/api/blog-posts', (route) =>
    answer === 'empty'
      ? route.fulfill({ json: { posts: [] } })
      : route.fulfill({ status: 503, json: { message: 'Down for maintenance.' } }),
  )
  await gotoHydrated(page, '/about')
  await page.getByRole('button', { name: 'Guides for boards' }).click()
  const dialog = page.getByRole('dialog', { name: 'Blog' })
  await expect(dialog.getByText('No articles available at this time.')).toBeVisible()
  await page.keyboard.press('Escape')
  answer = 'fail'
  await page.getByRole('button', { name: 'Guides for boards' }).click()
  await expect(dialog.getByRole('alert')).toContainText('We could not load the articles.')
})

test('an article that tries to inject script runs nothing, on its page or in the dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await adminHeaders(request)
  const slug = `injection-attempt-${Date.now().toString(36)}`
  const payload = [
    'Before <script>window.__xss = 1; alert(1)</script> after.',
    '<img src="x" onerror="window.__xss = 2; alert(2)">',
    '<iframe src="javascript:alert(3)"></iframe>',
    '[click me](javascript:window.__xss=4)',
    '[titled](https://example.com "<img src=x onerror=alert(5)>")',
    '<div onmouseover="alert(6)" id="injected">hover</div>',
  ].join('\n\n')
  const created = await request.post('/api/staff/blog-posts', {
    headers,
    data: {
      slug,
      title: 'Injection <script>alert(7)</script> test',
      date: '2026-11-20',
      excerpt: 'An article that tries to run script in the page.',
      content: payload,
    },
  })
  expect(created.status()).toBe(201)
  const { post } = (await created.json()) as { post: { id: string } }
  expect(
    (
      await request.post(`/api/staff/blog-posts/${post.id}/status`, {
        headers,
        data: { status: 'published' },
      })
    ).status(),
  ).toBe(200)

  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await gotoHydrated(page, `/blog/${slug}`)
  const body = page.getByRole('article')
  await expect(body).toContainText('Before')
  // The javascript: link keeps its text but loses its href (so it is no longer a link); clicking does nothing.
  const clickMe = page.locator('article a', { hasText: 'click me' })
  await expect(clickMe).not.toHaveAttribute('href', /.*/)
  await clickMe.click()
  await page.locator('article a', { hasText: 'titled' }).hover()
  await expect(
    page.locator(
      'article script, article img, article iframe, #injected, article [onmouseover], article [onerror]',
    ),
  ).toHaveCount(0)
  const xss = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)
  expect(await xss()).toBeUndefined()

  await gotoHydrated(page, '/about')
  await page.getByRole('button', { name: 'Guides for boards' }).click()
  const dialog = page.getByRole('dialog', { name: 'Blog' })
  await dialog.getByRole('button', { name: /Injection <script>/ }).click()
  await expect(dialog.getByText('Before')).toBeVisible()
  await expect(dialog.locator('script, img, iframe, [onerror], [onmouseover]')).toHaveCount(0)

  expect(dialogs).toEqual([])
  expect(await xss()).toBeUndefined()
  await request.post(`/api/staff/blog-posts/${post.id}/status`, { headers, data: { status: 'draft' } })
})

test('staff write, preview, publish and unpublish an article', async ({ page }) => {
  test.setTimeout(150_000)
  const stamp = Date.now().toString(36)
  const title = `Snow removal in Utah communities ${stamp}`
  const slug = `snow-removal-in-utah-communities-${stamp}`

  await gotoHydrated(page, '/staff/login?next=/staff/blog')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('The title needs at least 5 characters.')).toBeVisible()
  await accessibleAtBothWidths(page)

  await page.getByLabel('Title').fill(title)
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await page
    .getByLabel('Excerpt')
    .fill('Who clears what after a storm, and how fast, in a typical Utah association.')
  await page
    .getByLabel('Article (Markdown)')
    .fill(
      '## Who clears what\n\nThe association clears **private roads**; owners clear their own walks.\n\n- Roads first\n- Then walks',
    )
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Who clears what' })).toBeVisible()
  await expect(page.getByText('private roads')).toHaveCSS('font-weight', '600')
  await accessibleAtBothWidths(page)
  await page.getByRole('button', { name: 'Back to editing' }).click()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()

  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()
  const list = await page.request.get('/blog')
  expect(await list.text()).toContain(title)
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200)

  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  expect(await (await page.request.get('/blog')).text()).not.toContain(title)
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
})
