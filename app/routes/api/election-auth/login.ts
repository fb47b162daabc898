import { login } from '~/features/staff/login.server'
import { LoginSchema } from '~/features/staff/schemas'
import { AppError, isAppError } from '~/lib/errors'
import { appErrorResponse, handleApi, parseJson } from '~/lib/http.server'
import { loginSucceeded, startLoginAttempt } from './login-throttle.server'
import { queueSignInCode } from './sign-in-code.server'
import type { Route } from './+types/login'

// POST { email, password, code? } -> 200 { token, expiresAt, user }; the client keeps the token as
// `election_token`. When a new address needs an emailed code as well: 403, or 401 for a code that does not
// sign in, with { code: 'email_code_required', message }, so the page shows the code field.
const noStore = { 'Cache-Control': 'no-store' }

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Sign in with a POST request.')
    const input = await parseJson(request, LoginSchema)
    const attempt = await startLoginAttempt(context, input.email)
    const session = await login(
      context.db,
      input,
      { userAgent: request.headers.get('user-agent'), ipHash: attempt.ipHash },
      attempt.needsEmailCode
        ? { emailCode: { hashKey: context.hashKey, send: (account) => queueSignInCode(context, account) } }
        : {},
    ).catch((error: unknown) => {
      if (!isAppError(error) || error.code !== 'email_code_required') throw error
      return Response.json(
        { code: error.code, message: error.message },
        { status: error.status, headers: noStore },
      )
    })
    if (session instanceof Response) return session
    await loginSucceeded(context, attempt)
    context.logger.info({ staffUserId: session.user.id }, 'staff sign-in')
    return Response.json(session, { headers: noStore })
  })
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Sign in with a POST request.'))
}
