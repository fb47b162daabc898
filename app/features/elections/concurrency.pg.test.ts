import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, pick, unitsOf } from '../../../tests/factories/elections'
import { apiCall } from '../../../tests/setup/api-call'
import { countRows } from '../../../tests/setup/route-context'
import { MIGRATIONS, TEST_SERVER_SECRET } from '../../../tests/setup/test-database'
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '~/db/client.server'
import * as ballotRoute from '~/routes/api/elections/ballot'
import { installServerSecret } from '~/lib/keyring.server'
import { ALREADY_VOTED_MESSAGE } from './cast.server'
import { openBallot } from './sealed-ballot.server'

// Issue 12: "the same link used 50 times at once, across two server instances on one PostgreSQL, gives
// exactly one ballot and 49 clear refusals". Two pools stand for two instances; each request goes through
// the ballot endpoint as the server would run it. CI's second pass sets TEST_DATABASE_URL.

const ATTEMPTS = 50

async function raceOneLink(instances: Database[]) {
  const [db] = instances as [Database]
  const staff = await staffActor(db, 'manager')
  const community = await electionCommunity(db, staff, unitsOf(3))
  const election = await openedElection(db, staff, community.id)
  const token = election.links.get('U2')!
  const body = { choices: [pick(election, 0, 'Ana Ortiz', 'Ben Cho'), pick(election, 1, 'Yes')] }
  const responses = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      apiCall(instances[i % instances.length]!, ballotRoute.action, `/api/elections/ballot/${token}`, {
        method: 'POST',
        body,
        params: { token },
      }),
    ),
  )
  const answers = await Promise.all(
    responses.map(async (r) => ({ status: r.status, body: (await r.json()) as object })),
  )
  return { answers, electionId: election.id }
}

function expectOneBallot(answers: Array<{ status: number; body: object }>) {
  const created = answers.filter((a) => a.status === 201)
  const refused = answers.filter((a) => a.status === 409)
  expect(created).toHaveLength(1)
  expect(created[0]!.body).toEqual({
    receipt: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    replaced: false,
  })
  expect(refused).toHaveLength(ATTEMPTS - 1)
  for (const answer of refused) expect(answer.body).toEqual({ message: ALREADY_VOTED_MESSAGE })
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL, two server instances', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!
  const name = `hoa_concurrency_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const handles: DatabaseHandle[] = []
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    installServerSecret(TEST_SERVER_SECRET)
    // A database of its own, so these connections never meet another test file's tables.
    await admin(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    for (let i = 0; i < 2; i++) handles.push(await openPostgres(url.toString(), { max: 10 }))
    await handles[0]!.migrate(MIGRATIONS)
  })

  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  test('one link used 50 times at once: 1 receipt, 49 refusals, 1 ballot, 1 participation row', async () => {
    const instances = handles.map((h) => h.db)
    const { answers } = await raceOneLink(instances)
    expectOneBallot(answers)
    expect(await countRows(instances[1]!, 'election_ballots')).toBe(1)
    expect(await countRows(instances[1]!, 'election_participation')).toBe(1)
    // The one ballot holds the three choices the winning request sent.
    const stored = (await instances[0]!.execute(
      sql`select receipt, sealed, election_id::text from election_ballots`,
    )) as unknown as {
      rows: Array<{ receipt: string; sealed: Uint8Array; election_id: string }>
    }
    const [ballot] = stored.rows
    expect(openBallot(ballot!.election_id, ballot!.receipt, ballot!.sealed)?.choices).toHaveLength(3)
  })
})

describe('PGlite, one process', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    installServerSecret(TEST_SERVER_SECRET)
    handle = await openPglite('memory://')
    await handle.migrate(MIGRATIONS)
  })
  afterAll(async () => {
    await handle.close()
  })

  test('50 casts at once with one link give one ballot', async () => {
    const { answers } = await raceOneLink([handle.db])
    expectOneBallot(answers)
    expect(await countRows(handle.db, 'election_ballots')).toBe(1)
    expect(await countRows(handle.db, 'election_participation')).toBe(1)
  })
})
