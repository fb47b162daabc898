import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../../tests/factories/communities'
import {
  electionCommunity,
  openedElection,
  pick,
  unitsOf,
  type OpenedElection,
} from '../../../../tests/factories/elections'
import { apiCall } from '../../../../tests/setup/api-call'
import { countRows } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { ALREADY_VOTED_MESSAGE } from '~/features/elections/cast.server'
import * as ballotRoute from './ballot'

// A cast whose answer was lost is sent again with the same Idempotency-Key and gets the same receipt, not
// "already voted"; what the key leaves in the database tells nobody without the key which receipt it was.

const t = setupTestDatabase()
let e: OpenedElection

beforeEach(async () => {
  const staff = await staffActor(t.db, 'manager')
  e = await openedElection(t.db, staff, (await electionCommunity(t.db, staff, unitsOf(2))).id)
})

const post = (unit: string, key: string | null, answer = 'Yes') => {
  const token = e.links.get(unit)!
  return apiCall(t.db, ballotRoute.action, `/api/elections/ballot/${token}`, {
    method: 'POST',
    body: { choices: [pick(e, 1, answer)] },
    params: { token },
    headers: key ? { 'Idempotency-Key': key } : {},
  })
}
const json = async (response: Response) => (await response.json()) as Record<string, unknown>

describe('casting again with the same Idempotency-Key', () => {
  test('gets the first receipt again, marked as a replay, with one ballot recorded', async () => {
    const first = await post('U1', 'key-of-the-first-try-0001')
    expect(first.status).toBe(201)
    const { receipt } = await json(first)
    const again = await post('U1', 'key-of-the-first-try-0001')
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await json(again)).toEqual({ receipt, replaced: false })
    expect(await countRows(t.db, 'election_ballots')).toBe(1)
  })

  test('many tries at once with one key all get the one receipt', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('U2', 'one-key-many-tries-000001')),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201))
    const receipts = new Set(await Promise.all(answers.map(async (a) => (await json(a)).receipt)))
    expect(receipts.size).toBe(1)
    expect(await countRows(t.db, 'election_ballots')).toBe(1)
  })

  test('another ballot under a used key is refused; a new key or none gets "already voted"', async () => {
    expect((await post('U1', 'key-of-the-first-try-0002')).status).toBe(201)
    const other = await post('U1', 'key-of-the-first-try-0002', 'No')
    expect(other.status).toBe(422)
    expect((await json(other)).message).toMatch(/already used for a different ballot/)
    for (const key of ['a-brand-new-key-00000003', null]) {
      const refused = await post('U1', key)
      expect(refused.status).toBe(409)
      expect((await json(refused)).message).toBe(ALREADY_VOTED_MESSAGE)
    }
  })

  test('the kept answer holds neither the receipt nor anything that leads to the unit', async () => {
    const { receipt } = await json(await post('U1', 'key-of-the-first-try-0004'))
    const kept = (await t.db.execute(
      sql`select scope, request_hash, body::text as body from idempotency_keys`,
    )) as {
      rows: Array<{ scope: string; request_hash: string; body: string }>
    }
    expect(kept.rows).toHaveLength(1)
    const row = JSON.stringify(kept.rows[0])
    for (const secret of [
      String(receipt),
      e.links.get('U1')!,
      e.unitIds.get('U1')!,
      'key-of-the-first-try-0004',
    ])
      expect(row).not.toContain(secret)
  })

  test('a malformed key is a 400 and casts nothing', async () => {
    const bad = await post('U1', 'has spaces in it')
    expect(bad.status).toBe(400)
    expect(await countRows(t.db, 'election_ballots')).toBe(0)
  })
})

test('a ballot sent from the Spanish page that cannot be read is refused in Spanish, its field too', async () => {
  const token = e.links.get('U1')!
  const choice = { ...pick(e, 1, 'Yes'), writeIn: 'x'.repeat(121) }
  const refused = await apiCall(t.db, ballotRoute.action, `/api/elections/ballot/${token}`, {
    method: 'POST',
    body: { choices: [choice] },
    params: { token },
    headers: { 'Content-Language': 'es' },
  })
  expect(refused.status).toBe(422)
  expect(await json(refused)).toEqual({
    message: 'Algunos campos necesitan su atención. Por favor, revíselos e inténtelo de nuevo.',
    fieldErrors: {
      'choices.0.writeIn': ['El nombre del candidato por escrito tiene como máximo 120 caracteres.'],
    },
  })
  expect(await countRows(t.db, 'election_ballots')).toBe(0)
})
