import type { AppLoadContext } from 'react-router'
import { composeMail } from '~/features/mail/mail-template'
import { enqueueMail } from '~/features/mail/outbox.server'
import { hitRateLimit } from '~/features/rate-limit/rate-limit.server'
import { issueSignInCode, type SignInCodeMailer } from '~/features/staff/sign-in-codes.server'
import { runInBackground } from '~/lib/background-work.server'

// The emailed sign-in code (features/staff/sign-in-codes.server.ts), sent after the answer, so that an
// attempt whose password was right takes as long to answer as one whose password was wrong.

/** Someone who has the password cannot flood the account's mailbox: five codes an hour at most. */
const CODE_MAILS = { name: 'staff-login-code-mail', limit: 5, windowMs: 60 * 60_000 }

const mailer: SignInCodeMailer = async (tx, mail) => {
  const content = composeMail({
    subject: 'Your staff sign-in code',
    heading: 'Your sign-in code',
    intro: [
      `Hello ${mail.name}, your password was just used to sign in to your staff account from a new place. To finish signing in, enter this code on the sign-in page:`,
    ],
    fields: [
      { label: 'Code', value: mail.code },
      { label: 'Works for', value: `${mail.validMinutes} minutes, once` },
    ],
    outro: [
      'If that was not you, someone knows your password: do not share this code, change your password, and tell an admin.',
    ],
  })
  await enqueueMail(tx, {
    kind: 'sign_in_code',
    to: [mail.to],
    subject: content.subject,
    text: content.text,
    html: content.html,
  })
}

type Account = { id: string; email: string; name: string }

/** Queues a new code for the account, to be made and mailed once the answer has gone. */
export function queueSignInCode(context: AppLoadContext, account: Account) {
  const { db, logger, hashKey } = context
  const staffUserId = account.id
  const queued = runInBackground({
    run: async () => {
      if (!(await hitRateLimit(db, CODE_MAILS, account.id)).allowed)
        return logger.warn({ staffUserId }, 'sign-in code not sent: the hourly limit is reached')
      await issueSignInCode(db, hashKey, account, mailer)
      logger.info({ staffUserId }, 'sign-in code sent')
    },
    onError: (error) => logger.error({ err: error, staffUserId }, 'sign-in code not sent'),
  })
  if (!queued) logger.warn({ staffUserId }, 'sign-in code not sent: the background queue is full')
}
