import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionCredentials } from '~/db/schema'
import { derivedKey, keyedHash } from '~/lib/keyring.server'
import { sha256 } from './chain.server'
import { formatVoterCode, readEnteredCode, voterCodeFromBytes } from './voter-code'

// Voting links: a 43-character token written base64url into the link; only a keyed hash of it is kept, so
// the database alone cannot vote. Each token is the keyed hash of a voter code (80 random bits, voter-code.ts)
// that people can type, so the code and the link open the same ballot and neither is stored. The raw token
// and code exist in the invitation and on the printed notice and mail ballot.

export const newVoterCode = () => voterCodeFromBytes(randomBytes(10))

/** The link token a voter code stands for: 32 bytes of HMAC under a key only the server holds. */
export const tokenForCode = (code: string) =>
  createHmac('sha256', derivedKey('voter-code-links')).update(code).digest('base64url')

/** The link token for what a person typed or scanned (a voter code or a link), or null when it is neither. */
export function tokenForEnteredCode(entered: string): string | null {
  const read = readEnteredCode(entered)
  if (!read) return null
  return read.kind === 'link' ? read.token : tokenForCode(read.code)
}
/**
 * What is stored of a link: a keyed hash, so someone who can write to the database but does not hold the server
 * secret cannot add a link of their own and vote with it. Keyed over the plain SHA-256 the first design stored,
 * so links issued before were brought over by keying their stored hash (legacy-upgrade.server.ts).
 */
export const hashToken = (token: string) => keyStoredHash(sha256(`election-credential:${token}`))
export const keyStoredHash = (plainHash: string) => keyedHash('election-credentials', plainHash)

/** A token is 43 base64url characters; anything else is not a link we made. */
export const looksLikeToken = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

// Crockford's base32 without I, L, O, U: a receipt read aloud or copied by hand stays unambiguous.
const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A receipt code like "7KQ2-M9XD-4TRB": 60 random bits, grouped for reading. */
export function newReceipt(): string {
  const bytes = randomBytes(12)
  const chars = [...bytes].map((byte) => RECEIPT_ALPHABET[byte & 31]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`
}

/**
 * Where a secret ballot may be replaced, the unit's earlier ballot is found by this keyed hash. Whoever
 * holds both the database and the server's secret can link such ballots to units (decision 0011).
 */
export function revoteKey(hashKey: string, electionId: string, unitId: string): string {
  return createHmac('sha256', hashKey).update(`revote:${electionId}:${unitId}`).digest('base64url')
}

/** A new credential: its link token and the voter code it comes from, grouped for print ("7KQ2-M9XD-…"). */
export type IssuedLink = { unitId: string; token: string; code: string }

/** New live credentials for these units, one each; with `replace`, their earlier ones stop working. */
export async function issueCredentials(
  tx: DbOrTransaction,
  electionId: string,
  unitIds: string[],
  options: { replace?: boolean; holder?: 'owner' | 'proxy'; proxyId?: string } = {},
): Promise<IssuedLink[]> {
  if (unitIds.length === 0) return []
  const holder = options.holder ?? 'owner'
  if (options.replace)
    await tx
      .update(electionCredentials)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(electionCredentials.electionId, electionId),
          inArray(electionCredentials.unitId, unitIds),
          eq(electionCredentials.holder, holder),
          isNull(electionCredentials.revokedAt),
        ),
      )
  const links = unitIds.map((unitId) => {
    const code = newVoterCode()
    return { unitId, token: tokenForCode(code), code: formatVoterCode(code) }
  })
  const rows = links.map((link) => ({ unit_id: link.unitId, token_hash: hashToken(link.token) }))
  // One statement for any number of units: a 10,000-unit roll is one round trip, not 10,000.
  await tx.execute(sql`
    insert into election_credentials (election_id, unit_id, token_hash, holder, proxy_id)
    select ${electionId}::uuid, r.unit_id, r.token_hash, ${holder}, ${options.proxyId ?? null}::uuid
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(unit_id uuid, token_hash text)`)
  return links
}

/** Revokes a proxy's credentials (the owner voted, or staff withdrew the proxy). */
export async function revokeProxyCredentials(tx: DbOrTransaction, proxyId: string) {
  await tx
    .update(electionCredentials)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(electionCredentials.proxyId, proxyId), isNull(electionCredentials.revokedAt)))
}

/**
 * After an owner's link `used` has voted, the unit's other owner links stop working: the invitation's, a
 * reminder's, or one sent for "Lost your link?". Only the link that voted can then show or (where revote is
 * allowed) change the ballot, so a spare link that leaked cannot replace the owner's vote. A proxy's link
 * is left to the proxy rules (the owner's vote revokes it anyway). The statement, to run or to extend with
 * conditions (its WHERE comes last).
 */
export const retireOtherOwnerLinks = (used: {
  electionId: string
  unitId: string
  credentialId: string
}) => sql`
  update election_credentials set revoked_at = now()
  where election_id = ${used.electionId}::uuid and unit_id = ${used.unitId}::uuid and holder = 'owner'
    and id <> ${used.credentialId}::uuid and revoked_at is null`
