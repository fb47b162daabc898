import type { APIRequestContext, Locator } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Issue 12, the console: staff create an election (a 2-seat race and a 2/3 measure) through the form,
// preview it and open it; /election-system is the public page signed out and the console signed in;
// "Lost your link?" answers alike for a known and an unknown email; a board account reads only.

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const

/** Zero axe violations at a phone's and a desktop's size, and nothing wider than the phone. */
async function expectAccessibleAtBothSizes(page: Page) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
    if (size.width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/election-auth/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** A moment as a `datetime-local` value in Utah time, `hours` from now. */
function utahLocal(hours: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000))
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

/** A community with a three-unit roll, made through the API as staff would import it. */
async function communityWithRoll(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  emails: string[],
) {
  const created = await request.post('/api/communities', {
    headers,
    data: { name, associationType: 'hoa', city: 'Provo', county: 'Utah', quorumPercent: '25' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { community: { id: string } }).community.id
  const rows = emails.map((email, i) => `Lot ${i + 1},Owner ${i + 1},${email},1`)
  const roll = await request.post(`/api/communities/${id}/roll`, {
    headers: { ...headers, 'Content-Type': 'text/csv' },
    data: `unit,owner_name,owner_email,weight\r\n${rows.join('\r\n')}\r\n`,
  })
  expect(roll.status()).toBe(200)
  return id
}

const contest = (page: Page, n: number, kind: string): Locator =>
  page.getByRole('group', { name: `Contest ${n}: ${kind}` })

test('staff create an election with a 2-seat race and a 2/3 measure, preview it and open it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000) // one long journey with many axe scans, on a shared two-core machine
  const stamp = Date.now().toString(36)
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` }
  const community = `Cedar Hollow HOA ${stamp}`
  await communityWithRoll(request, admin, community, ['a@example.com', 'b@example.com', 'c@example.com'])
  const title = `2026 annual election ${stamp}`

  await gotoHydrated(page, '/staff/elections')
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Felections$/)
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Elections', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Elections' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessibleAtBothSizes(page)

  await page.getByRole('link', { name: 'New election' }).first().click()
  await expect(page.getByRole('heading', { name: 'New election', level: 1 })).toBeVisible()
  await page.getByLabel('Community').selectOption({ label: community })
  // The community's settings fill the rules: its 25% quorum, secret ballot, no revote.
  await expect(page.getByLabel('Quorum (percent)')).toHaveValue('25')
  await expect(page.getByLabel('Secret ballot')).toBeChecked()
  await expect(page.getByLabel(/may change a ballot already cast/)).not.toBeChecked()
  // Owners hear that their unit voted unless staff untick it; the hint says choices are never in it.
  const confirmations = page.getByLabel('Email owners a confirmation after their unit votes')
  await expect(confirmations).toBeChecked()
  await expect(confirmations).toHaveAccessibleDescription(/It never includes the unit’s choices\.$/)
  await confirmations.uncheck()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByLabel('Voting opens (Utah time)').fill(utahLocal(-1))
  await page.getByLabel('Voting closes (Utah time)').fill(utahLocal(24 * 7))

  // No contest yet: refused in the page, next to the contests.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Add at least one contest.')).toBeVisible()

  // The race: two seats, three candidates, the third moved up to second.
  await page.getByRole('button', { name: 'Add a candidate race' }).click()
  const race = contest(page, 1, 'Candidate race')
  await expect(race.getByLabel('Race title')).toBeFocused()
  await race.getByLabel('Race title').fill('Board of directors')
  await race.getByLabel('Seats to fill').fill('2')
  await race.getByRole('textbox', { name: 'Candidate 1' }).fill('Ana Reyes')
  await race.getByRole('textbox', { name: 'Candidate 2' }).fill('Dale Whitaker')
  await race.getByRole('button', { name: 'Add a candidate' }).click()
  await expect(race.getByRole('textbox', { name: 'Candidate 3' })).toBeFocused()
  await page.keyboard.type('Carmen Ortiz')
  await race.getByRole('button', { name: 'Move candidate Carmen Ortiz up' }).click()
  await expect(race.getByRole('textbox', { name: 'Candidate 2' })).toHaveValue('Carmen Ortiz')
  await expect(race.getByRole('textbox', { name: 'Candidate 3' })).toHaveValue('Dale Whitaker')

  // The measure: two-thirds of the ballots cast, the rule in words.
  await page.getByRole('button', { name: 'Add a measure' }).click()
  const measure = contest(page, 2, 'Measure')
  await measure.getByRole('textbox', { name: 'Measure', exact: true }).fill('Adopt the amended pet rule')
  await measure.getByLabel('Two-thirds (2/3)').check()
  await measure.getByLabel(/The weight of all ballots cast/).check()
  await expect(measure).toContainText('At least two-thirds of the weight of all ballots cast must vote yes.')

  // The notice helper drafts the 16-6a-709(4) sentences from the form.
  await page.getByRole('button', { name: 'Draft the notice from this form' }).click()
  const notice = page.getByLabel('Notice to owners')
  await expect(notice).toHaveValue(
    /ballots must be received from at least 25% of the units \(1 of the 3 units/,
  )
  await expect(notice).toHaveValue(
    /“Adopt the amended pet rule”: at least two-thirds of the weight of all ballots cast/,
  )
  await expect(notice).toHaveValue(/Ballots must be received by .+ to be counted\./)
  await expectAccessibleAtBothSizes(page)

  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/staff\/elections\/[0-9a-f-]{36}$/)
  const electionPath = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await gotoHydrated(page, `${electionPath}/edit`)
  await expect(
    page.getByText(`${community} · draft. Changes are kept in the election’s audit log.`),
  ).toBeVisible()
  await expect(page.getByLabel('Email owners a confirmation after their unit votes')).not.toBeChecked()

  // The preview: the voter's ballot, marked as a preview, with the race's limit.
  await gotoHydrated(page, `${electionPath}/preview`)
  await expect(page.getByText('Preview: votes cannot be cast here').first()).toBeVisible()
  const previewRace = page.getByRole('group', { name: /Board of directors/ })
  await expect(previewRace).toContainText('Choose up to 2')
  await expect(previewRace.getByRole('checkbox')).toHaveCount(3)
  await expect(
    page.getByRole('group', { name: /Adopt the amended pet rule/ }).getByRole('radio'),
  ).toHaveCount(3)
  await expectAccessibleAtBothSizes(page)

  // Open it on the election's page; the list then shows it open, with turnout.
  await gotoHydrated(page, electionPath)
  await page.getByRole('button', { name: 'Open voting' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Open voting' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Its edit page now says it is open, not a draft.
  await gotoHydrated(page, `${electionPath}/edit`)
  await expect(page.getByText(`${community} · open.`, { exact: true })).toBeVisible()
  await expect(page.getByText(/· draft\./)).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Elections' }).click()
  const row = page
    .getByRole('table', { name: 'Elections, newest first' })
    .getByRole('row')
    .filter({ hasText: title })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('0 of 3 units voted')
  await page.getByLabel('Status').selectOption('draft')
  await page.getByRole('button', { name: 'Show elections' }).click()
  await expect(page).toHaveURL(/status=draft/)
  await expect(page.getByText(title)).toHaveCount(0)
})

test('/election-system: public when signed out, the console when signed in', async ({ page, request }) => {
  test.setTimeout(180_000)
  // The banner slides in 2 s after hydration: an axe scan at that moment would read its colours mid-animation.
  await skipCookieBanner(page)
  const stamp = Date.now().toString(36)
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` }
  const known = `owner-${stamp}@example.com`
  const communityId = await communityWithRoll(request, admin, `Quail Run HOA ${stamp}`, [
    known,
    `x-${stamp}@example.com`,
  ])
  const title = `Budget ratification ${stamp}`
  const created = await request.post('/api/elections', {
    headers: admin,
    data: {
      communityId,
      title,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      secret: true,
      quorum: { percent: '0', basis: 'units' },
      contests: [
        {
          kind: 'measure',
          title: 'Ratify the 2027 budget',
          threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  expect((await request.post(`/api/elections/${id}/open`, { headers: admin })).status()).toBe(200)

  await gotoHydrated(page, '/election-system')
  await expect(page.getByRole('heading', { name: 'HOA Election System', level: 1 })).toBeVisible()
  for (const heading of [
    'Have a voting code?',
    'Lost your link?',
    'How you vote',
    'What a secret ballot means here',
    'Certified results',
    'Staff and board members',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Election console' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Sign in to the console' })).toHaveAttribute(
    'href',
    '/staff/login?next=%2Felection-system',
  )
  await expectAccessibleAtBothSizes(page)

  // A code that is not one is refused next to the field; the whole link leads to the ballot.
  const code = page.getByLabel('Voting code or link')
  await code.fill('my code is 1234')
  await page.getByRole('button', { name: 'Go to my ballot' }).click()
  await expect(page.getByText('That is not a voting code or link.', { exact: false })).toBeVisible()
  await expect(code).toBeFocused()
  const token = 'A'.repeat(43)
  await code.fill(`https://hoa.example.com/vote/${token}`)
  await page.getByRole('button', { name: 'Go to my ballot' }).click()
  await expect(page).toHaveURL(new RegExp(`/vote/${token}$`))
  // Without JavaScript the GET form reaches /vote, whose loader sends the link on.
  const plain = await request.get(`/vote?code=${encodeURIComponent(` https://x.example/vote/${token} `)}`, {
    maxRedirects: 0,
  })
  expect(plain.status()).toBe(302)
  expect(plain.headers().location).toBe(`/vote/${token}`)

  // "Lost your link?", by keyboard: the same sentence for an address on the roll and one that is not.
  const answers: string[] = []
  for (const email of [known, `nobody-${stamp}@example.com`]) {
    await gotoHydrated(page, '/election-system')
    const field = page.getByLabel('Your email address')
    await field.focus()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeFocused()
    await page.keyboard.press('Enter')
    const alert = page.getByRole('alert').filter({ hasText: 'voting link' })
    await expect(alert).toBeVisible()
    answers.push((await alert.textContent()) ?? '')
  }
  expect(answers[0]).toContain('a new voting link is on its way')
  expect(answers[1]).toBe(answers[0])

  // Signed in, the page is the console: the elections, and the way into the back office.
  await gotoHydrated(page, '/staff/login')
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/staff$/)
  await gotoHydrated(page, '/election-system')
  await expect(page.getByRole('heading', { name: 'Election console' })).toBeVisible()
  await expect(page.getByRole('link', { name: title }).first()).toHaveAttribute(
    'href',
    `/staff/elections/${id}`,
  )
  await expect(page.getByRole('link', { name: 'Open the back office' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Have a voting code?' })).toHaveCount(0)
  await expectAccessibleAtBothSizes(page)
  await page.getByRole('button', { name: 'Show this page as homeowners see it' }).click()
  await expect(page.getByRole('heading', { name: 'Have a voting code?' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to the election console' }).click()
  await expect(page.getByRole('heading', { name: 'Election console' })).toBeVisible()
})

test('a board account reads its community’s elections but cannot create or edit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` }
  const communityId = await communityWithRoll(request, admin, `Sage Bluff HOA ${stamp}`, [
    `s-${stamp}@example.com`,
  ])
  const title = `Special assessment vote ${stamp}`
  const created = await request.post('/api/elections', {
    headers: admin,
    data: {
      communityId,
      title,
      opensAt: new Date(Date.now() + 86_400_000).toISOString(),
      closesAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      secret: true,
      quorum: { percent: '50', basis: 'weight' },
      contests: [
        {
          kind: 'measure',
          title: 'Approve the roof assessment',
          threshold: { numerator: 2, denominator: 3, base: 'all_weight' },
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  const email = `board-el-${stamp}@example.com`
  const first = 'granite willow canyon 415'
  const chosen = 'sagebrush river lantern 862'
  expect(
    (
      await request.post('/api/staff/users', {
        headers: admin,
        data: { email, name: 'Blair Board', role: 'board', communityIds: [communityId], password: first },
      })
    ).status(),
  ).toBe(201)
  const changed = await request.post('/api/election-auth/password', {
    headers: { Authorization: `Bearer ${await apiToken(request, email, first)}` },
    data: { currentPassword: first, newPassword: chosen },
  })
  expect(changed.status()).toBe(200)

  await gotoHydrated(page, '/staff/login')
  await signIn(page, email, chosen)
  await expect(page).toHaveURL(/\/staff\/communities$/)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link')).toHaveText(['Communities', 'Elections', 'Surveys'])
  await nav.getByRole('link', { name: 'Elections' }).click()
  await expect(page.getByRole('heading', { name: 'Elections', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'New election' })).toHaveCount(0)
  await expectAccessibleAtBothSizes(page)

  // The pages that change an election lead back to what a board account may read.
  await gotoHydrated(page, '/staff/elections/new')
  await expect(page).toHaveURL(/\/staff\/elections$/)
  await gotoHydrated(page, `/staff/elections/${id}/edit`)
  await expect(page).toHaveURL(new RegExp(`/staff/elections/${id}$`))
  await gotoHydrated(page, `/staff/elections/${id}/preview`)
  await expect(page.getByText('Preview: votes cannot be cast here').first()).toBeVisible()
})
