import { valueWords } from './respond-steps'
import type { Jump, Question } from './types'
import type { SurveyT } from './words'

// The jumps in words. Without JavaScript every question is on one page, so a question that a jump may
// skip, or that comes after one that may end the survey, needs to say so where the respondent reads it;
// staff read each question's jumps in the console. Question numbers count every question from 1.

const either = (words: string[]) => words.join(' or ')

/** The question's jumps grouped by where they lead, in the order first named. */
function byTarget(question: Question, t?: SurveyT): Map<Jump['to'], string[]> {
  const groups = new Map<Jump['to'], string[]>()
  for (const jump of question.jumps ?? []) {
    const words = valueWords(question, jump.value, t)
    groups.set(jump.to, [...(groups.get(jump.to) ?? []), words])
  }
  return groups
}

/**
 * The notes keyed by question id: on the first question a jump may skip, "Skip questions 4 to 6 if you
 * answered “Renter” to question 2."; on a question that may end the survey, "If you answer “No”, you can
 * stop here and send your answers."
 */
export function jumpNotes(t: SurveyT, questions: Question[]): Map<string, string[]> {
  const notes = new Map<string, string[]>()
  const add = (id: string, note: string) => notes.set(id, [...(notes.get(id) ?? []), note])
  questions.forEach((question, index) => {
    for (const [to, words] of byTarget(question, t)) {
      const values = words.reduce((first, next) => t('note.any', { first, next }))
      if (to === 'end') {
        const lastOnPage = questions.findLastIndex((q) => q.page === question.page)
        add(
          question.id,
          lastOnPage > index
            ? t('note.endAfter', { values, number: lastOnPage + 1 })
            : t('note.endHere', { values }),
        )
        continue
      }
      const first = questions.findIndex((q) => q.page > question.page && q.page < to)
      if (first === -1) continue
      const last = questions.findLastIndex((q) => q.page < to)
      const skip = { values, first: first + 1, last: last + 1, number: index + 1 }
      add(questions[first]!.id, t(first === last ? 'note.skipOne' : 'note.skipMany', skip))
    }
  })
  return notes
}

/** For staff: "After this page: “Renter” skips to page 4; “No” ends the survey." */
export function jumpRuleText(question: Question): string | null {
  const groups = [...byTarget(question)]
  if (!groups.length) return null
  const parts = groups.map(([to, values]) =>
    to === 'end' ? `${either(values)} ends the survey` : `${either(values)} skips to page ${to + 1}`,
  )
  return `After this page: ${parts.join('; ')}.`
}
