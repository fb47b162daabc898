import type { Database } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { isCompanyStaff, precisionFor, requireElection, type Actor } from './access.server'
import { checkedAudit } from './audit.server'
import type { CertificateFacts } from './certificate-text'
import { electionView } from './elections.server'
import { showResults } from './results-precision'
import { countedResults } from './stored-results.server'
import { tieResolutionsOf } from './tie-records.server'
import { verifyElection } from './verify.server'

// The facts of the certified results report, which a board files with its minutes: the results as this
// viewer may see them, the sealed record (ballot digest, chain head, event count) and whether the record
// still checks against its seals. Results that fail verification are never reported, only the failure.

export const REPORT_NOT_READY_MESSAGE = (status: string) =>
  `The results report is available once voting has closed; this election is ${status}.`

export async function certificateFacts(
  db: Database,
  actor: Actor,
  id: string | undefined,
  now = new Date(),
): Promise<CertificateFacts> {
  const row = await requireElection(db, actor, id)
  if (row.status !== 'closed' && row.status !== 'certified')
    throw new AppError('results_not_counted', 409, REPORT_NOT_READY_MESSAGE(row.status))
  const verification = await verifyElection(db, row)
  const { events, check } = await checkedAudit(db, row.id)
  const counted = verification.ok ? countedResults(row) : null
  const certified = [...events].reverse().find((event) => event.kind === 'certified')
  return {
    election: await electionView(db, row),
    results: counted
      ? showResults({ ...counted, certified: row.status === 'certified' }, precisionFor(actor, row))
      : null,
    // Like the results page: the reasons go to company staff; anyone else reads that it failed.
    verification: {
      ok: verification.ok,
      problems: isCompanyStaff(actor) ? verification.problems : [],
    },
    chain: { events: check.events, head: check.events ? check.head : null, intact: check.valid },
    ties: await tieResolutionsOf(db, row.id),
    certifiedBy: row.status === 'certified' ? (certified?.actorName ?? null) : null,
    preparedAt: now.toISOString(),
  }
}
