import { catalogueOf } from '~/i18n/catalogues.server'
import {
  adminHeaders,
  communityWithRoll,
  createElection,
  openElection,
  printNotices,
  tokenOf,
  uniqueStamp,
} from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { press } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'
import { englishLeftOn, expectSpanishPage } from './spanish-page'

// An owner who reads Spanish votes entirely in Spanish on a phone, by keyboard alone: the election's own
// words in the Spanish staff wrote, an item without Spanish shown in English and marked so, review, cast and
// the receipt. A Spanish address that does not exist answers with the Spanish 404 page.

test.describe.configure({ timeout: 240_000 })

const es = (key: string) => catalogueOf('es', 'vote')[key] as string
const contest = (page: Page, name: RegExp) => page.getByRole('group', { name })

test('a Spanish owner votes by keyboard at 375 px and keeps the receipt', async ({ page, request }) => {
  const stamp = uniqueStamp()
  const admin = await adminHeaders(request)
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Los Álamos HOA ${stamp}`, city: 'Ogden', county: 'Weber' },
    'unit,owner_name,owner_email,weight,mailing_address,language\r\n' +
      'Casa 1,Rosa Vega,,1,"PO Box 1, Ogden, UT 84401",es\r\n' +
      'Casa 2,Omar Hale,,1,"PO Box 2, Ogden, UT 84401",en\r\n',
  )
  const ids = await createElection(request, admin, {
    communityId,
    title: `Annual meeting ${stamp}`,
    translations: { es: { title: `Asamblea anual ${stamp}` } },
    contests: [
      {
        kind: 'candidates',
        title: 'Board of Trustees',
        translations: { es: { title: 'Junta directiva' } },
        seats: 1,
        options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }],
      },
      {
        kind: 'measure',
        title: 'Resurface the pool',
        threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
      },
    ],
  })
  await openElection(request, admin, ids.id)
  const notice = (await printNotices(request, admin, ids.id))('Casa 1')
  // The Spanish owner's printed notice leads to the Spanish ballot.
  expect(notice.link).toMatch(/\/es\/vote\/[A-Za-z0-9_-]{43}$/)

  await page.setViewportSize(PHONE)
  await skipCookieBanner(page)
  await gotoHydrated(page, `/es/vote/${tokenOf(notice)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Asamblea anual ${stamp}`)
  const board = contest(page, /^Junta directiva/)
  const pool = contest(page, /Resurface the pool/)
  await expect(pool.locator('[lang="en"]', { hasText: 'Resurface the pool' }).first()).toBeVisible()
  await expectSpanishPage(page, ['vote'])

  await press(page, board.getByRole('radio', { name: 'Ana Reyes' }), 'Space')
  await press(page, pool.getByRole('radio', { name: es('option.yes') }), 'Space')
  await press(page, page.getByRole('button', { name: es('choices.review') }), 'Enter')
  await expect(page.getByRole('heading', { name: es('review.title') })).toBeFocused()
  const summary = page.getByRole('form', { name: es('review.title') })
  await expect(summary).toContainText('Ana Reyes')
  await expect(summary).toContainText(es('option.yes'))
  await expectSpanishPage(page, ['vote'])
  await press(page, page.getByRole('button', { name: es('review.confirm') }), 'Enter')

  await expect(page.getByRole('heading', { name: es('receipt.cast') })).toBeFocused()
  await expect(page.locator('[data-receipt]')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await expect(page.getByRole('button', { name: es('receipt.copy') })).toBeVisible()
  await expectSpanishPage(page, ['vote'])
})

test('a Spanish address that does not exist answers with the Spanish 404 page', async ({ page }) => {
  await skipCookieBanner(page)
  const response = await page.goto('/es/no-existe-esta-pagina')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const shell = catalogueOf('es', 'shell')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell['notFound.title'] as string)
  expect(await englishLeftOn(page, ['shell']), 'English left on the Spanish 404 page').toEqual([])
  await expectAccessibleAtBothSizes(page)
})
