import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { staffSignInCodes } from '~/db/schema'
import { AppError } from '~/lib/errors'

// One-time sign-in codes (OWASP Authentication Cheat Sheet, multi-factor on risk): while guesses at an
// account from many addresses hold back addresses that have not signed in to it lately, a right password
// from such an address lets its owner in together with a code emailed to the account. Someone without the
// password never causes a code to be sent, and never uses up one that was.

export const SIGN_IN_CODE = { digits: 6, validMinutes: 10, maxAttempts: 5 } as const

/**
 * The answer to every attempt without a code while codes are needed, whatever the email and password:
 * it must not tell a guesser whether the password was right.
 */
export const EMAIL_CODE_REQUIRED_MESSAGE = `To sign in from here, enter the code we email to the account. If the email and password are right, a ${SIGN_IN_CODE.digits}-digit code is on its way; it works for ${SIGN_IN_CODE.validMinutes} minutes.`

/** The answer to every attempt with a code that does not sign in, whichever part was wrong. */
export const EMAIL_CODE_NOT_ACCEPTED_MESSAGE =
  'The email, password or code is not correct, or the code has expired. Check them and try again, or ask for a new code.'

export const emailCodeRequired = () => new AppError('email_code_required', 403, EMAIL_CODE_REQUIRED_MESSAGE)
const codeNotAccepted = () => new AppError('email_code_required', 401, EMAIL_CODE_NOT_ACCEPTED_MESSAGE)

// Keyed with the server secret (the load context's hashKey): a million codes are hashed in a second, so a
// plain hash would be no protection for a code read from a backup.
const hashOf = (hashKey: string, userId: string, code: string) =>
  createHmac('sha256', hashKey).update(`staff-sign-in-code\n${userId}\n${code}`).digest('hex')

export type SignInCodeMail = { to: string; name: string; code: string; validMinutes: number }
/** Puts the code's email in the outbox, in the caller's transaction (the route provides it). */
export type SignInCodeMailer = (tx: DbOrTransaction, mail: SignInCodeMail) => Promise<void>

type Account = { id: string; email: string; name: string }

/** A new code for the account, replacing any earlier one, stored hashed and emailed in one transaction. */
export async function issueSignInCode(
  db: Database,
  hashKey: string,
  account: Account,
  mailer: SignInCodeMailer,
) {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, '0')
  const row = {
    codeHash: hashOf(hashKey, account.id, code),
    attempts: 0,
    createdAt: sql`now()`,
    expiresAt: sql`now() + ${sql.raw(`interval '${SIGN_IN_CODE.validMinutes} minutes'`)}`,
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(staffSignInCodes)
      .values({ userId: account.id, ...row })
      .onConflictDoUpdate({ target: staffSignInCodes.userId, set: row })
    await mailer(tx, {
      to: account.email,
      name: account.name,
      code,
      validMinutes: SIGN_IN_CODE.validMinutes,
    })
  })
}

// Matches no account: a check for a wrong password runs the same statement as one for the right one.
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000'

/**
 * Spends the account's code: true once, for the right code within its time and tries. `account` is null
 * when the email or password was wrong; then nothing is counted, so a stranger cannot use up the owner's
 * code, and the check looks the same from outside.
 */
export async function consumeSignInCode(
  db: Database,
  hashKey: string,
  account: Account | null,
  code: string,
) {
  const userId = account?.id ?? NO_ACCOUNT
  const live = and(
    eq(staffSignInCodes.userId, userId),
    gt(staffSignInCodes.expiresAt, sql`now()`),
    lt(staffSignInCodes.attempts, SIGN_IN_CODE.maxAttempts),
  )
  const [row] = await db
    .update(staffSignInCodes)
    .set({ attempts: sql`${staffSignInCodes.attempts} + 1` })
    .where(live)
    .returning({ codeHash: staffSignInCodes.codeHash })
  if (!row || !account) return false
  const [given, stored] = [Buffer.from(hashOf(hashKey, userId, code)), Buffer.from(row.codeHash)]
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false
  // Single use: of two requests racing with the same code, only the one that deletes it gets in.
  const used = await db
    .delete(staffSignInCodes)
    .where(and(eq(staffSignInCodes.userId, userId), eq(staffSignInCodes.codeHash, row.codeHash)))
    .returning({ userId: staffSignInCodes.userId })
  return used.length === 1
}

/** What a sign-in that needs a code is given: the server secret, and how to queue a new code. */
export type EmailCodeStep = { hashKey: string; send: (account: Account) => void }

/**
 * The code step of a sign-in that needs one. `account` is set only when the email and password were right
 * and the account is active; `send` queues a new code for it (after the answer, so that too is timed
 * alike).
 */
export async function requireEmailCode(
  db: Database,
  step: EmailCodeStep,
  account: Account | null,
  code: string | undefined,
) {
  if (!code) {
    if (account) step.send(account)
    throw emailCodeRequired()
  }
  if (!(await consumeSignInCode(db, step.hashKey, account, code))) throw codeNotAccepted()
}
