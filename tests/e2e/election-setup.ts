import type { APIRequestContext } from '@playwright/test'
import { expect, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'

// Elections set up through the API for the journeys: the admin's bearer, a community with its roll, a draft
// or open election, and the printed notices (where staff see a unit's voting code and link).

export type Headers = Record<string, string>
export type CreatedElection = {
  id: string
  contests: Array<{ id: string; options: Array<{ id: string; label: string }> }>
}
export type PrintedNotice = { unitLabel: string; code: string; codeLink: string; link: string }

/** A suffix that keeps names unique between journeys sharing one server. */
export const uniqueStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The admin's bearer in this worker: reused while its session lives, so a run signs in a few times. */
let adminToken: string | null = null
const bearer = (token: string): Headers => ({ Authorization: `Bearer ${token}` })

/**
 * The admin's API headers. Each journey comes from an address of its own (fixtures.ts), and sign-ins to one
 * account from many new addresses soon need an emailed code (login.server.ts): so one session serves the
 * worker's journeys, and a new one is made only when a journey has ended it.
 */
export async function adminHeaders(request: APIRequestContext): Promise<Headers> {
  if (adminToken && (await request.get('/api/election-auth/me', { headers: bearer(adminToken) })).ok())
    return bearer(adminToken)
  const login = await request.post('/api/election-auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  expect(login.status()).toBe(200)
  adminToken = ((await login.json()) as { token: string }).token
  return bearer(adminToken)
}

/** A new HOA in Utah with this roll (a CSV with its header line); answers its id. */
export async function communityWithRoll(
  request: APIRequestContext,
  admin: Headers,
  place: { name: string; city: string; county: string },
  rollCsv: string,
): Promise<string> {
  const community = await request.post('/api/communities', {
    headers: admin,
    data: { ...place, associationType: 'hoa' },
  })
  expect(community.status()).toBe(201)
  const communityId = ((await community.json()) as { community: { id: string } }).community.id
  const roll = await request.post(`/api/communities/${communityId}/roll`, {
    headers: { ...admin, 'Content-Type': 'text/csv' },
    data: rollCsv,
  })
  expect(roll.status()).toBe(200)
  return communityId
}

/** A draft election (voting window from a minute ago to `days` from now, secret unless said otherwise). */
export async function createElection(
  request: APIRequestContext,
  admin: Headers,
  data: Record<string, unknown> & { communityId: string; title: string; contests: unknown[] },
  days = 7,
): Promise<CreatedElection> {
  const created = await request.post('/api/elections', {
    headers: admin,
    data: {
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + days * 24 * 3600_000).toISOString(),
      secret: true,
      quorum: { percent: '0', basis: 'units' },
      ...data,
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as CreatedElection
}

export async function openElection(request: APIRequestContext, admin: Headers, electionId: string) {
  expect((await request.post(`/api/elections/${electionId}/open`, { headers: admin })).status()).toBe(200)
}

/** Prints the notices of the units without email (new codes and links each time), by unit. */
export async function printNotices(
  request: APIRequestContext,
  admin: Headers,
  electionId: string,
): Promise<(unit: string) => PrintedNotice> {
  const printed = await request.post(`/api/elections/${electionId}/notices`, { headers: admin })
  expect(printed.status()).toBe(200)
  const { notices } = (await printed.json()) as { notices: PrintedNotice[] }
  return (unit) => {
    const notice = notices.find((n) => n.unitLabel === unit)
    expect(notice, `a printed notice for ${unit}`).toBeTruthy()
    return notice!
  }
}

/** The token of a printed notice's link. */
export const tokenOf = (notice: PrintedNotice) => /\/vote\/([A-Za-z0-9_-]{43})$/.exec(notice.link)![1]!

/**
 * An open election, results public once published, on a new community of `units` of weight 1 with no owner
 * email: each unit's voting link is on a printed notice.
 */
export async function openElectionOnUnits(
  request: APIRequestContext,
  admin: Headers,
  units: string[],
  contests: Array<Record<string, unknown>>,
) {
  const stamp = uniqueStamp()
  const rows = units.map((unit, i) => `${unit},Owner ${i + 1},,1,"PO Box ${i + 1}, Provo, UT 84601"`)
  const communityId = await communityWithRoll(
    request,
    admin,
    { name: `Juniper Ridge HOA ${stamp}`, city: 'Provo', county: 'Utah' },
    `unit,owner_name,owner_email,weight,mailing_address\r\n${rows.join('\r\n')}\r\n`,
  )
  const title = `Annual election ${stamp}`
  const ids = await createElection(request, admin, {
    communityId,
    title,
    resultsVisibility: 'public',
    contests,
  })
  await openElection(request, admin, ids.id)
  const notice = await printNotices(request, admin, ids.id)
  return { ids, title, tokens: units.map((unit) => tokenOf(notice(unit))) }
}

/** Signs the admin in on the staff login page a back-office address sent the browser to. */
export async function signInOnPage(page: Page) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
