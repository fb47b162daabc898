import { bearerToken, SIGN_IN_AGAIN_MESSAGE } from '~/features/staff/auth.server'
import { endSession } from '~/features/staff/sessions.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi } from '~/lib/http.server'
import type { Route } from './+types/logout'

// POST with the bearer token -> 204. Signing out twice, or with an expired token, is still a 204.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Sign out with a POST request.')
    const token = bearerToken(request)
    if (!token) throw new AppError('unauthenticated', 401, SIGN_IN_AGAIN_MESSAGE)
    await endSession(context.db, token)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Sign out with a POST request.'))
}
