import { afterEach, expect, test } from 'vitest'
import { electionCommunity } from '../../../../tests/factories/elections'
import { signedInStaff } from '../../../../tests/factories/staff'
import { surveyInput } from '../../../../tests/factories/surveys'
import { apiCall } from '../../../../tests/setup/api-call'
import { captureLogger } from '../../../../tests/setup/capture-logger'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { startTestSmtpServer } from '../../../../tests/setup/test-smtp-server'
import { startMailDelivery } from '~/features/mail/mail-delivery.server'
import { listOutbox } from '~/features/mail/outbox.server'
import { sendRemindersNow } from '~/features/surveys/invitations.server'
import { publishSurvey } from '~/features/surveys/lifecycle.server'
import { getSurveyView } from '~/features/surveys/respond.server'
import { SurveyInputSchema } from '~/features/surveys/schemas'
import { createSurvey } from '~/features/surveys/surveys.server'
import { surveyMailer } from '../surveys/survey-api.server'
import * as outboxRetry from './outbox-retry'

// Decision 0018 for surveys: a survey invitation that finally failed lost its link; staff retrying it send
// the invitation a new one, unless a later reminder already carries a working link.

const t = setupTestDatabase()
const ORIGIN = 'http://127.0.0.1' // the test route context's public origin

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

test('a failed survey invitation is retried with a new link; one a reminder replaced is not', async () => {
  const smtp = await startTestSmtpServer()
  cleanups.push(smtp.close)
  const delivery = startMailDelivery({
    db: t.db,
    logger: captureLogger().logger,
    smtpUrl: smtp.url,
    from: 'HOA <no-reply@example.com>',
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
  })
  cleanups.push(delivery.stop)
  const { user, token } = await signedInStaff(t.db, { role: 'manager' })
  const community = await electionCommunity(t.db, user, [
    { label: 'U1', weight: '1', emails: ['ann@example.com'] },
    { label: 'U2', weight: '1', emails: ['bo@example.com'] },
    { label: 'U3', weight: '1', emails: ['cruz@example.com'], language: 'es' },
  ])
  const created = await createSurvey(
    t.db,
    user,
    SurveyInputSchema.parse(surveyInput({ audience: 'invitation', communityId: community.id })),
  )
  smtp.failure = { at: 'RCPT TO', code: 550, message: '5.1.1 Mailbox unavailable' }
  await publishSurvey(t.db, user, created.id, { mailer: surveyMailer, origin: ORIGIN })
  await delivery.runOnce()
  const failed = (await listOutbox(t.db)).messages
  expect(failed.map((m) => [m.status, m.linkLabel])).toEqual([
    ['failed', 'survey link'],
    ['failed', 'survey link'],
    ['failed', 'survey link'],
  ])
  const idOf = (email: string) => failed.find((m) => m.to.includes(email))!.id
  smtp.failure = null

  const retry = (id: string) =>
    apiCall(t.db, outboxRetry.action, `/api/staff/outbox/${id}/retry`, {
      method: 'POST',
      token,
      params: { id },
    })
  const view = (token: string) =>
    getSurveyView(t.db, created.id, { token, hashKey: 'test-hash-key-that-is-long-enough-123' })

  const retried = await retry(idOf('ann@example.com'))
  expect(retried.status).toBe(200)
  const arriving = smtp.nextMail()
  await delivery.runOnce()
  const mail = await arriving
  expect(mail.envelope.to).toEqual(['ann@example.com'])
  const link = new URL(/http\S+/.exec(mail.parsed.text!)![0])
  expect(link.pathname).toBe(`/survey/${created.id}`)
  expect(await view(link.searchParams.get('token')!)).toMatchObject({ availability: 'open' })

  // A Spanish owner's retried invitation opens the survey in Spanish, as the first one did.
  expect((await retry(idOf('cruz@example.com'))).status).toBe(200)
  const arrivingEs = smtp.nextMail()
  await delivery.runOnce()
  const spanish = new URL(/http\S+/.exec((await arrivingEs).parsed.text!)![0])
  expect(spanish.pathname).toBe(`/es/survey/${created.id}`)
  expect(await view(spanish.searchParams.get('token')!)).toMatchObject({ availability: 'open' })

  // Bo's invitation is replaced by a reminder (with its own link) before anyone retries it.
  await sendRemindersNow(t.db, user, created.id, { mailer: surveyMailer, origin: ORIGIN })
  await delivery.runOnce()
  const refused = await retry(idOf('bo@example.com'))
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(
    'A later reminder replaced the link in this message; that reminder carries the working link.',
  )
  const reminder = smtp.received.find((m) => m.envelope.to.includes('bo@example.com'))!
  const reminded = new URL(/http\S+/.exec(reminder.parsed.text!)![0]).searchParams.get('token')!
  expect(await view(reminded)).toMatchObject({ availability: 'open' })
})
