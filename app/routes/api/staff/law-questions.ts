import { lawQuestionsPage } from '~/features/law/questions.server'
import { requireStaff } from '~/features/staff/auth.server'
import { handleApi } from '~/lib/http.server'
import { queryOf, staffJson, wrongMethod } from './staff-api.server'
import type { Route } from './+types/law-questions'

// GET ?limit=&before= -> { questions, nextBefore }: what visitors asked the law assistant, newest first.
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaff(request, context.db)
    return staffJson(await lawQuestionsPage(context.db, queryOf(request)))
  })
}

export const action = wrongMethod('Read the law questions', 'GET')
