import { and, eq } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import {
  electionCredentials,
  electionParticipation,
  electionProxies,
  electionRoll,
  elections,
} from '~/db/schema'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import type { ElectionRow } from './access.server'
import { checkChoices } from './ballot-rules'
import { recordBallot, votingState } from './cast.server'
import { hashToken, looksLikeToken } from './credentials.server'
import { contestsOf } from './contests.server'
import { electionView } from './elections.server'
import type { BallotSubmission } from './schemas'
import type { BallotStatus, BallotView } from './types'

// The voter's side (issue 12): a voting link opens its unit's ballot and casts it once. An unknown link
// and a proxy's ended one answer the same sentence, so a guess learns nothing. An owner's link that a newer
// one replaced (a printed notice, or another of the unit's links that voted) says so: only its holder can
// ask, and the row that says it was replaced is there anyway.

export const LINK_NOT_VALID_MESSAGE =
  'This voting link is not valid: check that you copied all of it, or ask for a new one on the election page.'
export const LINK_REPLACED_MESSAGE =
  'This voting link was replaced by a newer one, sent to the unit’s owners by email or on a printed notice. Use the newest link you received; if you cannot find it, ask for a new one on the election page.'
export const VOTING_CLOSED_MESSAGE = 'Voting in this election has closed.'
export const NOT_OPEN_MESSAGE = 'Voting has not opened yet; come back when it opens.'

export const notValid = () => new AppError('link_not_valid', 404, LINK_NOT_VALID_MESSAGE)
const linkReplaced = () => new AppError('link_replaced', 404, LINK_REPLACED_MESSAGE)

/**
 * A link that no longer votes: an owner's that a newer one replaced says so; a revoked proxy link, or one whose
 * proxy ended (its expiry date, Utah Code 16-6a-712(3), or revoked), gets the one sentence a guess gets.
 */
export function refuseEndedLink(link: { holder: 'owner' | 'proxy'; revoked: boolean; proxyEnded: boolean }) {
  if (link.revoked) throw link.holder === 'owner' ? linkReplaced() : notValid()
  if (link.proxyEnded) throw notValid()
}

type Holder = {
  election: ElectionRow
  unitId: string
  holder: 'owner' | 'proxy'
  proxyHolder: string | null
}

/** The credential behind a link, with `lock` holding it for the rest of the transaction. */
async function holderOf(db: DbOrTransaction, token: string | undefined, lock = false): Promise<Holder> {
  if (!looksLikeToken(token)) throw notValid()
  const query = db
    .select({ credential: electionCredentials, election: elections, proxy: electionProxies })
    .from(electionCredentials)
    .innerJoin(elections, eq(elections.id, electionCredentials.electionId))
    .leftJoin(electionProxies, eq(electionProxies.id, electionCredentials.proxyId))
    .where(eq(electionCredentials.tokenHash, hashToken(token)))
  const [row] = lock ? await query.for('share', { of: elections }) : await query
  if (!row) throw notValid()
  refuseEndedLink({
    holder: row.credential.holder,
    revoked: Boolean(row.credential.revokedAt),
    proxyEnded: Boolean(row.proxy && (row.proxy.revokedAt || row.proxy.expiresOn < utahToday())),
  })
  return {
    election: row.election,
    unitId: row.credential.unitId,
    holder: row.credential.holder,
    proxyHolder: row.proxy?.holderName ?? null,
  }
}

export async function getBallot(db: Database, token: string | undefined): Promise<BallotView> {
  const holder = await holderOf(db, token)
  const { election } = holder
  const [unit] = await db
    .select({ label: electionRoll.label, weight: electionRoll.weight })
    .from(electionRoll)
    .where(and(eq(electionRoll.electionId, election.id), eq(electionRoll.unitId, holder.unitId)))
  const [voted] = await db
    .select({ method: electionParticipation.method, votedAt: electionParticipation.votedAt })
    .from(electionParticipation)
    .where(
      and(eq(electionParticipation.electionId, election.id), eq(electionParticipation.unitId, holder.unitId)),
    )
  const view = await electionView(db, election)
  const state = votingState(election)
  const status: BallotStatus = state !== 'open' ? state : voted ? 'voted' : 'open'
  return {
    election: {
      id: view.id,
      title: view.title,
      description: view.description,
      notice: view.notice,
      translations: view.translations,
      opensAt: view.opensAt,
      closesAt: view.closesAt,
      closedAt: view.closedAt,
      secret: view.secret,
      revoteAllowed: view.revoteAllowed,
      communityName: view.communityName,
      resultsAvailable: Boolean(election.publishedAt) && election.resultsVisibility !== 'staff',
    },
    unit: { label: unit?.label ?? '', weight: unit?.weight ?? '0' },
    proxyHolder: holder.proxyHolder,
    contests: view.contests,
    status,
    canChange: status === 'voted' && election.revoteAllowed,
    voted: voted ? { on: utahToday(voted.votedAt), method: voted.method } : null,
  }
}

/** Refuses a cast outside the election's voting window. */
export function requireVotingOpen(election: Parameters<typeof votingState>[0]) {
  const state = votingState(election)
  if (state === 'closed') throw new AppError('voting_closed', 409, VOTING_CLOSED_MESSAGE)
  if (state === 'not_open') throw new AppError('voting_not_open', 409, NOT_OPEN_MESSAGE)
}

/** Casts the link's ballot: 201 with a receipt, 409 once the unit has voted, 422 for a broken limit. */
export async function castBallot(
  db: Database,
  token: string | undefined,
  submission: BallotSubmission,
  hashKey: string,
) {
  return db.transaction(async (tx) => {
    const holder = await holderOf(tx, token, true)
    const { election } = holder
    requireVotingOpen(election)
    const choices = checkChoices(await contestsOf(tx, election), submission)
    return recordBallot(tx, {
      election,
      unitId: holder.unitId,
      choices,
      method: holder.holder === 'proxy' ? 'proxy' : 'online',
      by: holder.holder,
      allowReplace: true,
      hashKey,
    })
  })
}

/** Whether a link belongs to this election (for results shown to voters only). */
export async function isVoterOf(
  db: Database,
  electionId: string,
  token: string | undefined,
): Promise<boolean> {
  try {
    return (await holderOf(db, token)).election.id === electionId
  } catch {
    return false
  }
}
