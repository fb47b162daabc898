import type { DbOrTransaction } from '~/db/client.server'
import { secretFingerprint } from '~/lib/keyring.server'
import type { ElectionRow } from './access.server'
import { checkedAudit } from './audit.server'
import { canonicalJson, sha256 } from './chain.server'
import { countedResults } from './stored-results.server'
import { participationOf } from './elections.server'
import { ballotDigest, SECRET_CHANGED_MESSAGE } from './tally.server'
import type { AuditEvent } from './types'

// Results that prove themselves: the stored record is checked against the keyed audit chain on close,
// certify, publish, every read of the results, and on demand (GET /api/elections/:id/verify). Someone who
// edits the database without the server secret cannot make a changed ballot, result or event check again.

export type Verification = { ok: boolean; problems: string[] }

export const FAILED_VERIFICATION_MESSAGE =
  'These results failed verification: the stored record no longer matches what was sealed when voting closed, so they are not shown. Please tell the management company.'

/** The last value an event of these kinds recorded under `key`, newest first. */
function lastRecorded(events: AuditEvent[], kinds: string[], key: string): string | null {
  for (const event of [...events].reverse())
    if (kinds.includes(event.kind) && typeof event.details[key] === 'string') return event.details[key]
  return null
}

const pickKeys = (source: Record<string, unknown>, like: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(like).map((key) => [key, source[key]]))

const has = (events: AuditEvent[], kind: string) => events.some((event) => event.kind === kind)

/** The step the record says the election last took, which its status must match. */
const STATUS_OF_STEP: Record<string, ElectionRow['status']> = {
  opened: 'open',
  closed: 'closed',
  certified: 'certified',
  cancelled: 'cancelled',
}

export async function verifyElection(db: DbOrTransaction, row: ElectionRow): Promise<Verification> {
  // Under another secret every keyed hash differs: say that, not that the record was changed.
  if (row.keyFingerprint && row.keyFingerprint !== secretFingerprint())
    return { ok: false, problems: [SECRET_CHANGED_MESSAGE] }
  const problems: string[] = []
  const { events: all, check } = await checkedAudit(db, row.id)
  // Only events up to the first broken link vouch for anything.
  const events = check.valid ? all : all.filter((event) => event.seq < check.brokenAt)
  if (!check.valid)
    problems.push(
      check.brokenAt > check.events
        ? `The audit record ends after ${check.events} events, but its seal says otherwise: events were removed or added outside the application.`
        : `The audit record does not check from event ${check.brokenAt} on: it was changed outside the application.`,
    )
  const counted = row.status === 'closed' || row.status === 'certified'
  const needed: Array<[boolean, string, string]> = [
    [row.status !== 'draft' && row.status !== 'cancelled', 'opened', 'opened'],
    [counted, 'ballots_sealed', 'closed'],
    [row.status === 'certified', 'certified', 'certified'],
    [Boolean(row.publishedAt), 'published', 'published'],
  ]
  for (const [applies, kind, word] of needed)
    if (applies && !has(all, kind))
      problems.push(`The election is marked ${word}, but its audit record has no such step.`)
  const lastStep = [...events].reverse().find((event) => event.kind in STATUS_OF_STEP)
  const published = has(events, 'published')
  if (
    (lastStep ? STATUS_OF_STEP[lastStep.kind] : 'draft') !== row.status ||
    published !== Boolean(row.publishedAt)
  )
    problems.push(
      'The election’s status is not the one its audit record last recorded: it was set back or forward outside the application.',
    )
  // What the ballot promised when voting opened: secrecy, who sees the results, the quorum.
  const promised = events.find((event) => event.kind === 'opened')?.details
  const now = {
    secret: row.secret,
    resultsVisibility: row.resultsVisibility,
    quorum: { percent: row.quorumPercent, basis: row.quorumBasis },
  }
  if (promised && 'secret' in promised && canonicalJson(pickKeys(promised, now)) !== canonicalJson(now))
    problems.push(
      'The election’s secrecy, results visibility or quorum differ from what was recorded when voting opened.',
    )
  if (!counted) return { ok: problems.length === 0, problems }

  const sealedDigest = lastRecorded(events, ['ballots_sealed', 'record_upgraded'], 'digest')
  const digest = await ballotDigest(db, row.id)
  const results = countedResults(row)
  if (digest !== sealedDigest || row.ballotDigest !== sealedDigest || results?.digest !== sealedDigest)
    problems.push(
      'The ballots no longer match the digest sealed when voting closed: a ballot was changed, added or removed.',
    )
  // The newest hash the chain holds: from the close, the certification, or an upgrade of the record.
  const sealedResults = lastRecorded(events, ['closed', 'certified', 'record_upgraded'], 'resultsHash')
  if (!results || sha256(canonicalJson(results)) !== sealedResults)
    problems.push('The stored results differ from those counted when voting closed.')
  // Every unit recorded as voting has exactly one ballot.
  if (results && (await participationOf(db, row.id)).units !== results.ballots)
    problems.push('The units recorded as having voted no longer match the ballots counted.')
  return { ok: problems.length === 0, problems }
}
