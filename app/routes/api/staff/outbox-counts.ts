import { countOutbox } from '~/features/mail/outbox.server'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi } from '~/lib/http.server'
import { staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/outbox-counts'

// GET -> { counts: { waiting, sending, sent, failed } }
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    return staffJson({ counts: await countOutbox(context.db) })
  })
}

export const action = wrongMethod('Read the outbox counts', 'GET')
