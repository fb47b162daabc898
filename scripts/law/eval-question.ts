import type { LawTopicId } from '~/content/law-topic-types'
import type { CommunityType } from '~/features/law/schemas'

// One evaluation question for `npm run law:eval`: the sections that govern it (checked against the
// corpus text in corpus/utah-law), and `topic`, the plain-language summary that must open the answer
// (null: no summary fits, so none may).

export type EvalQuestion = {
  question: string
  type: CommunityType
  topic: LawTopicId | null
  expected: string[]
}

export const q = (
  question: string,
  type: CommunityType,
  topic: LawTopicId | null,
  ...expected: string[]
): EvalQuestion => ({ question, type, topic, expected })
