import { requireStaff } from '~/features/staff/auth.server'
import { ResetStaffPasswordSchema } from '~/features/staff/schemas'
import { resetStaffUserPassword } from '~/features/staff/user-admin.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/user-password'

// POST { password? } -> { password, generated }: shown to the admin once; the colleague must replace it.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Reset a password')
    const admin = await requireStaff(request, context.db, { role: 'admin' })
    const input = await parseJson(request, ResetStaffPasswordSchema)
    const result = await resetStaffUserPassword(context.db, admin, params.id, input)
    context.logger.info({ staffUserId: admin.id, resetId: params.id }, 'staff password reset')
    return staffJson(result)
  })
}

export const loader = wrongMethod('Reset a password', 'POST')
