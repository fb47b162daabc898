import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { communities, electionParticipation, electionRoll, elections } from '~/db/schema'
import { formatMillionths, toMillionths } from '~/lib/decimal'
import { AppError } from '~/lib/errors'
import {
  hidesVoters,
  requireCommunityForElection,
  requireElection,
  visibleCommunities,
  type Actor,
  type ElectionRow,
} from './access.server'
import { appendAudit } from './audit.server'
import { loadContests, saveContests } from './contests.server'
import type { ElectionInput, ElectionPatch } from './schemas'
import { shareOf } from './results-precision'
import { quorumOf } from './tally'
import type { Contest, Election, Turnout } from './types'

// Elections as staff create, edit and follow them (issue 12). Only a draft can change; opening freezes it.

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function toElection(row: ElectionRow, communityName: string, contests: Contest[]): Election {
  return {
    id: row.id,
    communityId: row.communityId,
    communityName,
    title: row.title,
    description: row.description,
    notice: row.notice,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    secret: row.secret,
    revoteAllowed: row.revoteAllowed,
    resultsVisibility: row.resultsVisibility,
    quorum: { percent: row.quorumPercent, basis: row.quorumBasis },
    reminderDays: row.reminderDays,
    sendConfirmations: row.sendConfirmations,
    runoffOf: row.runoffOf,
    rollHash: row.rollHash,
    rollUnits: row.rollUnits,
    rollWeight: row.rollWeight,
    ballotDigest: row.ballotDigest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    openedAt: iso(row.openedAt),
    closedAt: iso(row.closedAt),
    certifiedAt: iso(row.certifiedAt),
    publishedAt: iso(row.publishedAt),
    cancelledAt: iso(row.cancelledAt),
    contests,
    translations: row.translations,
  }
}

export async function communityNameOf(db: DbOrTransaction, communityId: string): Promise<string> {
  const [row] = await db
    .select({ name: communities.name })
    .from(communities)
    .where(eq(communities.id, communityId))
  return row?.name ?? ''
}

/** The election as the API shows it, with its contests. */
export async function electionView(db: DbOrTransaction, row: ElectionRow): Promise<Election> {
  const contests = (await loadContests(db, [row.id])).get(row.id) ?? []
  return toElection(row, await communityNameOf(db, row.communityId), contests)
}

const creationIds = (election: ElectionRow, saved: Awaited<ReturnType<typeof saveContests>>) => ({
  id: election.id,
  contests: saved.map((contest) => ({ id: contest.id, options: contest.options })),
})

export async function createElection(db: Database, actor: Actor, input: ElectionInput) {
  return db.transaction(async (tx) => {
    const community = await requireCommunityForElection(tx, actor, input.communityId)
    const [row] = await tx
      .insert(elections)
      .values({
        communityId: community.id,
        title: input.title,
        description: input.description,
        notice: input.notice,
        translations: input.translations ?? {},
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        secret: input.secret,
        revoteAllowed: input.revoteAllowed ?? community.revoteAllowedDefault,
        resultsVisibility: input.resultsVisibility ?? 'voters',
        quorumPercent: input.quorum.percent,
        quorumBasis: input.quorum.basis,
        reminderDays: input.reminderDays ?? [7, 1],
        sendConfirmations: input.sendConfirmations ?? true,
        createdBy: actor.id,
      })
      .returning()
    const saved = await saveContests(tx, row!.id, input.contests)
    await appendAudit(tx, row!.id, actor, 'created', { title: input.title, contests: input.contests.length })
    return creationIds(row!, saved)
  })
}

export const notDraft = (row: ElectionRow) =>
  new AppError('election_not_draft', 409, `This election is ${row.status}; only a draft can be changed.`)

export async function updateElection(
  db: Database,
  actor: Actor,
  id: string | undefined,
  patch: ElectionPatch,
) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'draft') throw notDraft(row)
    const opensAt = patch.opensAt ?? row.opensAt
    const closesAt = patch.closesAt ?? row.closesAt
    if (closesAt <= opensAt)
      throw new AppError('invalid_input', 422, 'Voting must close after it opens.', {
        fieldErrors: { closesAt: ['Voting must close after it opens.'] },
      })
    const { contests, quorum, ...fields } = patch
    const [updated] = await tx
      .update(elections)
      .set({
        ...fields,
        ...(quorum ? { quorumPercent: quorum.percent, quorumBasis: quorum.basis } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(elections.id, row.id))
      .returning()
    const saved = contests ? await saveContests(tx, row.id, contests) : null
    await appendAudit(tx, row.id, actor, 'edited', { fields: Object.keys(patch).sort() })
    return { election: await electionView(tx, updated!), contests: saved }
  })
}

/** Units that took part, their weight on the frozen roll, and how they voted; never what they chose. */
export async function participationOf(db: DbOrTransaction, electionId: string) {
  const [took] = await db
    .select({
      units: sql<number>`count(*)::int`,
      weight: sql<string>`coalesce(sum(${electionRoll.weight}), 0)::text`,
      online: sql<number>`count(*) filter (where ${electionParticipation.method} = 'online')::int`,
      paper: sql<number>`count(*) filter (where ${electionParticipation.method} = 'paper')::int`,
      proxy: sql<number>`count(*) filter (where ${electionParticipation.method} = 'proxy')::int`,
    })
    .from(electionParticipation)
    .innerJoin(
      electionRoll,
      and(
        eq(electionRoll.electionId, electionParticipation.electionId),
        eq(electionRoll.unitId, electionParticipation.unitId),
      ),
    )
    .where(eq(electionParticipation.electionId, electionId))
  return {
    units: took!.units,
    weight: normalize(took!.weight),
    byMethod: { online: took!.online, paper: took!.paper, proxy: took!.proxy },
  }
}

/** Turnout by units and by weight, and how units voted; never what they chose. */
/** Who has voted so far; `hideWeight` for a board account in a secret election (types.ts, Turnout). */
export async function turnoutOf(
  db: DbOrTransaction,
  row: ElectionRow,
  hideWeight = false,
): Promise<Turnout | null> {
  if (row.rollUnits === null || row.rollWeight === null) return null
  const { byMethod, ...participation } = await participationOf(db, row.id)
  const roll = { units: row.rollUnits, weight: row.rollWeight }
  const quorum = quorumOf({ percent: row.quorumPercent, basis: row.quorumBasis }, roll, participation)
  return {
    units: participation.units,
    weight: hideWeight ? null : participation.weight,
    rollUnits: roll.units,
    rollWeight: roll.weight,
    byMethod,
    quorum: hideWeight
      ? { ...quorum, weight: null, weightShare: null }
      : { ...quorum, weightShare: shareOf(toMillionths(quorum.weight), toMillionths(quorum.rollWeight)) },
  }
}

/** PostgreSQL writes a sum with the widest scale ("3.500000"); the API shows the shortest exact form. */
export function normalize(decimal: string): string {
  return formatMillionths(toMillionths(decimal))
}

export async function getElection(db: Database, actor: Actor, id: string | undefined) {
  const row = await requireElection(db, actor, id)
  return { election: await electionView(db, row), turnout: await turnoutOf(db, row, hidesVoters(actor, row)) }
}

export async function listElections(db: Database, actor: Actor, filter: { communityId?: string } = {}) {
  const visible = await visibleCommunities(db, actor)
  const conditions = [
    visible
      ? inArray(elections.communityId, visible.length ? visible : ['00000000-0000-0000-0000-000000000000'])
      : undefined,
    filter.communityId ? eq(elections.communityId, filter.communityId) : undefined,
  ].filter(Boolean)
  const rows = await db
    .select({ election: elections, communityName: communities.name })
    .from(elections)
    .innerJoin(communities, eq(communities.id, elections.communityId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(elections.createdAt))
    .limit(500)
  return rows.map(({ election, communityName }) => toElection(election, communityName, []))
}
