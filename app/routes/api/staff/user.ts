import { requireStaff } from '~/features/staff/auth.server'
import { UpdateStaffUserSchema } from '~/features/staff/schemas'
import { updateStaffUser } from '~/features/staff/user-admin.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/user'

// PATCH { name?, role? } -> { user }. Admins only.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'PATCH', 'Change a staff account')
    const admin = await requireStaff(request, context.db, { role: 'admin' })
    const input = await parseJson(request, UpdateStaffUserSchema)
    const user = await updateStaffUser(context.db, admin, params.id, input)
    context.logger.info({ staffUserId: admin.id, changedId: user.id }, 'staff account changed')
    return staffJson({ user })
  })
}

export const loader = wrongMethod('Change a staff account', 'PATCH')
