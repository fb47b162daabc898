import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { communities, electionParticipation, electionProxies, electionRoll } from '~/db/schema'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { requireElection, type Actor } from './access.server'
import { appendAudit } from './audit.server'
import { requireRollUnit } from './snapshot.server'
import { issueCredentials } from './credentials.server'
import { revokeLiveProxy } from './cast.server'
import { communityNameOf } from './elections.server'
import { languagesByEmail, languagesByUnit } from './owner-languages.server'
import { invitationMail, voteLink } from './messages'
import type { MailContext } from './lifecycle.server'
import type { ProxyInput } from './schemas'
import type { Proxy } from './types'

// Proxies (Utah Code 16-6a-712): in writing, recorded by staff, valid 11 months unless the proxy says
// otherwise (the community's setting), revocable; an owner who votes revokes it. A general proxy's holder
// gets a voting link of their own; a directed proxy's choices are keyed by staff as a paper ballot.

export type ProxyDocument = { name: string; type: string; bytes: Uint8Array }

const toProxy = (row: typeof electionProxies.$inferSelect, unitLabel: string): Proxy => ({
  id: row.id,
  unitId: row.unitId,
  unitLabel,
  holderName: row.holderName,
  holderEmail: row.holderEmail,
  kind: row.kind,
  receivedOn: row.receivedOn,
  expiresOn: row.expiresOn,
  hasDocument: row.documentName !== null,
  recordedByName: row.recordedByName,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedReason: row.revokedReason,
})

export async function listProxies(db: Database, actor: Actor, id: string | undefined): Promise<Proxy[]> {
  const election = await requireElection(db, actor, id)
  const rows = await db
    .select({ proxy: electionProxies, label: electionRoll.label })
    .from(electionProxies)
    .innerJoin(
      electionRoll,
      and(
        eq(electionRoll.electionId, electionProxies.electionId),
        eq(electionRoll.unitId, electionProxies.unitId),
      ),
    )
    .where(eq(electionProxies.electionId, election.id))
    .orderBy(asc(electionRoll.sortKey), asc(electionProxies.createdAt))
  return rows.map((row) => toProxy(row.proxy, row.label))
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

/** A proxy past its expiry day can no longer vote (Utah Code 16-6a-712(3)), so it is not recorded. */
function alreadyExpired(input: ProxyInput, expiresOn: string, months: number) {
  if (input.expiresOn) {
    const message = `This proxy expired on ${expiresOn}, so it cannot be recorded. Check the expiry date.`
    return new AppError('proxy_expired', 422, message, { fieldErrors: { expiresOn: [message] } })
  }
  const message = `A proxy received on ${input.receivedOn} expired on ${expiresOn} (this community’s ${months}-month validity), so it cannot be recorded. Check the date received, or enter the expiry date the proxy states.`
  return new AppError('proxy_expired', 422, message, { fieldErrors: { receivedOn: [message] } })
}

export async function recordProxy(
  db: Database,
  actor: Actor,
  id: string | undefined,
  input: ProxyInput,
  document: ProxyDocument | null,
  mail: MailContext,
) {
  return db.transaction(async (tx) => {
    const election = await requireElection(tx, actor, id, { write: true, lock: true })
    if (election.status !== 'open')
      throw new AppError('election_not_open', 409, 'Proxies are recorded while the election is open.')
    const unit = await requireRollUnit(tx, election.id, input.unitId)
    const [voted] = await tx
      .select({ method: electionParticipation.method })
      .from(electionParticipation)
      .where(
        and(
          eq(electionParticipation.electionId, election.id),
          eq(electionParticipation.unitId, input.unitId),
        ),
      )
    if (voted)
      throw new AppError(
        'already_voted',
        409,
        `${unit.label} has already voted, so a proxy for it cannot be used.`,
      )
    const [community] = await tx
      .select({ months: communities.proxyValidityMonths })
      .from(communities)
      .where(eq(communities.id, election.communityId))
    const months = community?.months ?? 11
    const expiresOn = input.expiresOn ?? addMonths(input.receivedOn, months)
    if (expiresOn < input.receivedOn)
      throw new AppError('invalid_input', 422, 'A proxy cannot expire before it was received.', {
        fieldErrors: { expiresOn: ['A proxy cannot expire before it was received.'] },
      })
    if (expiresOn < utahToday()) throw alreadyExpired(input, expiresOn, months)
    // A newer proxy replaces an older one (Utah Code 16-6a-712(4): the later appointment revokes it).
    await revokeLiveProxy(tx, election.id, input.unitId, 'Replaced by a newer proxy.')
    const [row] = await tx
      .insert(electionProxies)
      .values({
        electionId: election.id,
        unitId: input.unitId,
        holderName: input.holderName,
        holderEmail: input.holderEmail,
        kind: input.kind,
        receivedOn: input.receivedOn,
        expiresOn,
        documentName: document?.name ?? null,
        documentType: document?.type ?? null,
        document: document?.bytes ?? null,
        recordedBy: actor.id,
        recordedByName: actor.name,
      })
      .returning()
    let invited = false
    if (input.kind === 'general' && input.holderEmail) {
      const [link] = await issueCredentials(tx, election.id, [input.unitId], {
        holder: 'proxy',
        proxyId: row!.id,
      })
      const about = {
        electionId: election.id,
        electionTitle: election.title,
        communityName: await communityNameOf(tx, election.communityId),
        closesAt: election.closesAt,
        unitLabel: unit.label,
        translations: election.translations,
      }
      const language = await holderLanguage(tx, election.communityId, input.holderEmail, input.unitId)
      await mail.mailer(tx, [
        invitationMail(
          about,
          [input.holderEmail],
          voteLink(mail.origin, link!.token, language),
          unit.label,
          language,
        ),
      ])
      invited = true
    }
    await appendAudit(tx, election.id, actor, 'proxy_recorded', {
      unit: unit.label,
      kind: input.kind,
      holder: input.holderName,
      expiresOn,
      invited,
      document: Boolean(document),
    })
    return { proxy: toProxy(row!, unit.label), invited }
  })
}

export async function withdrawProxy(
  db: Database,
  actor: Actor,
  id: string | undefined,
  proxyId: string | undefined,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const election = await requireElection(tx, actor, id, { write: true, lock: true })
    const notFound = new AppError('proxy_not_found', 404, 'There is no such proxy in this election.')
    if (!isUuid(proxyId)) throw notFound
    const [proxy] = await tx
      .select()
      .from(electionProxies)
      .where(
        and(
          eq(electionProxies.id, proxyId),
          eq(electionProxies.electionId, election.id),
          isNull(electionProxies.revokedAt),
        ),
      )
    if (!proxy) throw notFound
    await revokeLiveProxy(tx, election.id, proxy.unitId, reason)
    const [label] = await tx
      .select({ label: electionRoll.label })
      .from(electionRoll)
      .where(and(eq(electionRoll.electionId, election.id), eq(electionRoll.unitId, proxy.unitId)))
    await appendAudit(tx, election.id, actor, 'proxy_revoked', {
      unit: label?.label,
      holder: proxy.holderName,
      reason,
    })
    const [row] = await tx.select().from(electionProxies).where(eq(electionProxies.id, proxy.id))
    return { proxy: toProxy(row!, label?.label ?? '') }
  })
}

export async function proxyDocument(
  db: Database,
  actor: Actor,
  id: string | undefined,
  proxyId: string | undefined,
) {
  const election = await requireElection(db, actor, id)
  const notFound = new AppError('document_not_found', 404, 'This proxy has no scanned form.')
  if (!isUuid(proxyId)) throw notFound
  const [row] = await db
    .select({
      name: electionProxies.documentName,
      type: electionProxies.documentType,
      bytes: electionProxies.document,
    })
    .from(electionProxies)
    .where(and(eq(electionProxies.id, proxyId), eq(electionProxies.electionId, election.id)))
  if (!row?.bytes || !row.name) throw notFound
  return { name: row.name, type: row.type ?? 'application/octet-stream', bytes: row.bytes }
}

/**
 * Before a proxy's ballot is keyed: the unit's proxy must be live and not past its expiry day (Utah Code
 * 16-6a-712(3)). A revoked one (withdrawn, replaced, or the owner voted) no longer votes, as with a link.
 */
export async function requireUsableProxy(
  tx: DbOrTransaction,
  electionId: string,
  unitId: string,
  label: string,
) {
  const [proxy] = await tx
    .select({
      revokedAt: electionProxies.revokedAt,
      revokedReason: electionProxies.revokedReason,
      expiresOn: electionProxies.expiresOn,
    })
    .from(electionProxies)
    .where(and(eq(electionProxies.electionId, electionId), eq(electionProxies.unitId, unitId)))
    // The live one if there is one (at most one is), else the latest.
    .orderBy(sql`${electionProxies.revokedAt} is null desc`, desc(electionProxies.createdAt))
    .limit(1)
  if (!proxy)
    throw new AppError('no_proxy', 409, `Record the proxy for ${label} before keying its directed ballot.`)
  if (proxy.revokedAt) {
    const why = proxy.revokedReason ? ` Reason given: ${proxy.revokedReason}` : ''
    const message = `The proxy for ${label} was revoked on ${utahToday(proxy.revokedAt)}, so its ballot cannot be counted.${why}`
    throw new AppError('proxy_revoked', 409, message)
  }
  if (proxy.expiresOn < utahToday())
    throw new AppError(
      'proxy_expired',
      409,
      `The proxy for ${label} expired on ${proxy.expiresOn}, so its ballot cannot be counted. Record a new proxy first, or enter the owner’s own ballot as a paper ballot.`,
    )
}

/**
 * The language of a proxy holder's email: their own when they are an owner on the community's roll (a
 * neighbour, a board member), otherwise that of the unit that named them, whose family or friend they
 * usually are.
 */
async function holderLanguage(tx: DbOrTransaction, communityId: string, email: string, unitId: string) {
  const own = (await languagesByEmail(tx, [email])).known(communityId, email)
  return own ?? (await languagesByUnit(tx, [unitId]))(unitId)
}
