import { beforeEach, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import {
  capturingMailer,
  electionCommunity,
  openedElection,
  TEST_ORIGIN,
  type OpenedElection,
} from '../../../tests/factories/elections'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { recordProxy } from './proxies.server'
import { ProxyInputSchema } from './schemas'
import { utahToday } from '~/lib/dates'

// A proxy holder's invitation goes out in the holder's own language when they are an owner on the roll,
// otherwise in the language of the unit that named them.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
let e: OpenedElection

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  const community = await electionCommunity(t.db, staff, [
    { label: 'U1', weight: '1', emails: ['rosa@example.com'], language: 'es' },
    { label: 'U2', weight: '1', emails: ['neighbour@example.com'], language: 'en' },
  ])
  e = await openedElection(t.db, staff, community.id)
})

async function invitationFor(unit: string, holderEmail: string) {
  const { sent, mail } = capturingMailer()
  const input = ProxyInputSchema.parse({
    unitId: e.unitIds.get(unit),
    holderName: 'Pat Holder',
    holderEmail,
    kind: 'general',
    receivedOn: utahToday(),
  })
  await recordProxy(t.db, staff, e.id, input, null, mail)
  expect(sent).toHaveLength(1)
  return sent[0]!
}

test('a holder who is not on the roll is written to in the language of the Spanish unit that named them', async () => {
  const message = await invitationFor('U1', 'pat@example.com')
  expect(message.locale).toBe('es')
  expect(message.link).toMatch(new RegExp(`^${TEST_ORIGIN}/es/vote/`))
  expect(message.intro.join(' ')).toContain('lo nombró apoderado de U1')
})

test('a holder who owns another unit is written to in their own language', async () => {
  const message = await invitationFor('U1', 'Neighbour@example.com')
  expect(message.locale).toBe('en')
  expect(message.link).toMatch(new RegExp(`^${TEST_ORIGIN}/vote/`))
})
