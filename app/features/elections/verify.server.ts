import type { DbOrTransaction } from '~/db/client.server'
import type { ElectionRow } from './access.server'
import { checkedAudit } from './audit.server'
import { canonicalJson, sha256 } from './chain.server'
import { ballotDigest } from './tally.server'
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

const has = (events: AuditEvent[], kind: string) => events.some((event) => event.kind === kind)

export async function verifyElection(db: DbOrTransaction, row: ElectionRow): Promise<Verification> {
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
  if (!counted) return { ok: problems.length === 0, problems }

  const sealedDigest = lastRecorded(events, ['ballots_sealed', 'record_upgraded'], 'digest')
  const digest = await ballotDigest(db, row.id)
  const results = row.results as { digest?: unknown } | null
  if (digest !== sealedDigest || row.ballotDigest !== sealedDigest || results?.digest !== sealedDigest)
    problems.push(
      'The ballots no longer match the digest sealed when voting closed: a ballot was changed, added or removed.',
    )
  // The newest hash the chain holds: from the close, the certification, or an upgrade of the record.
  const sealedResults = lastRecorded(events, ['closed', 'certified', 'record_upgraded'], 'resultsHash')
  if (sha256(canonicalJson(row.results)) !== sealedResults)
    problems.push('The stored results differ from those counted when voting closed.')
  return { ok: problems.length === 0, problems }
}
