import { readCsv } from '~/lib/csv-read'
import { call, rollCsv, signIn, type Staff } from './api-setup'
import { benchElectionInput, randomChoices, type BenchContest } from './elections-data'

// What staff do before election day, through the API of the built server: sign in, add a community,
// upload a roll without owner emails, create the election (3 contests), open it and download the printed
// notices' CSV, where every unit's voting link is (the token is the link's last path segment). Each
// unit's ballot is then made ready to send: random valid choices for the contests the election answers.

/** One unit's cast, ready to send: its path and JSON body `{ choices }`. */
export type Ballot = { path: string; body: Buffer }

type ElectionAnswer = {
  election: { status: string; contests: Array<{ id: string; options: Array<{ id: string }> }> }
}

/** GET /api/elections/:id/notices.csv -> every unit's token, from the `link` column. */
async function noticeTokens(staff: Staff, electionId: string): Promise<string[]> {
  const response = await fetch(`${staff.origin}/api/elections/${electionId}/notices.csv`, {
    headers: { authorization: `Bearer ${staff.token}` },
  })
  const text = await response.text()
  if (response.status !== 200)
    throw new Error(`GET notices.csv: HTTP ${response.status}: ${text.slice(0, 500)}`)
  const csv = readCsv(text)
  if (!csv.ok) throw new Error(`notices.csv, line ${csv.line}: ${csv.message}`)
  const [header, ...rows] = csv.records
  const link = header?.cells.indexOf('link') ?? -1
  if (link < 0) throw new Error(`notices.csv has no link column: ${header?.cells.join(',')}`)
  return rows.map((row) => new URL(row.cells[link]!).pathname.split('/').pop()!)
}

/** An open election of `units` units set up as staff would, and each unit's ballot; the steps' times. */
export async function prepareElectionDay(origin: string, email: string, password: string, units: number) {
  const steps: string[] = []
  const step = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    const result = await work()
    steps.push(`${what} ${((performance.now() - start) / 1000).toFixed(1)} s`)
    return result
  }
  const staff = await signIn(origin, email, password)
  const { community } = await call<{ community: { id: string } }>(staff, '/api/communities', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Election Day HOA',
      associationType: 'homeowners-association',
      city: 'Sandy',
    }),
    want: 201,
  })
  await step('roll upload', () =>
    call(staff, `/api/communities/${community.id}/roll`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: rollCsv(units),
    }),
  )
  const { id } = await call<{ id: string }>(staff, '/api/elections', {
    method: 'POST',
    body: JSON.stringify(benchElectionInput(community.id, 'units')),
    want: 201,
  })
  await step('open', () => call(staff, `/api/elections/${id}/open`, { method: 'POST' }))
  const tokens = await step('notices.csv', () => noticeTokens(staff, id))
  const { election } = await call<ElectionAnswer>(staff, `/api/elections/${id}`)
  if (election.status !== 'open') throw new Error(`the election is ${election.status}, not open`)
  if (new Set(tokens).size !== units) throw new Error(`${tokens.length} notices for ${units} units`)
  const contests: BenchContest[] = election.contests.map((c) => ({
    id: c.id,
    optionIds: c.options.map((o) => o.id),
  }))
  const ballots: Ballot[] = tokens.map((token, i) => ({
    path: `/api/elections/ballot/${encodeURIComponent(token)}`,
    body: Buffer.from(JSON.stringify({ choices: randomChoices(contests, i + 1) })),
  }))
  return { ballots, steps }
}
