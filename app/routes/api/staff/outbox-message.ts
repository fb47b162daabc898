import { getOutboxMessage } from '~/features/mail/outbox.server'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/outbox-message'

// GET -> { message } with its text and HTML bodies.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    return staffJson({ message: await getOutboxMessage(context.db, params.id) })
  })
}

export const action = wrongMethod('Read a message', 'GET')
