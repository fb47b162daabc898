import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, pick, unitsOf, vote } from '../../../tests/factories/elections'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { electionActivity } from './activity.server'
import { closeElection } from './lifecycle.server'

const t = setupTestDatabase()

test('open elections, and the ballots cast today in Utah, also in one that closed since', async () => {
  const staff = await staffActor(t.db, 'manager', 'Mia Manager')
  expect(await electionActivity(t.db)).toEqual({ open: 0, ballotsToday: 0 })
  const community = await electionCommunity(t.db, staff, unitsOf(4))
  const first = await openedElection(t.db, staff, community.id)
  const second = await openedElection(t.db, staff, community.id)
  const ballot = (election: typeof first) => [pick(election, 0, 'Ana Ortiz')]
  await vote(t.db, first.links.get('U1'), ballot(first))
  await vote(t.db, first.links.get('U2'), ballot(first))
  await vote(t.db, second.links.get('U1'), ballot(second))
  expect(await electionActivity(t.db)).toEqual({ open: 2, ballotsToday: 3 })

  await closeElection(t.db, staff, second.id)
  expect(await electionActivity(t.db)).toEqual({ open: 1, ballotsToday: 3 })
  // A ballot of another day is not today's.
  await t.db.execute(sql`update election_ballots set cast_on = cast_on - 1 where election_id = ${first.id}`)
  expect(await electionActivity(t.db)).toEqual({ open: 1, ballotsToday: 1 })
  expect(await electionActivity(t.db, '2000-01-01')).toEqual({ open: 1, ballotsToday: 0 })
})
