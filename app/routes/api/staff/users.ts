import { requireStaff } from '~/features/staff/auth.server'
import { CreateStaffUserSchema } from '~/features/staff/schemas'
import { createStaffUser, listStaffUsers } from '~/features/staff/user-admin.server'
import { handleApi, parseJson } from '~/lib/http.server'
import { requireMethod, staffJson } from './staff-api.server'
import type { Route } from './+types/users'

// Admins only (issue 4: "a manager can do everything but manage users").

// GET -> { users }
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const admin = await requireStaff(request, context.db, { role: 'admin' })
    return staffJson({ users: await listStaffUsers(context.db, admin) })
  })
}

// POST { email, name, role, password? } -> 201 { user, generatedPassword? } (shown to the admin once)
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Add a staff account')
    const admin = await requireStaff(request, context.db, { role: 'admin' })
    const input = await parseJson(request, CreateStaffUserSchema)
    const result = await createStaffUser(context.db, admin, input)
    context.logger.info({ staffUserId: admin.id, createdId: result.user.id }, 'staff account created')
    return staffJson(result, 201)
  })
}
