import { PIPEABLE_TYPES, pipedIds, strayTokens } from './piping'
import type { Question, QuestionType } from './types'

// The rules a survey's piped answers keep on save (piping.ts reads the tokens): each names an earlier
// question of this survey whose answer reads as words, and nothing else between double braces is left.
// Moving a question above the one it feeds, or deleting it, breaks the first rule and is refused.

type Errors = Record<string, string[]>
/** What the rules read of a question: the builder's form state has these too. */
type Piped = Pick<Question, 'id' | 'type' | 'prompt' | 'help' | 'translations'>

const FIELDS = ['prompt', 'help'] as const

/** The kinds whose answers are too long or too many parts to read inside a sentence. */
const UNPIPEABLE: Partial<Record<QuestionType, string>> = {
  long_text: 'a long-text',
  ranking: 'a ranking',
  matrix: 'a grid',
}

function problemsOf(text: string | null, index: number, questions: Piped[]): string[] {
  const here = `Question ${index + 1}`
  const problems = strayTokens(text).map(
    (token) =>
      `${here} has “${token}”, which names no question of this survey. Write {{Q}} with the number of an earlier question, e.g. {{Q1}}, or choose one under “Insert an earlier answer”.`,
  )
  for (const id of pipedIds(text)) {
    const at = questions.findIndex((q) => q.id === id)
    const source = questions[at]
    if (!source) problems.push(`${here} uses the answer to a question that is no longer in this survey.`)
    else if (at === index) problems.push(`${here} cannot use its own answer.`)
    else if (at > index) problems.push(`${here} uses the answer to question ${at + 1}, which comes after it.`)
    else if (!PIPEABLE_TYPES.has(source.type))
      problems.push(
        `${here} uses the answer to question ${at + 1}, ${UNPIPEABLE[source.type] ?? 'a'} question, whose answer cannot be shown in a sentence.`,
      )
  }
  return problems
}

/** The problems of every question's piped answers, keyed `questions.<index>.prompt` or `.help`. */
export function checkPiping(questions: Piped[], errors: Errors) {
  questions.forEach((question, index) => {
    for (const field of FIELDS) {
      const problems = problemsOf(question[field], index, questions)
      if (problems.length) (errors[`questions.${index}.${field}`] ??= []).push(...problems)
      // The same rules for the text in other languages, keyed by its field (`translations.es.prompt`).
      for (const [locale, entry] of Object.entries(question.translations ?? {})) {
        const text = (entry as Record<string, unknown> | undefined)?.[field]
        if (typeof text !== 'string') continue
        const found = problemsOf(text, index, questions)
        if (found.length) (errors[`questions.${index}.translations.${locale}.${field}`] ??= []).push(...found)
      }
    }
  })
}
