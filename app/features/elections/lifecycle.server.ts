import { eq, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { elections } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { secretFingerprint } from '~/lib/keyring.server'
import { requireElection, type Actor, type ElectionRow } from './access.server'
import { appendAudit, checkedAudit } from './audit.server'
import { canonicalJson, sha256 } from './chain.server'
import { issueCredentials } from './credentials.server'
import { communityNameOf, electionView, normalize } from './elections.server'
import { invitationMail, voteLink, type Mailer } from './messages'
import { languagesByEmail } from './owner-languages.server'
import { boardEmailsOf, closeRecordMail } from './record-mail.server'
import { emailsOf, freezeRoll } from './snapshot.server'
import { countedResults, storeResults } from './stored-results.server'
import { rewriteSecretBallots, tallyElection } from './tally.server'
import { unresolvedTie } from './ties.server'
import { verifyElection } from './verify.server'

// An election's steps (issue 12): draft -> open -> closed -> certified, or cancelled. Each step locks the
// election row and writes its audit event in the same transaction, so the chain and the state agree.

export type MailContext = { mailer: Mailer; origin: string }

const wrongStatus = (row: ElectionRow, step: string, needs: string) =>
  new AppError(
    'election_wrong_status',
    409,
    `This election is ${row.status}; it can be ${step} only when ${needs}.`,
  )

/** Certify and publish refuse a record that no longer matches its seals (verify.server.ts), naming why. */
async function requireVerified(tx: DbOrTransaction, row: ElectionRow, step: string) {
  const { ok, problems } = await verifyElection(tx, row)
  if (!ok)
    throw new AppError(
      'election_failed_verification',
      409,
      `This election cannot be ${step}: its record failed verification. ${problems.join(' ')}`,
    )
}

export async function openElection(db: Database, actor: Actor, id: string | undefined, mail: MailContext) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'draft') throw wrongStatus(row, 'opened', 'it is a draft')
    if (row.closesAt.getTime() <= Date.now())
      throw new AppError(
        'election_closes_in_past',
        409,
        'The closing time has passed: set a later one before opening.',
      )
    const view = await electionView(tx, row)
    if (view.contests.length === 0)
      throw new AppError('election_empty', 409, 'Add at least one contest before opening.')
    const empty = view.contests.find((c) => c.kind === 'candidates' && c.options.length === 0 && !c.writeIn)
    if (empty)
      throw new AppError(
        'election_empty',
        409,
        `“${empty.title}” has no candidates: add them or allow write-ins.`,
      )
    const snapshot = await freezeRoll(tx, row.id, row.communityId)
    if (snapshot.units.length === 0)
      throw new AppError(
        'roll_empty',
        409,
        'This community has no units on its roll yet: import the roll before opening.',
      )
    await tx
      .update(elections)
      .set({
        status: 'open',
        openedAt: sql`now()`,
        updatedAt: sql`now()`,
        rollHash: snapshot.hash,
        rollUnits: snapshot.totals.units,
        rollWeight: normalize(snapshot.totals.weight),
        keyFingerprint: secretFingerprint(),
      })
      .where(eq(elections.id, row.id))
    await appendAudit(tx, row.id, actor, 'roll_snapshot', {
      units: snapshot.totals.units,
      weight: snapshot.totals.weight,
      hash: snapshot.hash,
    })
    // What the ballot promises for good: verification compares the election with it (verify.server.ts).
    await appendAudit(tx, row.id, actor, 'opened', {
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      secret: row.secret,
      resultsVisibility: row.resultsVisibility,
      quorum: { percent: row.quorumPercent, basis: row.quorumBasis },
    })
    // One credential per unit; units with an owner email get it now, the rest on the printed notice.
    const reachable = snapshot.units.filter((unit) => emailsOf(unit).length > 0)
    const links = await issueCredentials(
      tx,
      row.id,
      reachable.map((unit) => unit.unitId),
    )
    const communityName = await communityNameOf(tx, row.communityId)
    const languages = await languagesByEmail(tx, reachable.flatMap(emailsOf))
    const messages = reachable.flatMap((unit, index) =>
      emailsOf(unit).map((email) => {
        const locale = languages.of(row.communityId, email)
        return invitationMail(
          {
            electionId: row.id,
            electionTitle: row.title,
            communityName,
            closesAt: row.closesAt,
            unitLabel: unit.label,
            translations: row.translations,
          },
          [email],
          voteLink(mail.origin, links[index]!.token, locale),
          undefined,
          locale,
        )
      }),
    )
    await mail.mailer(tx, messages)
    await appendAudit(tx, row.id, actor, 'invitations_sent', {
      units: reachable.length,
      messages: messages.length,
      awaitingNotice: snapshot.units.length - reachable.length,
    })
    return { units: snapshot.units.length, invited: reachable.length, messages: messages.length }
  })
}

/**
 * Closing counts the ballots, seals their digest and the results' hash into the chain, stores the results,
 * and sends the board the sealed record's figures (record-mail.server.ts).
 */
export async function closeElection(db: Database, actor: Actor, id: string | undefined, mail?: MailContext) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'open') throw wrongStatus(row, 'closed', 'it is open')
    const before = await verifyElection(tx, row)
    if (row.secret) await rewriteSecretBallots(tx, row.id)
    const results = await tallyElection(tx, row)
    await appendAudit(tx, row.id, actor, 'ballots_sealed', {
      ballots: results.ballots,
      digest: results.digest,
    })
    await tx
      .update(elections)
      .set({
        status: 'closed',
        closedAt: sql`now()`,
        updatedAt: sql`now()`,
        results: storeResults(row, results),
        ballotDigest: results.digest,
      })
      .where(eq(elections.id, row.id))
    await appendAudit(tx, row.id, actor, 'closed', {
      early: Date.now() < row.closesAt.getTime(),
      quorumMet: results.quorum.met,
      resultsHash: sha256(canonicalJson(results)),
      // A record that failed its check before closing says so in the record itself.
      ...(before.ok ? {} : { problemsBeforeClose: before.problems }),
    })
    const board = mail ? await boardEmailsOf(tx, row.communityId) : []
    if (mail && board.length) {
      const { check } = await checkedAudit(tx, row.id)
      const communityName = await communityNameOf(tx, row.communityId)
      await mail.mailer(tx, [
        closeRecordMail(row, communityName, board, {
          chain: check,
          digest: results.digest,
          ballots: results.ballots,
        }),
      ])
    }
    return results
  })
}

export async function certifyElection(db: Database, actor: Actor, id: string | undefined) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'closed') throw wrongStatus(row, 'certified', 'it is closed')
    await requireVerified(tx, row, 'certified')
    const tie = await unresolvedTie(tx, row)
    if (tie) throw new AppError('tie_unresolved', 409, tie)
    const resultsHash = sha256(canonicalJson(countedResults(row)))
    await tx
      .update(elections)
      .set({ status: 'certified', certifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(elections.id, row.id))
    await appendAudit(tx, row.id, actor, 'certified', { resultsHash, digest: row.ballotDigest })
    return { certified: true }
  })
}

export async function publishElection(db: Database, actor: Actor, id: string | undefined) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'certified') throw wrongStatus(row, 'published', 'it is certified')
    if (row.publishedAt) throw new AppError('already_published', 409, 'These results are already published.')
    await requireVerified(tx, row, 'published')
    await tx
      .update(elections)
      .set({ publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(elections.id, row.id))
    await appendAudit(tx, row.id, actor, 'published', { visibility: row.resultsVisibility })
    return { published: true }
  })
}

export async function cancelElection(db: Database, actor: Actor, id: string | undefined, reason: string) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status !== 'draft' && row.status !== 'open')
      throw wrongStatus(row, 'cancelled', 'it is a draft or open')
    await tx
      .update(elections)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(elections.id, row.id))
    await appendAudit(tx, row.id, actor, 'cancelled', { reason, was: row.status })
    return { cancelled: true }
  })
}
