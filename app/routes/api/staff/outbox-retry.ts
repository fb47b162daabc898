import { retryOutboxMessage } from '~/features/mail/outbox.server'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/outbox-retry'

// POST -> { message }: a failed or waiting message is due at once; 409 when it was sent or is sending.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Retry a message')
    const user = await requireStaff(request, context.db)
    const message = await retryOutboxMessage(context.db, params.id)
    context.logger.info({ staffUserId: user.id, outboxId: message.id }, 'outbox retry requested')
    return staffJson({ message })
  })
}

export const loader = wrongMethod('Retry a message', 'POST')
