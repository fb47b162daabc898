import { outboxMailer } from '../outbox-mailer.server'
import type { AppLoadContext } from 'react-router'
import { enforceRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { bearerToken, requireStaff } from '~/features/staff/auth.server'
import type { Actor } from '~/features/surveys/access.server'
import { mailedLinkRef } from '~/features/surveys/mailed-links.server'
import type { MailContext, Mailer, SurveyMail } from '~/features/surveys/messages'

// Pieces the /api/surveys routes share. Board accounts are let in; the survey services keep each to its
// own communities, read-only (decision 0010).

export async function surveyActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const user = await requireStaff(request, context.db, { role: 'board' })
  return { id: user.id, name: user.name, role: user.role }
}

/** Staff or board with a bearer, else nobody: a stale staff token must not hide what the public may see. */
export async function optionalActor(request: Request, context: AppLoadContext): Promise<Actor | undefined> {
  if (!bearerToken(request)) return undefined
  return surveyActor(request, context).catch(() => undefined)
}

/** The survey services send through the outbox, in their own transaction. */
export const surveyMailer: Mailer = outboxMailer<SurveyMail>('survey', (message) => message.surveyId, {
  label: 'survey link',
  ref: (message) => mailedLinkRef(message.surveyId, message.link),
})

/** Links in survey emails use the configured origin, never the request's Host header (decision 0011). */
export const mailContext = (context: AppLoadContext): MailContext => ({
  mailer: surveyMailer,
  origin: context.publicOrigin,
})

/** The same per-address limit as the other public forms (FORM_RATE_LIMIT_PER_HOUR). */
export async function enforceSurveyFormLimit(context: AppLoadContext) {
  await enforceRateLimit(
    context.db,
    { name: 'form-survey', limit: context.formRateLimitPerHour, windowMs: 60 * 60 * 1000 },
    ipSubject(context.hashKey, context.clientIp),
  )
}

export const BROWSER_HEADER = 'x-survey-browser'
export const BROWSER_COOKIE = 'survey_browser'
export const BROWSER_ID = /^[A-Za-z0-9_-]{16,100}$/

/**
 * The browser's own random id, for "one response per browser" on an open link: the X-Survey-Browser
 * header when the page sends one, else the cookie this API set on an earlier answer. Only a keyed hash of
 * it is stored, in a table of its own.
 */
export function browserIdOf(request: Request): string | undefined {
  const header = request.headers.get(BROWSER_HEADER) ?? undefined
  if (header && BROWSER_ID.test(header)) return header
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === BROWSER_COOKIE)?.[1]
  return cookie && BROWSER_ID.test(cookie) ? cookie : undefined
}

/** Sets the browser id cookie for a year, sent with the survey pages and the API, never readable by scripts. */
export function browserCookie(id: string, secure: boolean): string {
  const parts = [`${BROWSER_COOKIE}=${id}`, 'Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export const noStore = { 'Cache-Control': 'no-store' }
