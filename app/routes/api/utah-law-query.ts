import { answerLawQuestion } from '~/features/law/answer.server'
import { LawQuerySchema } from '~/features/law/schemas'
import { enforceRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import { appErrorResponse, handleApi, readJson, validate } from '~/lib/http.server'
import type { Route } from './+types/utah-law-query'

/** Each question runs a search (and perhaps a paid model call): a person asks a few, a script many. */
export const LAW_QUERY_RATE_LIMIT = { name: 'law-query', limit: 30, windowMs: 15 * 60 * 1000 }

// Spec sections 3 and 7: POST { question, communityType } -> { answer, sources, disclaimer }.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Send your question with a POST request.')
    await enforceRateLimit(context.db, LAW_QUERY_RATE_LIMIT, ipSubject(context.hashKey, context.clientIp))
    const input = validate(LawQuerySchema, await readJson(request))
    const { answer, sources, disclaimer } = await answerLawQuestion(context.db, input, {
      llm: context.llm,
      logger: context.logger,
    })
    return Response.json({ answer, sources, disclaimer }, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(
    new AppError(
      'method_not_allowed',
      405,
      'Ask a question with a POST request of { question, communityType }.',
    ),
  )
}
