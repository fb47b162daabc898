import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getBallot } from '~/features/elections/ballot.server'
import { tokenForEnteredCode } from '~/features/elections/credentials.server'
import { listElections } from '~/features/elections/elections.server'
import { setupTestDatabase } from '../../tests/setup/test-database'
import { DEMO_ELECTION_TITLE } from './election'
import { seedDemo } from './seed'

const t = setupTestDatabase()
const OPTIONS = { firstAdminEmail: 'admin@example.com', publicOrigin: 'https://hoa.example.test' }
const SYSTEM = { id: null, name: 'test', role: 'system' as const }

const linksIn = (lines: string[]) =>
  lines.flatMap(
    (line) =>
      /: (https:\/\/hoa\.example\.test\/vote\/([A-Za-z0-9_-]{43})) \(or code [0-9A-Z-]{19} at https:\/\/hoa\.example\.test\/vote\)$/.exec(
        line,
      )?.[2] ?? [],
  )

test('the seed opens one demo election and prints three working voter links; again, it keeps it and retires them', async () => {
  const first = await seedDemo(t.db, OPTIONS)
  expect(first.lines.join('\n')).toContain(`Created and opened the demo election "${DEMO_ELECTION_TITLE}"`)
  const links = linksIn(first.lines)
  expect(links).toHaveLength(3)
  // Each lot's voter code, typed at /vote, opens the same ballot as its link.
  const code = /or code ([0-9A-Z-]{19}) at/.exec(first.lines.find((line) => line.includes(links[0]!))!)![1]!
  expect(tokenForEnteredCode(code.toLowerCase())).toBe(links[0])
  const ballots = await Promise.all(links.map((token) => getBallot(t.db, token)))
  for (const ballot of ballots)
    expect(ballot).toMatchObject({ status: 'open', election: { title: DEMO_ELECTION_TITLE, secret: true } })
  expect(ballots[0]!.contests.map((c) => [c.kind, c.seats, c.writeIn, c.options.length])).toEqual([
    ['candidates', 3, true, 5],
    ['measure', 1, false, 3],
  ])
  expect(ballots[0]!.contests[1]!.threshold).toEqual({
    numerator: 2,
    denominator: 3,
    base: 'all_weight',
    comparison: 'at_least',
  })
  const closes = new Date(ballots[0]!.election.closesAt).getTime() - Date.now()
  expect(closes / 86_400_000).toBeCloseTo(14, 1)

  const again = await seedDemo(t.db, OPTIONS)
  expect(again.lines.join('\n')).toContain('is already open; kept as it is')
  const fresh = linksIn(again.lines)
  expect(fresh).toHaveLength(3)
  expect(fresh.some((token) => links.includes(token))).toBe(false)
  await expect(getBallot(t.db, links[0])).rejects.toMatchObject({ status: 404 })
  expect((await getBallot(t.db, fresh[0])).status).toBe('open')
  const elections = await listElections(t.db, SYSTEM)
  expect(elections.map((e) => [e.title, e.status])).toEqual([[DEMO_ELECTION_TITLE, 'open']])
  const outbox = (await t.db.execute(
    sql`select count(*)::int as n from outbox_messages where kind = 'invitation'`,
  )) as unknown as {
    rows: Array<{ n: number }>
  }
  expect(outbox.rows[0]!.n).toBeGreaterThan(100) // the roll's owners with email, invited once
})
