import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press } from './keyboard'
import { expectAccessibleAtBothSizes } from './sizes'
import {
  adminHeaders,
  communityWithRoll,
  createElection,
  openElection,
  printNotices,
  signInOnPage,
  tokenOf,
  uniqueStamp,
} from './election-setup'

// Staff write an election's Spanish beside the English in the back office: they tick "Also in Spanish" on a
// draft, type a Spanish title and a Spanish race title by keyboard and save; the draft opens with its Spanish
// in place, and once voting opens the Spanish ballot (/es/vote/…) shows it, the measure left in English
// marked as such.

test.describe.configure({ timeout: 240_000 })

test('staff write a draft’s Spanish by keyboard, and the Spanish ballot shows it', async ({
  page,
  request,
}) => {
  await skipCookieBanner(page)
  const stamp = uniqueStamp()
  const admin = await adminHeaders(request)
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Sauce Ridge HOA ${stamp}`, city: 'Orem', county: 'Utah' },
    'unit,owner_name,owner_email,weight,mailing_address\r\n' +
      'Lot 1,Rosa Vega,,1,"PO Box 1, Orem, UT 84057"\r\n',
  )
  const title = `Annual election ${stamp}`
  const { id } = await createElection(request, admin, {
    communityId,
    title,
    contests: [
      { kind: 'candidates', title: 'Board of directors', seats: 1, options: [{ label: 'Ana Reyes' }] },
      {
        kind: 'measure',
        title: 'Adopt the amended pet rule',
        threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
      },
    ],
  })

  await gotoHydrated(page, `/staff/elections/${id}/edit`)
  await signInOnPage(page)
  // An English-only draft shows no Spanish field; ticking the box adds one beside each English one.
  const spanishTitle = page.getByRole('textbox', { name: 'Title in Spanish (optional)', exact: true })
  const race = page.getByRole('group', { name: 'Contest 1: Candidate race' })
  const spanishRace = race.getByRole('textbox', { name: 'Race title in Spanish (optional)' })
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
  await expect(spanishTitle).toHaveCount(0)
  const box = page.getByRole('checkbox', { name: 'Also in Spanish' })
  await press(page, box, 'Space')
  await expect(box).toBeChecked()
  await expect(spanishTitle).toHaveAttribute('lang', 'es')
  await press(page, spanishTitle, 'End')
  await page.keyboard.type(`Elección anual ${stamp}`)
  await press(page, spanishRace, 'End')
  await page.keyboard.type('Junta directiva')
  await expect(
    page
      .getByRole('group', { name: 'Contest 2: Measure' })
      .getByRole('textbox', { name: 'Measure in Spanish (optional)', exact: true }),
  ).toHaveValue('')
  await expectAccessibleAtBothSizes(page)
  await press(page, page.getByRole('button', { name: 'Save changes' }), 'Enter')
  await expect(page).toHaveURL(new RegExp(`/staff/elections/${id}$`))

  // The saved draft opens with the box ticked and its Spanish in place.
  await gotoHydrated(page, `/staff/elections/${id}/edit`)
  await expect(box).toBeChecked()
  await expect(spanishTitle).toHaveValue(`Elección anual ${stamp}`)
  await expect(spanishRace).toHaveValue('Junta directiva')

  await openElection(request, admin, id)
  const notice = await printNotices(request, admin, id)
  await gotoHydrated(page, `/es/vote/${tokenOf(notice('Lot 1'))}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Elección anual ${stamp}`)
  await expect(page.getByRole('group', { name: /Junta directiva/ })).toBeVisible()
  // The measure has no Spanish: shown in English, marked so.
  await expect(page.locator('[lang="en"]', { hasText: 'Adopt the amended pet rule' }).first()).toBeVisible()
  await expect(page.getByText('Board of directors')).toHaveCount(0)
})
