import type { Locator } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { adminHeaders, openElectionOnUnits, signInOnPage } from './election-setup'

// A cumulative race voted by keyboard on a phone (2 votes to one candidate, 1 to another, the votes left
// following along), and a tie at the last seat resolved in the console, then certified.

async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

test('a cumulative race voted by keyboard at 375 px: 2 votes and 1, the votes left said as they go', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await skipCookieBanner(page)
  const admin = await adminHeaders(request)
  const { tokens } = await openElectionOnUnits(
    request,
    admin,
    ['Lot 1'],
    [
      {
        kind: 'candidates',
        title: 'Board of Trustees',
        seats: 3,
        method: 'cumulative',
        options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }, { label: 'Carmen Ortiz' }],
      },
    ],
  )
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoHydrated(page, `/vote/${tokens[0]}`)
  const race = page.getByRole('group', { name: /^Board of Trustees/ })
  await expect(race).toContainText('You have 3 votes: give them to one candidate or spread them')
  const votesLeft = race.getByText(/^Votes left:/)
  await expect(votesLeft).toHaveText('Votes left: 3 of 3')
  await expect(votesLeft).toHaveAttribute('aria-live', 'polite')

  // Each candidate's vote count is a control named after the candidate; arrows change it.
  const ana = race.getByRole('combobox', { name: 'Ana Reyes' })
  await tabTo(page, ana)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(ana).toHaveValue('2')
  await expect(votesLeft).toHaveText('Votes left: 1 of 3')
  const dale = race.getByRole('combobox', { name: 'Dale Whitaker' })
  await tabTo(page, dale)
  await page.keyboard.press('ArrowDown')
  await expect(votesLeft).toHaveText('Votes left: 0 of 3')

  // One vote too many is said at once, before any review; taking it back clears it.
  const carmen = race.getByRole('combobox', { name: 'Carmen Ortiz' })
  await tabTo(page, carmen)
  await page.keyboard.press('ArrowDown')
  await expect(race.getByText('You have given 4 votes but have 3 votes: take 1 back.')).toBeVisible()
  await page.keyboard.press('ArrowUp')
  await expect(votesLeft).toHaveText('Votes left: 0 of 3')
  await expectNoAxeViolations(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)

  await tabTo(page, page.getByRole('button', { name: 'Review my choices' }))
  await page.keyboard.press('Enter')
  const summary = page.getByRole('form', { name: 'Review your choices' })
  await expect(page.getByRole('heading', { name: 'Review your choices' })).toBeFocused()
  await expect(summary.getByRole('listitem')).toHaveText(['Ana Reyes — 2 votes', 'Dale Whitaker — 1 vote'])
  await expectNoAxeViolations(page)

  // Edit keeps the allocation; then confirm.
  await tabTo(page, page.getByRole('button', { name: 'Edit choices' }))
  await page.keyboard.press('Enter')
  await expect(race.getByRole('combobox', { name: 'Ana Reyes' })).toHaveValue('2')
  await expect(votesLeft).toHaveText('Votes left: 0 of 3')
  await tabTo(page, page.getByRole('button', { name: 'Review my choices' }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Confirm and cast my ballot' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Your ballot is cast' })).toBeFocused()
})

test('a tie at the last seat: certification waits, staff record a coin toss, then certify', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await adminHeaders(request)
  const { ids, title, tokens } = await openElectionOnUnits(
    request,
    admin,
    ['Lot 1', 'Lot 2'],
    [
      {
        kind: 'candidates',
        title: 'Director',
        seats: 1,
        options: [{ label: 'Alice Park' }, { label: 'Bo Chen' }],
      },
    ],
  )
  const [race] = ids.contests
  for (const [i, token] of tokens.entries()) {
    const cast = await request.post(`/api/elections/ballot/${token}`, {
      data: { choices: [{ contestId: race!.id, optionIds: [race!.options[i]!.id] }] },
    })
    expect(cast.status()).toBe(201)
  }
  expect((await request.post(`/api/elections/${ids.id}/close`, { headers: admin })).status()).toBe(200)

  await gotoHydrated(page, `/staff/elections/${ids.id}`)
  await signInOnPage(page)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(
    page.getByText(
      'Tied at the last seat: Alice Park, Bo Chen. Certification waits until you record how the tie was resolved.',
    ),
  ).toBeVisible()

  // Certifying now is refused with the sentence naming the tie.
  const actions = page.getByRole('group', { name: 'Election actions' })
  await actions.getByRole('button', { name: 'Certify results' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Certify results' }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    '“Director” is tied at the last seat between Alice Park and Bo Chen: record how the tie was resolved before certifying.',
  )
  await page.keyboard.press('Escape')

  const form = page.getByRole('form', { name: 'Resolve the tie in Director' })
  await form.getByLabel('How was it resolved?').selectOption({ label: 'Coin toss' })
  await form.getByRole('radio', { name: 'Bo Chen' }).check()
  await form.getByLabel('Note (optional)').fill('Tossed by the inspector at the annual meeting.')
  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
  }
  await form.getByRole('button', { name: 'Record resolution' }).click()
  const resolved = page.getByText(
    /^Tie at the last seat resolved by coin toss on .+: Bo Chen seated\. Note: Tossed by the inspector at the annual meeting\.$/,
  )
  await expect(resolved).toBeVisible()
  await page.getByRole('tab', { name: 'Audit log' }).click()
  const log = page.getByRole('list', { name: 'Audit events, oldest first' })
  await expect(log.getByRole('listitem').last()).toContainText('Tie resolved')
  await expect(log.getByRole('listitem').last()).toContainText(
    '“Director”: Coin toss; winners: Bo Chen; note: Tossed by the inspector at the annual meeting.',
  )
  await expectNoAxeViolations(page)

  await actions.getByRole('button', { name: 'Certify results' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Certify results' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('The results are certified.', { exact: true })).toBeVisible()

  // The results page says how the race was voted and how its tie was settled.
  await gotoHydrated(page, `/results/${ids.id}`)
  const director = page.getByRole('region', { name: 'Director' })
  await expect(director).toContainText(
    'How owners voted: Plurality: each unit chose up to 1 candidate with its full weight; the candidate with the most vote weight is elected.',
  )
  await expect(
    director.getByText(/^Tie at the last seat resolved by coin toss on .+: Bo Chen seated\./),
  ).toBeVisible()
  await expect(director).toContainText('Elected: Bo Chen.')
  await expectNoAxeViolations(page)
})
