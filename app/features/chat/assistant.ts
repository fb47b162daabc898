import { impliedCommunityType, matchIntent } from './intents'
import { lawReply, replyFor, type ChatLawAnswer } from './replies'
import type { ChatReply } from './schemas'

type CommunityType = ReturnType<typeof impliedCommunityType>

export type AssistantDeps = {
  /** Today in Utah (YYYY-MM-DD), for upcoming closures. */
  today: string
  /** The law assistant, handed in by the route (features do not import each other). */
  askLaw: (question: string, communityType: CommunityType) => Promise<ChatLawAnswer>
}

/** The law assistant needs at least this much of a question (its own minimum). */
const LAW_QUESTION_MIN_LENGTH = 10

/** Answers one chat line from the site's content, or from the law assistant for a Utah law question. */
export async function answerChat(message: string, deps: AssistantDeps): Promise<ChatReply> {
  const { intent } = matchIntent(message)
  if (intent !== 'law') return replyFor(intent, deps.today)
  if (message.trim().length < LAW_QUESTION_MIN_LENGTH) return replyFor('law-help', deps.today)
  return lawReply(await deps.askLaw(message.trim(), impliedCommunityType(message)))
}
