import { requireStaff } from '~/features/staff/auth.server'
import { SetStaffUserActiveSchema } from '~/features/staff/schemas'
import { setStaffUserActive } from '~/features/staff/user-admin.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/user-active'

// POST { active: boolean } -> { user }. Deactivating signs the account out everywhere. Admins only.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Activate or deactivate an account')
    const admin = await requireStaff(request, context.db, { role: 'admin' })
    const { active } = await parseJson(request, SetStaffUserActiveSchema)
    const user = await setStaffUserActive(context.db, admin, params.id, active)
    context.logger.info({ staffUserId: admin.id, changedId: user.id, active }, 'staff account activation')
    return staffJson({ user })
  })
}

export const loader = wrongMethod('Activate or deactivate an account', 'POST')
