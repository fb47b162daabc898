import { countOutbox, listOutbox } from '~/features/mail/outbox.server'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi } from '~/lib/http.server'
import { queryOf, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/outbox'

// GET ?status=&page=&pageSize= -> { messages, total, page, pageSize, pageCount, counts }
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    const [page, counts] = await Promise.all([
      listOutbox(context.db, queryOf(request)),
      countOutbox(context.db),
    ])
    return staffJson({ ...page, counts })
  })
}

export const action = wrongMethod('Read the outbox', 'GET')
