import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import {
  capturingMailer,
  electionCommunity,
  openedElection,
  pick,
  TEST_HASH_KEY,
  tokenOf,
  unitsOf,
  type OpenedElection,
} from '../../../tests/factories/elections'
import { countRows } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { LINK_NOT_VALID_MESSAGE, LINK_REPLACED_MESSAGE } from './ballot.server'
import { ALREADY_VOTED_MESSAGE, OWNER_VOTED_REASON } from './cast.server'
import { issueCredentials } from './credentials.server'
import { castWithLink } from './link-cast.server'
import { recordProxy } from './proxies.server'
import { ProxyInputSchema } from './schemas'
import { utahToday } from '~/lib/dates'

// The voting-link cast, written in one statement after one locking read (link-cast.server.ts): what the
// general path (recordBallot) does must still happen on it, and only where it applies.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

async function election(overrides: Record<string, unknown> = {}) {
  const community = await electionCommunity(t.db, staff, unitsOf(2))
  return openedElection(t.db, staff, community.id, overrides)
}

const ballot = (e: OpenedElection, answer = 'Yes') => ({ choices: [pick(e, 1, answer)] })
const cast = (e: OpenedElection, token: string, answer = 'Yes') =>
  castWithLink(t.db, token, ballot(e, answer), TEST_HASH_KEY)

async function generalProxy(e: OpenedElection, unit: string) {
  const { sent, mail } = capturingMailer()
  const input = ProxyInputSchema.parse({
    unitId: e.unitIds.get(unit),
    holderName: 'Pat Holder',
    holderEmail: 'pat@example.com',
    kind: 'general',
    receivedOn: utahToday(),
  })
  await recordProxy(t.db, staff, e.id, input, null, mail)
  return tokenOf(sent[0]!)
}

const proxyState = async () =>
  (
    (await t.db.execute(
      sql`select revoked_at is not null as revoked, revoked_reason from election_proxies`,
    )) as {
      rows: Array<{ revoked: boolean; revoked_reason: string | null }>
    }
  ).rows

describe('a cast by voting link', () => {
  test('an owner who votes revokes the proxy they gave, and the proxy’s link can no longer vote', async () => {
    const e = await election()
    const proxyLink = await generalProxy(e, 'U1')
    await expect(cast(e, e.links.get('U1')!)).resolves.toMatchObject({ replaced: false })
    expect(await proxyState()).toEqual([{ revoked: true, revoked_reason: OWNER_VOTED_REASON }])
    await expect(cast(e, proxyLink)).rejects.toThrow(LINK_NOT_VALID_MESSAGE)
    expect(await countRows(t.db, 'election_ballots')).toBe(1)
  })

  test('a proxy who votes leaves the proxy as it was; the owner is then refused', async () => {
    const e = await election()
    const proxyLink = await generalProxy(e, 'U1')
    await expect(cast(e, proxyLink)).resolves.toMatchObject({ replaced: false })
    expect(await proxyState()).toEqual([{ revoked: false, revoked_reason: null }])
    const method = (await t.db.execute(sql`select method from election_participation`)) as {
      rows: Array<{ method: string }>
    }
    expect(method.rows).toEqual([{ method: 'proxy' }])
    await expect(cast(e, e.links.get('U1')!)).rejects.toThrow(ALREADY_VOTED_MESSAGE)
  })

  test('a vote retires the unit’s other owner links, and only that unit’s', async () => {
    const e = await election()
    const [spare] = await issueCredentials(t.db, e.id, [e.unitIds.get('U1')!])
    await cast(e, e.links.get('U1')!)
    await expect(cast(e, spare!.token)).rejects.toThrow(LINK_REPLACED_MESSAGE)
    await expect(cast(e, e.links.get('U2')!)).resolves.toMatchObject({ replaced: false })
  })

  test('a changed vote by a link sent after the first retires the link that voted first', async () => {
    const e = await election({ revoteAllowed: true })
    const first = e.links.get('U1')!
    await cast(e, first)
    // "Lost your link?" after voting: the new link may change the vote, and then it is the unit's only one.
    const [later] = await issueCredentials(t.db, e.id, [e.unitIds.get('U1')!])
    await expect(cast(e, later!.token, 'No')).resolves.toMatchObject({ replaced: true })
    await expect(cast(e, first)).rejects.toThrow(LINK_REPLACED_MESSAGE)
    await expect(cast(e, e.links.get('U2')!)).resolves.toMatchObject({ replaced: false })
  })

  test('a second cast is refused with one ballot kept, unless the election lets a vote change', async () => {
    const once = await election()
    await cast(once, once.links.get('U1')!)
    await expect(cast(once, once.links.get('U1')!, 'No')).rejects.toThrow(ALREADY_VOTED_MESSAGE)
    expect(await countRows(t.db, 'election_ballots')).toBe(1)

    const changeable = await election({ secret: true, revoteAllowed: true })
    await cast(changeable, changeable.links.get('U1')!)
    const again = await cast(changeable, changeable.links.get('U1')!, 'No')
    expect(again.replaced).toBe(true)
    const ballots = (await t.db.execute(
      sql`select count(*)::int as n, count(revote_key)::int as keyed, count(unit_id)::int as named
          from election_ballots where election_id = ${changeable.id}::uuid`,
    )) as { rows: Array<{ n: number; keyed: number; named: number }> }
    // The first ballot, written by the one-statement path, carried the key its replacement found it by.
    expect(ballots.rows).toEqual([{ n: 1, keyed: 1, named: 0 }])
  })

  test('many casts at once for one unit record one ballot', async () => {
    const e = await election()
    const link = e.links.get('U2')!
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => cast(e, link)))
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    expect(await countRows(t.db, 'election_ballots')).toBe(1)
    expect(await countRows(t.db, 'election_participation')).toBe(1)
  })
})
