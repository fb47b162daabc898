import { login } from '~/features/staff/login.server'
import { LoginSchema } from '~/features/staff/schemas'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, parseJson } from '~/lib/http.server'
import { loginSucceeded, startLoginAttempt } from './login-throttle.server'
import type { Route } from './+types/login'

// POST { email, password } -> 200 { token, expiresAt, user }; the client keeps the token as `election_token`.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Sign in with a POST request.')
    const input = await parseJson(request, LoginSchema)
    const attempt = await startLoginAttempt(context, input.email)
    const session = await login(context.db, input, {
      userAgent: request.headers.get('user-agent'),
      ipHash: attempt.ipHash,
    })
    await loginSucceeded(context, attempt)
    context.logger.info({ staffUserId: session.user.id }, 'staff sign-in')
    return Response.json(session, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Sign in with a POST request.'))
}
