import { reissueLinks } from '~/features/elections/outreach.server'
import { LostLinkSchema } from '~/features/elections/schemas'
import { translator } from '~/i18n/catalogues.server'
import { localeOfRequest } from '~/i18n/locales'
import { enforceRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { runInBackground } from '~/lib/background-work.server'
import { AppError } from '~/lib/errors'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, wrongMethod } from '../staff/staff-api.server'
import { mailContext } from './election-api.server'
import type { Route } from './+types/lost-link'

// POST { email } -> 200 { message }: the same answer whether or not the address is on a roll, so it
// cannot be used to learn who owns what. Limited per address and per email, so it cannot flood a mailbox.
// Up to the answer, an address on a roll and one on none take the same steps; the roll is looked at and
// the link mailed only afterwards, in the background, so the answer's timing tells nothing either.
const PER_IP = { name: 'election-lost-link-ip', limit: 10, windowMs: 60 * 60_000 }
const PER_EMAIL = { name: 'election-lost-link-email', limit: 3, windowMs: 60 * 60_000 }

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Ask for a new voting link')
    await enforceRateLimit(context.db, PER_IP, ipSubject(context.hashKey, context.clientIp))
    const { email } = await parseJson(request, LostLinkSchema)
    await enforceRateLimit(context.db, PER_EMAIL, ipSubject(context.hashKey, email))
    const { db, logger } = context
    // A Spanish page asks in Spanish: the mail goes in the page's language unless the owner reads Spanish.
    const locale = localeOfRequest(request)
    const t = translator(locale, 'vote')
    const mail = mailContext(context)
    const queued = runInBackground({
      run: async () => {
        const sent = await reissueLinks(db, email, mail, locale)
        if (sent) logger.info({ messages: sent }, 'voting links reissued')
      },
      onError: (error) => logger.error({ err: error }, 'a lost-link request failed'),
    })
    if (!queued) throw new AppError('busy', 503, t('lost.busy'), { retryAfterSeconds: 120 })
    return Response.json({ message: t('lost.answer') }, { headers: { 'Cache-Control': 'no-store' } })
  }, request)
}

export const loader = wrongMethod('Ask for a new voting link', 'POST')
