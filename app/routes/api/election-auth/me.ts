import { requireStaff } from '~/features/staff/auth.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi } from '~/lib/http.server'
import type { Route } from './+types/me'

// GET with the bearer token -> { user }, or 401 when the session is missing, expired or ended.
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireStaff(request, context.db, { role: 'board', allowPendingPasswordChange: true })
    return Response.json({ user }, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function action() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Read your account with a GET request.'))
}
