import { adminHeaders, communityWithRoll, signInOnPage, uniqueStamp } from './election-setup'
import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press, tabTo } from './keyboard'
import { expectAccessibleAtBothSizes, PHONE } from './sizes'

// An open-link survey for one community: the author picks the community in the builder, and once it is
// published emails its link to the owners on the roll, by keyboard on a phone; the outbox holds the emails.

test('an open survey for one community: its link is emailed to the owners on the roll', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = uniqueStamp()
  const name = `Juniper Bench ${stamp}`
  const title = `Clubhouse hours ${stamp}`
  await communityWithRoll(
    request,
    await adminHeaders(request),
    { name, city: 'Orem', county: 'Utah' },
    [
      'unit,owner_name,owner_email,weight',
      `J-1,Nora Vance,nora.${stamp}@example.com,1`,
      `J-2,Omar Tate,omar.${stamp}@example.com,1`,
      'J-3,Pia Lund,,1',
    ].join('\n'),
  )

  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/staff/surveys/new')
  await signInOnPage(page)
  await expect(page.getByRole('heading', { name: 'New survey', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  const community = page.getByRole('combobox', { name: 'Community (optional)' })
  await tabTo(page, community)
  await community.selectOption({ label: name })
  await expect(
    page.getByText('3 owners in 3 units on the roll today, 2 with an email address.', { exact: false }),
  ).toBeVisible()
  await page.getByLabel('Kind of question to add').selectOption({ label: 'Yes or no' })
  await page.getByRole('button', { name: 'Add question' }).click()
  await page.keyboard.type('Should the clubhouse open on Sundays?')
  await press(page, page.getByRole('button', { name: 'Save draft' }), 'Enter')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText(`Open link · ${name}`)).toBeVisible()
  const emails = page.getByRole('region', { name: 'Owner emails' })
  await expect(emails).toContainText('Once the survey is published you can email its link')

  await press(page, page.getByRole('button', { name: 'Publish' }), 'Enter')
  const publish = page.getByRole('dialog', { name: 'Publish this survey?' })
  await press(page, publish.getByRole('button', { name: 'Publish' }), 'Enter')
  await expect(publish).toHaveCount(0)
  await expect(emails).toContainText('The link has not been emailed to the owners yet.')

  await press(page, emails.getByRole('button', { name: 'Email the owners' }), 'Enter')
  const confirm = page.getByRole('dialog', { name: 'Email the link to the owners?' })
  await expect(confirm).toContainText('those who have answered need not answer again')
  await expectAccessibleAtBothSizes(page)
  await press(page, confirm.getByRole('button', { name: 'Send emails' }), 'Enter')
  await expect(page.getByText(`2 emails to owners of ${name}.`, { exact: true })).toBeVisible()
  await expect(emails).toContainText('Last sent')
  await expect(emails.getByRole('button', { name: 'Send a reminder' })).toBeVisible()
  await expectAccessibleAtBothSizes(page)

  // The outbox holds one email per owner with an address, carrying the open link.
  await gotoHydrated(page, '/staff/outbox')
  await expect(page.getByText(`Your survey: ${title}`)).toHaveCount(2)
})
