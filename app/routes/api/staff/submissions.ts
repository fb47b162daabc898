import { requireStaff } from '~/features/staff/auth.server'
import { listInbox } from '~/features/submissions/inbox.server'
import { handleApi } from '~/lib/http.server'
import { queryOf, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/submissions'

// GET ?type=&status=&from=&to=&q=&page=&pageSize= -> { items, total, page, pageSize, pageCount, counts }
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    return staffJson(await listInbox(context.db, queryOf(request)))
  })
}

export const action = wrongMethod('Read the inbox', 'GET')
