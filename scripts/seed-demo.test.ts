import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getCommunity } from '~/features/communities/communities.server'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { setupTestDatabase } from '../tests/setup/test-database'
import { seedDemo } from './demo/seed'

const t = setupTestDatabase()
const OPTIONS = { firstAdminEmail: 'admin@example.com' }

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Every row the seed can write, in a stable order: two snapshots are equal only if nothing changed. */
async function snapshot(): Promise<Record<string, Array<Record<string, unknown>>>> {
  const tables = ['staff_users', 'communities', 'community_units', 'community_owners', 'unit_owners']
  const all = await Promise.all(tables.map((table) => rows(sql.raw(`select * from ${table} order by 1, 2`))))
  const events = await rows(sql`select * from roll_events order by id`)
  return { ...Object.fromEntries(tables.map((table, i) => [table, all[i]!])), events }
}

test('seeds 120 units whose interests total exactly 100, with co-owners, two-unit owners and paper notices', async () => {
  const { communityId, firstAdmin } = await seedDemo(t.db, OPTIONS)
  // A fresh database: the first admin is made, as the server's first start would have made it.
  expect(firstAdmin?.email).toBe('admin@example.com')
  const [demo] = await rows<{ id: string; role: string; active: boolean }>(
    sql`select id, role, active from staff_users where email = 'demo-seed@example.com'`,
  )
  expect(demo).toMatchObject({ role: 'manager', active: false })

  const community = await getCommunity(
    t.db,
    { id: demo!.id, name: 'Demo data', role: 'manager' },
    communityId,
  )
  expect(community).toMatchObject({
    name: 'Maple Hollow HOA (demo)',
    associationType: 'homeowners-association',
    weightBasis: 'percentage',
  })
  expect(community.totals).toMatchObject({ units: 120, totalWeight: '100', difference: '0' })
  expect(community.totals.coOwnedUnits).toBeGreaterThan(2)
  expect(community.totals.ownersWithoutEmail).toBeGreaterThan(2)

  // The sum again in SQL's own numeric, not through the app's decimal code.
  const [sum] = await rows<{ total: string; weights: number }>(
    sql`select sum(weight)::text as total, count(distinct weight)::int as weights from community_units`,
  )
  expect(sum!.total).toMatch(/^100(\.0+)?$/)
  expect(sum!.weights).toBeGreaterThan(30) // varied by size, not a flat 100/120

  const [shape] = await rows<{ two_units: number; paper_without_address: number }>(sql`
    select
      (select count(*)::int from (select owner_id from unit_owners group by owner_id having count(*) = 2) o)
        as two_units,
      (select count(*)::int from community_owners where email is null and mailing_address is null)
        as paper_without_address`)
  expect(shape).toEqual({ two_units: 4, paper_without_address: 0 })

  const owners = await rows<{ email: string | null; phone: string | null }>(
    sql`select email, phone from community_owners`,
  )
  for (const { email, phone } of owners) {
    if (email) expect(email).toMatch(/@example\.(com|net|org)$/)
    if (phone) expect(phone).toMatch(/^\(\d{3}\) 555-01\d\d$/)
  }

  const events = await rows<{ kind: string; actor_id: string }>(
    sql`select kind, actor_id from roll_events order by id`,
  )
  expect(events.map((e) => e.kind).slice(0, 2)).toEqual(['community_created', 'roll_imported'])
  expect(events.filter((e) => e.kind === 'unit_created')).toHaveLength(120)
  expect(new Set(events.map((e) => e.actor_id))).toEqual(new Set([demo!.id]))
})

test('running it again changes nothing, and a roll changed since is put back through the import', async () => {
  await seedDemo(t.db, OPTIONS)
  const before = await snapshot()
  const again = await seedDemo(t.db, OPTIONS)
  expect(again.firstAdmin).toBeNull()
  expect(again.lines.join('\n')).toContain('nothing was imported')
  expect(await snapshot()).toEqual(before)

  await t.db.execute(sql`update community_units set weight = '7' where label = 'Lot 3'`)
  const restored = await seedDemo(t.db, OPTIONS)
  expect(restored.lines.join('\n')).toContain('Re-imported the demo roll (1 unit with a new weight)')
  const [lot] = await rows<{ weight: string }>(sql`select weight from community_units where label = 'Lot 3'`)
  expect(lot!.weight).toBe(before.community_units!.find((u) => u.label === 'Lot 3')!.weight)
  const events = await rows<{ kind: string }>(
    sql`select kind from roll_events where id > ${before.events!.length} order by id`,
  )
  expect(events.map((e) => e.kind)).toEqual(['roll_imported', 'unit_updated'])
})

test('makes no admin when the database already has staff', async () => {
  await insertStaffUser(t.db, { email: 'ann@example.com', name: 'Ann Lee', role: 'admin' })
  expect((await seedDemo(t.db, OPTIONS)).firstAdmin).toBeNull()
  const [{ count } = { count: 0 }] = await rows<{ count: number }>(
    sql`select count(*)::int as count from staff_users where role = 'admin'`,
  )
  expect(count).toBe(1)
})
