import { retryOutboxMessage } from '~/features/mail/outbox.server'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi } from '~/lib/http.server'
import { relinkAs } from './outbox-relink.server'
import { requireMethod, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/outbox-retry'

// POST -> { message }: a failed or waiting message is due at once; 409 when it was sent or is sending. A
// failed message whose voting or survey link was erased goes again with a new link (decision 0018).
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Retry a message')
    const user = await requireStaff(request, context.db)
    const message = await retryOutboxMessage(context.db, params.id, relinkAs(user, context.publicOrigin))
    context.logger.info({ staffUserId: user.id, outboxId: message.id }, 'outbox retry requested')
    return staffJson({ message })
  })
}

export const loader = wrongMethod('Retry a message', 'POST')
