import { and, asc, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { communities, electionBallots, elections } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isCompanyStaff, precisionFor, requireElection, type Actor, type ElectionRow } from './access.server'
import { isVoterOf } from './ballot.server'
import { electionView } from './elections.server'
import { showResults } from './results-precision'
import { countedResults } from './stored-results.server'
import { tieResolutionsOf } from './tie-records.server'
import { shownTies } from './tie-rules'
import type { Contest, Election, ElectionResults, ShownResults } from './types'
import { raceRule } from './voting-methods'
import { FAILED_VERIFICATION_MESSAGE, verifyElection } from './verify.server'

// Results (issue 12): counted at close and stored; staff and the community's board see them from then on,
// marked unofficial until certified. Voters or the public see them once published, as the election says.
// A secret ballot is never counted while voting is open.

/** Staff or board (`actor`), a voter (`token`: their voting link), or anyone (neither). */
export type Viewer = { actor?: Actor; token?: string }

export const NOT_PUBLISHED_MESSAGE = 'The results of this election are not published.'
export const NOT_COUNTED_MESSAGE = 'Results are counted when voting closes.'
export const VOTERS_ONLY_MESSAGE =
  'These results are shown to the voters of this election. Open them from your voting link.'

async function mayView(db: Database, viewer: Viewer, id: string | undefined): Promise<ElectionRow> {
  if (viewer.actor) {
    const row = await requireElection(db, viewer.actor, id).catch(() => null)
    // Another community's election is still visible to a board member where it is public.
    if (row && !row.results) throw new AppError('results_not_counted', 409, NOT_COUNTED_MESSAGE)
    if (row) return row
  }
  // An unknown id and an unpublished election answer alike, so the public cannot probe for elections.
  const notPublished = () => new AppError('results_not_published', 404, NOT_PUBLISHED_MESSAGE)
  const row = await requireElection(db, { id: null, name: 'public', role: 'system' }, id).catch(() => {
    throw notPublished()
  })
  const published = row.status === 'certified' && row.publishedAt && row.results
  if (!published || row.resultsVisibility === 'staff') throw notPublished()
  // Published to voters: whoever has the page's address is told how to open them, not that they are missing.
  if (row.resultsVisibility === 'voters' && !(await isVoterOf(db, row.id, viewer.token)))
    throw new AppError('results_for_voters', 403, VOTERS_ONLY_MESSAGE)
  return row
}

/**
 * The results as this viewer may see them (results-precision.ts), once the stored record has been checked
 * against its seals (verify.server.ts): results that fail are not shown to anyone, only the reasons to staff.
 */
export async function getResults(
  db: Database,
  viewer: Viewer,
  id: string | undefined,
): Promise<{ election: Election; results: ShownResults }> {
  const row = await mayView(db, viewer, id)
  const verification = await verifyElection(db, row)
  if (!verification.ok) {
    throw new AppError(
      'results_failed_verification',
      409,
      isCompanyStaff(viewer.actor)
        ? `${FAILED_VERIFICATION_MESSAGE} ${verification.problems.join(' ')}`
        : FAILED_VERIFICATION_MESSAGE,
    )
  }
  const election = await electionView(db, row)
  const results = withMethods(countedResults(row)!, election.contests)
  return {
    election,
    results: showResults(
      { ...results, certified: row.status === 'certified' },
      precisionFor(viewer.actor, row),
      shownTies(await tieResolutionsOf(db, row.id), results.contests),
    ),
  }
}

/** Results counted before races had a method were all plurality: say so, as newer results do. */
function withMethods(results: ElectionResults, contests: Contest[]): ElectionResults {
  return {
    ...results,
    contests: results.contests.map((counted) => {
      if (counted.method) return counted
      const method = contests.find((c) => c.id === counted.contestId)?.method ?? 'plurality'
      return counted.kind === 'measure'
        ? { ...counted, method }
        : { ...counted, method, rule: raceRule({ seats: counted.seats, method }) }
    }),
  }
}

/** The receipt codes, sorted, so a voter can find theirs; `q` narrows to codes that start with it. */
export async function listReceipts(
  db: Database,
  viewer: Viewer,
  id: string | undefined,
  query: { q?: string; limit?: number; offset?: number },
) {
  const row = await mayView(db, viewer, id)
  const q = (query.q ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z-]/g, '')
    .slice(0, 14)
  const where = and(
    eq(electionBallots.electionId, row.id),
    q ? ilike(electionBallots.receipt, `${q}%`) : undefined,
  )
  const limit = Math.min(Math.max(query.limit ?? 200, 1), 1000)
  const rows = await db
    .select({ receipt: electionBallots.receipt, castOn: electionBallots.castOn })
    .from(electionBallots)
    .where(where)
    .orderBy(asc(electionBallots.receipt))
    .limit(limit)
    .offset(Math.max(query.offset ?? 0, 0))
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(electionBallots)
    .where(where)
  return { receipts: rows, total: total!.n }
}

/** Certified results anyone may see, newest first, for the public election page. */
export async function listPublicResults(db: Database) {
  const rows = await db
    .select({
      id: elections.id,
      title: elections.title,
      translations: elections.translations,
      communityName: communities.name,
      closedAt: elections.closedAt,
      certifiedAt: elections.certifiedAt,
    })
    .from(elections)
    .innerJoin(communities, eq(communities.id, elections.communityId))
    .where(
      and(
        eq(elections.status, 'certified'),
        eq(elections.resultsVisibility, 'public'),
        isNotNull(elections.publishedAt),
      ),
    )
    .orderBy(desc(elections.certifiedAt))
    .limit(50)
  return rows.map((row) => ({
    ...row,
    closedAt: row.closedAt?.toISOString() ?? null,
    certifiedAt: row.certifiedAt?.toISOString() ?? null,
  }))
}
