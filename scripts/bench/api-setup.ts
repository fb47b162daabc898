import { ROLL_COLUMNS } from '~/features/communities/roll-parse'
import { toCsv } from '~/lib/csv'
import { benchElectionInput, type BenchContest } from './elections-data'
import { BENCH_COMMUNITIES } from './surveys-data'

// What staff do through the API before a survey or a ballot can be benchmarked: sign in, add the
// communities, import a roll, create and open an election, and print its notices (a voting link per
// unit: the roll has no emails, so every link comes back in the notices rather than going to the outbox).

export type Staff = { origin: string; token: string }

/** A JSON call of the API (as staff with a bearer, or anonymously at an origin); anything but `want` throws. */
export async function call<T>(
  staff: Staff | string,
  path: string,
  init: RequestInit & { want?: number } = {},
) {
  const origin = typeof staff === 'string' ? staff : staff.origin
  const headers = new Headers(init.headers)
  if (typeof staff !== 'string') headers.set('authorization', `Bearer ${staff.token}`)
  if (typeof init.body === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'application/json')
  const response = await fetch(`${origin}${path}`, { ...init, headers })
  const text = await response.text()
  if (response.status !== (init.want ?? 200))
    throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status}: ${text.slice(0, 500)}`)
  return JSON.parse(text) as T
}

export async function signIn(origin: string, email: string, password: string): Promise<Staff> {
  const { token } = await call<{ token: string }>(origin, '/api/election-auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })
  return { origin, token }
}

/** The 12 communities of bench:surveys, whose ids the survey's community question takes. */
export async function createCommunities(staff: Staff): Promise<string[]> {
  const ids: string[] = []
  for (const [name] of BENCH_COMMUNITIES) {
    const body = JSON.stringify({ name, associationType: 'homeowners-association', city: 'Sandy' })
    const { community } = await call<{ community: { id: string } }>(staff, '/api/communities', {
      method: 'POST',
      body,
      want: 201,
    })
    ids.push(community.id)
  }
  return ids
}

/** A roll of `units` units of weight 1, none with an owner email: every voting link is a printed notice. */
export function rollCsv(units: number): string {
  const rows: string[][] = []
  for (let u = 0; u < units; u++) {
    const label = `B${Math.floor(u / 100) + 1}-${(u % 100) + 101}`
    const street = `${1000 + u} S ${300 + 10 * Math.floor(u / 100)} E`
    rows.push([
      label,
      `Owner ${String(u).padStart(5, '0')}`,
      '',
      '1',
      street,
      '',
      `${street}, Sandy, UT 84091`,
    ])
  }
  return toCsv(ROLL_COLUMNS, rows)
}

export type OpenElection = { tokens: string[]; contests: BenchContest[] }

/** An open election in `communityId` on a roll of `units` units, and a voting link for each. */
export async function openElection(staff: Staff, communityId: string, units: number): Promise<OpenElection> {
  await call(staff, `/api/communities/${communityId}/roll`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: rollCsv(units),
  })
  const input = benchElectionInput(communityId, 'units')
  const created = await call<{ id: string; contests: Array<{ id: string; options: Array<{ id: string }> }> }>(
    staff,
    '/api/elections',
    { method: 'POST', body: JSON.stringify(input), want: 201 },
  )
  await call(staff, `/api/elections/${created.id}/open`, { method: 'POST' })
  const { notices } = await call<{ notices: Array<{ link: string }> }>(
    staff,
    `/api/elections/${created.id}/notices`,
    {
      method: 'POST',
    },
  )
  return {
    tokens: notices.map((notice) => notice.link.split('/vote/')[1]!),
    contests: created.contests.map((c) => ({ id: c.id, optionIds: c.options.map((o) => o.id) })),
  }
}
