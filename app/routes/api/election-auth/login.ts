import { hitRateLimit, ipSubject, type RateLimitRule } from '~/features/rate-limit/rate-limit.server'
import {
  LOGIN_THROTTLE,
  login,
  loginAttemptSubject,
  tooManyLoginAttempts,
} from '~/features/staff/login.server'
import { LoginSchema } from '~/features/staff/schemas'
import type { Database } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, parseJson } from '~/lib/http.server'
import type { Route } from './+types/login'

async function throttle(db: Database, rule: RateLimitRule, subject: string) {
  const result = await hitRateLimit(db, rule, subject)
  if (!result.allowed) throw tooManyLoginAttempts(result.retryAfterSeconds)
}

// POST { email, password } -> 200 { token, expiresAt, user }; the client keeps the token as `election_token`.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Sign in with a POST request.')
    const input = await parseJson(request, LoginSchema)
    const ip = ipSubject(context.hashKey, context.clientIp)
    // Both budgets are spent before the password is checked, so a guess past the limit is never tried.
    await throttle(context.db, LOGIN_THROTTLE.perIp, ip)
    await throttle(
      context.db,
      LOGIN_THROTTLE.perAccount,
      await loginAttemptSubject(context.db, context.hashKey, input.email),
    )
    const session = await login(context.db, input, {
      userAgent: request.headers.get('user-agent'),
      ipHash: ip,
    })
    context.logger.info({ staffUserId: session.user.id }, 'staff sign-in')
    return Response.json(session, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Sign in with a POST request.'))
}
