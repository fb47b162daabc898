import { and, eq } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { electionCredentials, electionProxies, electionRoll } from '~/db/schema'
import { enforceRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { z } from '~/lib/zod'
import { hashToken, tokenForEnteredCode } from './credentials.server'

// "Have a voting code?": the code printed on a notice or mail ballot leads to the ballot its link opens.
// An unknown code, a mistyped one and one that was replaced or revoked all answer the same sentence, and
// tries are limited per address as "Lost your link?" is, so guessing learns nothing.

export const CODE_NOT_FOUND_MESSAGE =
  'We could not find a ballot for that voting code. Check it against your printed notice or mail ballot (16 letters and digits, such as 7KQ2-M9XD-4TRB-P3WA), or ask for a new link on the election page.'

export const VoterCodeSchema = z.object({
  code: z.string('Type the voting code from your notice.').max(200, CODE_NOT_FOUND_MESSAGE),
})

const PER_IP = { name: 'election-voter-code-ip', limit: 10, windowMs: 60 * 60_000 }

const notFound = () => new AppError('code_not_found', 404, CODE_NOT_FOUND_MESSAGE)

/** The link token of a live credential for what was typed as a voter code; counts against the address's tries. */
export async function tokenForVoterCode(
  db: Database,
  client: { hashKey: string; ip: string },
  entered: string,
): Promise<string> {
  await enforceRateLimit(db, PER_IP, ipSubject(client.hashKey, client.ip))
  const token = tokenForEnteredCode(entered)
  if (!token) throw notFound()
  const [row] = await db
    .select({
      revokedAt: electionCredentials.revokedAt,
      proxyRevokedAt: electionProxies.revokedAt,
      proxyExpiresOn: electionProxies.expiresOn,
    })
    .from(electionCredentials)
    .leftJoin(electionProxies, eq(electionProxies.id, electionCredentials.proxyId))
    .where(eq(electionCredentials.tokenHash, hashToken(token)))
  if (!row || row.revokedAt || row.proxyRevokedAt) throw notFound()
  if (row.proxyExpiresOn && row.proxyExpiresOn < utahToday()) throw notFound()
  return token
}

export const NO_UNIT_FOR_CODE_MESSAGE =
  'No unit of this election has that ballot code. Check the code printed on the ballot (16 letters and digits), or choose the unit from the list.'

/**
 * The unit a returned mail ballot is for, by the voter code printed (and as a QR code) on it, for staff
 * keying paper ballots. A code replaced by a later printout still names its unit: the owner's signed
 * paper is the ballot, the code only saves picking the unit by hand.
 */
export async function unitForCode(db: DbOrTransaction, electionId: string, entered: string) {
  const token = tokenForEnteredCode(entered)
  const [row] = token
    ? await db
        .select({ unitId: electionRoll.unitId, unitLabel: electionRoll.label })
        .from(electionCredentials)
        .innerJoin(
          electionRoll,
          and(
            eq(electionRoll.electionId, electionCredentials.electionId),
            eq(electionRoll.unitId, electionCredentials.unitId),
          ),
        )
        .where(
          and(
            eq(electionCredentials.electionId, electionId),
            eq(electionCredentials.tokenHash, hashToken(token)),
          ),
        )
    : []
  if (!row)
    throw new AppError('code_not_found', 404, NO_UNIT_FOR_CODE_MESSAGE, {
      fieldErrors: { code: [NO_UNIT_FOR_CODE_MESSAGE] },
    })
  return row
}
