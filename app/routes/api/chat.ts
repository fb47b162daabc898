import { answerChat } from '~/features/chat/assistant'
import { ChatQuestionSchema } from '~/features/chat/schemas'
import { answerLawQuestion } from '~/features/law/answer.server'
import { enforceRateLimit, ipSubject } from '~/features/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import { utahToday } from '~/lib/dates'
import { appErrorResponse, handleApi, readJson, validate } from '~/lib/http.server'
import type { Route } from './+types/chat'

/** A person chats a few lines a minute; a law question also runs a search (and perhaps a paid model call). */
export const CHAT_RATE_LIMIT = { name: 'chat', limit: 60, windowMs: 15 * 60 * 1000 }

// The built-in chat assistant (DESIGN.md "Chat"): POST { message } -> { intent, reply, links?, suggestions? }.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== 'POST')
      throw new AppError('method_not_allowed', 405, 'Send your message with a POST request.')
    await enforceRateLimit(context.db, CHAT_RATE_LIMIT, ipSubject(context.hashKey, context.clientIp))
    const { message } = validate(ChatQuestionSchema, await readJson(request))
    const reply = await answerChat(message, {
      today: utahToday(),
      askLaw: (question, communityType) =>
        answerLawQuestion(
          context.db,
          { question, communityType },
          { llm: context.llm, logger: context.logger },
        ),
    })
    return Response.json(reply, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return appErrorResponse(
    new AppError('method_not_allowed', 405, 'Send your message with a POST request of { message }.'),
  )
}
