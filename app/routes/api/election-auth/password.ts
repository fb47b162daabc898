import { hitRateLimit } from '~/features/rate-limit/rate-limit.server'
import { changeOwnPassword, PASSWORD_CHANGE_THROTTLE } from '~/features/staff/account.server'
import { requireStaffSession } from '~/features/staff/auth.server'
import { tooManyLoginAttempts } from '~/features/staff/login.server'
import { ChangePasswordSchema } from '~/features/staff/schemas'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, parseJson } from '~/lib/http.server'
import type { Route } from './+types/password'

// POST { currentPassword, newPassword } with the bearer token -> 200 { user }. Other devices are signed out.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Change your password with a POST request.')
    const session = await requireStaffSession(request, context.db, {
      role: 'board',
      allowPendingPasswordChange: true,
    })
    const input = await parseJson(request, ChangePasswordSchema)
    const budget = await hitRateLimit(context.db, PASSWORD_CHANGE_THROTTLE, session.user.id)
    if (!budget.allowed)
      throw tooManyLoginAttempts(PASSWORD_CHANGE_THROTTLE, budget.retryAfterSeconds, 'password')
    const user = await changeOwnPassword(context.db, session, input)
    context.logger.info({ staffUserId: user.id }, 'staff password changed')
    return Response.json({ user }, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Change your password with a POST request.'),
  )
}
