import type { APIRequestContext } from '@playwright/test'
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
import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'
import { press, tabTo } from './keyboard'
import { PHONE } from './sizes'
import { expectSpanishPage } from './spanish-page'

// The election page and the results in Spanish: at 375 px an owner types the printed voting code into the
// box on /es/election-system by keyboard and lands on the Spanish ballot; once the election is closed,
// certified and published, the public list leads to /es/results/..., in Spanish with its figures written by
// Intl, and the ballot's "see the results" link stays in Spanish.

test.describe.configure({ timeout: 240_000 })

const es = (key: string) => catalogueOf('es', 'vote')[key] as string

async function seed(request: APIRequestContext) {
  const stamp = uniqueStamp()
  const admin = await adminHeaders(request)
  const units = ['Lote 1', 'Lote 2', 'Lote 3']
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Valle del Sol HOA ${stamp}`, city: 'Provo', county: 'Utah' },
    'unit,owner_name,owner_email,weight,mailing_address\r\n' +
      units.map((unit, i) => `${unit},Owner ${i + 1},,1,"PO Box ${i + 1}, Provo, UT 84601"`).join('\r\n') +
      '\r\n',
  )
  const title = `Annual meeting ballot ${stamp}`
  const ids = await createElection(request, admin, {
    communityId,
    title,
    translations: { es: { title: `Votación de la asamblea anual ${stamp}` } },
    resultsVisibility: 'public',
    quorum: { percent: '50', basis: 'units' },
    contests: [
      {
        kind: 'candidates',
        title: 'Board of Trustees',
        translations: { es: { title: 'Junta directiva' } },
        seats: 1,
        options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }],
      },
      // No Spanish title: the page shows the English one, marked as English.
      {
        kind: 'measure',
        title: 'Resurface the pool',
        threshold: { numerator: 1, denominator: 2, base: 'yes_no', comparison: 'more_than' },
      },
    ],
  })
  await openElection(request, admin, ids.id)
  const notice = await printNotices(request, admin, ids.id)
  return { admin, ids, stamp, notices: units.map(notice) }
}

test('an owner reaches a Spanish ballot from /es/election-system by keyboard, then reads the Spanish results', async ({
  page,
  request,
}) => {
  const { admin, ids, stamp, notices } = await seed(request)
  await skipCookieBanner(page)
  await page.setViewportSize(PHONE)

  await gotoHydrated(page, '/es/election-system')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sistema de elecciones de la asociación' }),
  ).toBeVisible()
  // Staff tools stay English, and the page says so in Spanish.
  await expect(page.getByText('Las herramientas del personal están en inglés.')).toBeVisible()
  await expect(
    page.locator('[lang="en"]').getByRole('heading', { name: 'Staff and board members' }),
  ).toBeVisible()
  await expectSpanishPage(page, ['vote', 'electionSystem'])

  // The printed code, typed as a person types it, opens the unit's ballot in Spanish.
  await page.setViewportSize(PHONE)
  const field = page.getByRole('textbox', { name: es('code.field') })
  await tabTo(page, field)
  await page.keyboard.type(notices[0]!.code.toLowerCase().replaceAll('-', ' '))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/es/vote/${tokenOf(notices[0]!)}$`))
  await expect(page.getByRole('heading', { level: 2, name: es('choices.title') })).toBeVisible()
  await expectSpanishPage(page, ['vote'])

  // Three ballots (so the secret ballot's shares show), then staff close, certify and publish.
  const [race, measure] = ids.contests
  const receipts: string[] = []
  for (const [i, notice] of notices.entries()) {
    const cast = await request.post(`/api/elections/ballot/${tokenOf(notice)}`, {
      data: {
        choices: [
          { contestId: race!.id, optionIds: [race!.options[i === 2 ? 1 : 0]!.id] },
          { contestId: measure!.id, optionIds: [measure!.options[i === 0 ? 1 : 0]!.id] },
        ],
      },
    })
    expect(cast.status()).toBe(201)
    receipts.push(((await cast.json()) as { receipt: string }).receipt)
  }
  for (const step of ['close', 'certify', 'publish'])
    expect((await request.post(`/api/elections/${ids.id}/${step}`, { headers: admin })).status()).toBe(200)

  // The public list on the Spanish page leads to the Spanish results.
  await gotoHydrated(page, '/es/election-system')
  const listed = page.getByRole('listitem').filter({ hasText: `Votación de la asamblea anual ${stamp}` })
  await expect(listed).toContainText(/Certificados el [^,]+, \d+ de [^ ]+ de \d{4}/)
  await press(page, listed.getByRole('link', { name: /^Ver los resultados/ }), 'Enter')
  await expect(page).toHaveURL(new RegExp(`/es/results/${ids.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Votación de la asamblea anual ${stamp}`)
  await expect(page.getByRole('heading', { name: 'Se alcanzó el quórum' })).toBeVisible()
  await expect(page.getByText('3 de 3', { exact: true })).toBeVisible()
  await expect(page.getByText('50% de las unidades: 2 unidades')).toBeVisible()
  const board = page.getByRole('region', { name: 'Junta directiva' })
  await expect(board).toContainText('Elegidos: Ana Reyes.')
  // A secret ballot: two ballots for one candidate show no share, which would single the units out.
  await expect(board.getByRole('listitem').filter({ hasText: 'Ana Reyes' })).toContainText(
    'menos de 3 boletas',
  )
  await expect(page.getByText(/el 100\.0% del peso de voto de la asociación\./)).toBeVisible()
  const pool = page.getByRole('region', { name: /Resurface the pool/ })
  await expect(pool.getByText('Resurface the pool')).toHaveAttribute('lang', 'en')
  await expect(pool).toContainText('(solo en inglés)')
  await expect(pool).toContainText('Aprobada')
  await expect(pool).toContainText('Más de la mitad del peso que vota sí o no debe votar sí.')
  await expect(pool.getByText('Sí', { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Códigos de recibo' }).getByText(receipts[0]!)).toBeVisible()
  await expectSpanishPage(page, ['results'])

  // The receipt finder answers in Spanish, typed by keyboard.
  await page.setViewportSize(PHONE)
  await tabTo(page, page.getByRole('searchbox', { name: 'Código de recibo' }))
  await page.keyboard.type(receipts[1]!.toLowerCase())
  await expect(
    page.getByText(`Encontrado: el recibo ${receipts[1]} está contado en estos resultados.`),
  ).toBeVisible()

  // The voter's Spanish ballot leads to the Spanish results, with the voting link.
  await gotoHydrated(page, `/es/vote/${tokenOf(notices[0]!)}`)
  await press(page, page.getByRole('link', { name: es('state.seeResults') }), 'Enter')
  await expect(page).toHaveURL(new RegExp(`/es/results/${ids.id}\\?token=`))
  await expect(page.getByRole('heading', { name: 'Se alcanzó el quórum' })).toBeVisible()

  // Results not published, in Spanish too, with the way back to the Spanish election page.
  const hidden = await page.goto('/es/results/00000000-0000-4000-8000-000000000000')
  expect(hidden?.status()).toBe(404)
  await expect(page.getByText('Los resultados de esta elección no están publicados.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ir a la página de elecciones' })).toHaveAttribute(
    'href',
    '/es/election-system',
  )
})
