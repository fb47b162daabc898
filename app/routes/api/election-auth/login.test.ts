import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createStaff, STAFF_PASSWORD } from '../../../../tests/factories/staff'
import { callRoute, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/setup/test-smtp-server'
import { startMailDelivery, type MailDelivery } from '~/features/mail/mail-delivery.server'
import { hitRateLimit } from '~/features/rate-limit/rate-limit.server'
import { LOGIN_THROTTLE, loginAccountSubject } from '~/features/staff/login.server'
import {
  EMAIL_CODE_NOT_ACCEPTED_MESSAGE,
  EMAIL_CODE_REQUIRED_MESSAGE,
  SIGN_IN_CODE,
} from '~/features/staff/sign-in-codes.server'
import { backgroundWorkSettled } from '~/lib/background-work.server'
import { action, loader } from './login'
import { loader as me } from './me'

const t = setupTestDatabase()

function post(body: unknown, type = 'application/json') {
  return new Request('http://127.0.0.1/api/election-auth/login', {
    method: 'POST',
    headers: { 'Content-Type': type, 'User-Agent': 'vitest' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
const signIn = (body: unknown, ip = '203.0.113.10') =>
  callRoute(action, post(body), routeContext(t.db, { clientIp: ip }))
const whoAmI = (token: string) =>
  callRoute(
    me,
    new Request('http://127.0.0.1/api/election-auth/me', { headers: { Authorization: `Bearer ${token}` } }),
    routeContext(t.db),
  )

describe('POST /api/election-auth/login', () => {
  test('good credentials answer 200 with a token that /me accepts', async () => {
    const ann = await createStaff(t.db, { email: 'ann@example.com', name: 'Ann Lee', role: 'admin' })
    const response = await signIn({ email: 'Ann@Example.com', password: STAFF_PASSWORD })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = await response.json()
    const user = {
      id: ann.id,
      email: 'ann@example.com',
      name: 'Ann Lee',
      role: 'admin',
      mustChangePassword: false,
    }
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), expiresAt: expect.any(String), user })
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60_000)
    const meResponse = await whoAmI(body.token)
    expect(meResponse.status).toBe(200)
    expect(await meResponse.json()).toEqual({ user })
  })

  test('a wrong password and an unknown email get the same 401 body', async () => {
    await createStaff(t.db, { email: 'bea@example.com' })
    const wrong = await signIn({ email: 'bea@example.com', password: 'not her password' })
    const unknown = await signIn({ email: 'nobody@example.com', password: 'not her password' })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    const [a, b] = [await wrong.json(), await unknown.json()]
    expect(a).toEqual(b)
    expect(a).toEqual({ message: 'The email or password is not correct. Please try again.' })
  })

  test('bad input is a 4xx with a message and field errors, never a session', async () => {
    const missing = await signIn({ email: 'not-an-email' })
    expect(missing.status).toBe(422)
    const body = await missing.json()
    expect(body.message).toMatch(/check them/)
    expect(body.fieldErrors).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Please enter your password.'],
    })
    expect((await signIn('{"email":')).status).toBe(400)
    expect((await signIn({ email: 1, password: [] })).status).toBe(422)
    expect(
      (await callRoute(action, post('email=a', 'application/x-www-form-urlencoded'), routeContext(t.db)))
        .status,
    ).toBe(415)
    const get = await callRoute(
      loader,
      new Request('http://127.0.0.1/api/election-auth/login'),
      routeContext(t.db),
    )
    expect(get.status).toBe(405)
    expect(await get.json()).toEqual({ message: 'Sign in with a POST request.' })
  })
})

describe('sign-in throttling', () => {
  const { freeAttempts } = LOGIN_THROTTLE.perAccountAndIp
  const attacker = '198.51.100.66'
  const owner = '192.0.2.44'
  /** Moves every wait into the past by this much, as if the attacker had waited. */
  const timePasses = (seconds: number) =>
    t.db.execute(
      sql`update rate_limit_buckets set window_started_at = window_started_at - ${seconds} * interval '1 second'`,
    )
  const guess = (email: string, i: number, ip = attacker) =>
    signIn({ email, password: `wrong guess ${i}` }, ip)

  // Issue 14 item 6: five wrong passwords from anywhere used to lock the owner out for 15 minutes.
  test('failures from one address never lock the owner out at theirs; that address waits longer each time', async () => {
    await createStaff(t.db, { email: 'cy@example.com' })
    for (let i = 0; i < freeAttempts; i++) expect((await guess('cy@example.com', i)).status).toBe(401)
    const waits: number[] = []
    const said = [/^\d+ seconds$/, /^\d+ seconds$/, /^2 minutes$/]
    for (let round = 0; round < 3; round++) {
      const refused = await signIn({ email: 'cy@example.com', password: STAFF_PASSWORD }, attacker)
      expect(refused.status).toBe(429)
      const wait = Number(refused.headers.get('Retry-After'))
      waits.push(wait)
      const { message } = (await refused.json()) as { message: string }
      const waitSaid = /^Too many sign-in attempts\. Please wait (.+) and try again\.$/.exec(message)?.[1]
      expect(waitSaid).toMatch(said[round]!)
      // The owner, at their own address, signs in throughout.
      expect((await signIn({ email: 'cy@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
      await timePasses(wait + 1)
      expect((await guess('cy@example.com', 100 + round)).status).toBe(401)
    }
    // 30 s, then 1 and 2 minutes, less the time the test itself took.
    const nominal = [30, 60, 120, 240]
    const later = await guess('cy@example.com', 999)
    waits.push(Number(later.headers.get('Retry-After')))
    waits.forEach((wait, i) => expect(wait, `wait ${i}`).toBeGreaterThan(nominal[i]! - 10))
    waits.forEach((wait, i) => expect(wait, `wait ${i}`).toBeLessThanOrEqual(nominal[i]!))
  })

  test('an unknown email is throttled the same way, with the same answers', async () => {
    await createStaff(t.db, { email: 'dee@example.com' })
    const answers = async (email: string, ip: string) => {
      const seen = []
      for (let i = 0; i < freeAttempts + 2; i++) {
        const response = await guess(email, i, ip)
        const { message } = (await response.json()) as { message: string }
        // The seconds left depend on how long the checks took; the answer's shape must not differ.
        seen.push([response.status, response.headers.has('Retry-After'), message.replace(/\d+/g, 'N')])
      }
      return seen
    }
    const known = await answers('dee@example.com', '198.51.100.1')
    expect(await answers('ghost@example.com', '198.51.100.2')).toEqual(known)
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429, 429])
  })

  test('a successful sign-in clears that address’s failures on the account', async () => {
    await createStaff(t.db, { email: 'eve@example.com' })
    for (let i = 0; i < freeAttempts - 1; i++) await guess('eve@example.com', i, owner)
    expect((await signIn({ email: 'eve@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
    for (let i = 0; i < freeAttempts; i++) expect((await guess('eve@example.com', i, owner)).status).toBe(401)
    expect((await signIn({ email: 'eve@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(429)
  })

  test('one IP gets a fixed number of attempts across all accounts; another IP is unaffected', async () => {
    const perIp = LOGIN_THROTTLE.perIp.limit
    const accounts = Math.ceil(perIp / freeAttempts)
    for (let a = 0; a < accounts; a++) await createStaff(t.db, { email: `user${a}@example.com` })
    for (let i = 0; i < perIp; i++) {
      const response = await signIn(
        { email: `user${i % accounts}@example.com`, password: `wrong ${i}` },
        '192.0.2.7',
      )
      expect(response.status).toBe(401)
    }
    await createStaff(t.db, { email: 'fresh@example.com' })
    const blocked = await signIn({ email: 'fresh@example.com', password: STAFF_PASSWORD }, '192.0.2.7')
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await signIn({ email: 'fresh@example.com', password: STAFF_PASSWORD }, '192.0.2.8')).status).toBe(
      200,
    )
  })

  test('guessing at one account from many addresses holds back new addresses, not the ones that signed in before', async () => {
    await createStaff(t.db, { email: 'fay@example.com' })
    expect((await signIn({ email: 'fay@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
    await spendAccountBudget('fay@example.com')
    const newcomer = await signIn({ email: 'fay@example.com', password: STAFF_PASSWORD }, '203.0.113.200')
    expect(newcomer.status).toBe(403)
    expect(await newcomer.json()).toEqual({
      code: 'email_code_required',
      message: EMAIL_CODE_REQUIRED_MESSAGE,
    })
    expect((await signIn({ email: 'fay@example.com', password: STAFF_PASSWORD }, owner)).status).toBe(200)
  })
})

/** The account's budget spent as by guesses from many addresses (counted directly: 50 real guesses would
 * each cost a full password check). */
async function spendAccountBudget(email: string) {
  const account = loginAccountSubject(routeContext(t.db).hashKey, email)
  for (let i = 0; i < LOGIN_THROTTLE.perAccount.limit; i++)
    await hitRateLimit(t.db, LOGIN_THROTTLE.perAccount, account)
}

describe('an emailed code lets the owner in while guesses hold back new addresses', () => {
  let smtp: TestSmtpServer
  let delivery: MailDelivery
  beforeEach(async () => {
    smtp = await startTestSmtpServer()
    delivery = startMailDelivery({
      db: t.db,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      from: 'Staff <no-reply@example.com>',
      pollIntervalMs: 3_600_000,
      recheckAfterWakeMs: 3_600_000,
    })
  })
  afterEach(async () => {
    await delivery.stop()
    await smtp.close()
  })

  /** Every message delivered so far, once the work queued after the answers and the outbox have run. */
  async function delivered() {
    await backgroundWorkSettled()
    await delivery.runOnce()
    return smtp.received.map((mail) => ({ to: mail.envelope.to, text: mail.parsed.text ?? '' }))
  }
  async function lastCode(to: string) {
    const mails = await delivered()
    expect(mails.at(-1)?.to).toEqual([to])
    return /^Code: (\d{6})$/m.exec(mails.at(-1)!.text)![1]!
  }
  const laptop = '198.51.100.23'
  const notAccepted = { code: 'email_code_required', message: EMAIL_CODE_NOT_ACCEPTED_MESSAGE }

  test('a new account under attack: its owner gets in with the password and the code, then without a code', async () => {
    await createStaff(t.db, { email: 'gil@example.com' })
    await spendAccountBudget('gil@example.com')
    const asked = await signIn({ email: 'gil@example.com', password: STAFF_PASSWORD }, laptop)
    expect(asked.status).toBe(403)
    expect(await asked.json()).toEqual({ code: 'email_code_required', message: EMAIL_CODE_REQUIRED_MESSAGE })
    const code = await lastCode('gil@example.com')
    // Only a keyed hash of it is stored.
    const stored = (await t.db.execute(sql`select code_hash from staff_sign_in_codes`)) as { rows: unknown[] }
    expect(stored.rows).toHaveLength(1)
    expect(JSON.stringify(stored.rows)).not.toContain(code)

    const signedIn = await signIn({ email: 'gil@example.com', password: STAFF_PASSWORD, code }, laptop)
    expect(signedIn.status).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    expect((await whoAmI(token)).status).toBe(200)
    // The laptop's address is known now: the budget, still spent, no longer asks it for a code.
    expect((await signIn({ email: 'gil@example.com', password: STAFF_PASSWORD }, laptop)).status).toBe(200)
    expect(await delivered()).toHaveLength(1)
  })

  test('a wrong code, the code with a wrong password, a used code and an expired code all fail alike', async () => {
    await createStaff(t.db, { email: 'hal@example.com' })
    await spendAccountBudget('hal@example.com')
    const attempt = (body: object, ip = laptop) =>
      signIn({ email: 'hal@example.com', password: STAFF_PASSWORD, ...body }, ip)
    expect((await attempt({})).status).toBe(403)
    const code = await lastCode('hal@example.com')
    const wrong = code === '000000' ? '000001' : '000000'
    for (const refused of [
      await attempt({ code: wrong }),
      await attempt({ code, password: 'not the password' }),
    ]) {
      expect(refused.status).toBe(401)
      expect(await refused.json()).toEqual(notAccepted)
    }
    expect((await attempt({ code })).status).toBe(200)
    const reused = await attempt({ code }, '198.51.100.24')
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual(notAccepted)

    // A new code, past its ten minutes.
    expect((await attempt({}, '198.51.100.25')).status).toBe(403)
    const late = await lastCode('hal@example.com')
    await t.db.execute(sql`update staff_sign_in_codes set expires_at = now() - interval '1 second'`)
    expect(await (await attempt({ code: late }, '198.51.100.25')).json()).toEqual(notAccepted)
  })

  test('five wrong codes use a code up; a stranger without the password can neither use it up nor get one sent', async () => {
    await createStaff(t.db, { email: 'ida@example.com' })
    await spendAccountBudget('ida@example.com')
    const attempt = (body: object, ip: string) => signIn({ email: 'ida@example.com', ...body }, ip)

    // The stranger's guesses get the owner's answers, and no mail goes out.
    const guessed = await attempt({ password: 'summer 2026 guess' }, '192.0.2.101')
    expect(guessed.status).toBe(403)
    expect(await guessed.json()).toEqual({
      code: 'email_code_required',
      message: EMAIL_CODE_REQUIRED_MESSAGE,
    })
    const withCode = await attempt({ password: 'summer 2026 guess', code: '123456' }, '192.0.2.102')
    expect(withCode.status).toBe(401)
    expect(await withCode.json()).toEqual(notAccepted)
    // An email that is no account's is held back alike once guessed at enough.
    await spendAccountBudget('nobody@example.com')
    const unknown = await signIn(
      { email: 'nobody@example.com', password: 'summer 2026 guess' },
      '192.0.2.103',
    )
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({
      code: 'email_code_required',
      message: EMAIL_CODE_REQUIRED_MESSAGE,
    })
    expect(await delivered()).toHaveLength(0)

    expect((await attempt({ password: STAFF_PASSWORD }, laptop)).status).toBe(403)
    const code = await lastCode('ida@example.com')
    // Wrong passwords with a code do not count against it.
    for (let i = 0; i < 6; i++)
      await attempt({ password: `wrong ${i}`, code: '999999' }, `192.0.2.${110 + i}`)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts - 1; i++)
      await attempt({ password: STAFF_PASSWORD, code: wrong }, `192.0.2.${120 + i}`)
    // The fifth try is the right code: still let in. A fresh code then dies after five wrong tries.
    expect((await attempt({ password: STAFF_PASSWORD, code }, '192.0.2.130')).status).toBe(200)
    expect((await attempt({ password: STAFF_PASSWORD }, '192.0.2.131')).status).toBe(403)
    const next = await lastCode('ida@example.com')
    const notNext = next === '000000' ? '000001' : '000000'
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts; i++)
      await attempt({ password: STAFF_PASSWORD, code: notNext }, `192.0.2.${140 + i}`)
    const tooLate = await attempt({ password: STAFF_PASSWORD, code: next }, '192.0.2.150')
    expect(tooLate.status).toBe(401)
    expect(await tooLate.json()).toEqual(notAccepted)
  })

  test('at most five codes an hour are mailed to an account', async () => {
    await createStaff(t.db, { email: 'jo@example.com' })
    await spendAccountBudget('jo@example.com')
    for (let i = 0; i < 7; i++)
      expect(
        (await signIn({ email: 'jo@example.com', password: STAFF_PASSWORD }, `192.0.2.${160 + i}`)).status,
      ).toBe(403)
    expect(await delivered()).toHaveLength(5)
  })
})
