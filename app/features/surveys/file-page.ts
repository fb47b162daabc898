import { isFileAnswer, pendingFile } from './file-answers'
import type { QuestionErrors } from './respond-steps'
import type { Answers, Question } from './types'
import type { SurveyT } from './words'

// File questions on the page posted without JavaScript: a sent file stands as its question's answer for
// the page's own checks; when the page comes back (an answer to fix, a ranking moved) the browser has
// dropped the file, so its answer is left out and the question asks for it again.

/** The answers with each sent file's name and size as its question's answer. */
export function withUploads(
  answers: Answers,
  uploads: ReadonlyArray<{ questionId: string; fileName: string; bytes: { length: number } }>,
): Answers {
  const out = { ...answers }
  for (const u of uploads) out[u.questionId] = pendingFile({ name: u.fileName, size: u.bytes.length })
  return out
}

/** What the page shows again: no file answers, and a word at each file question whose file was sent. */
export function pageAgain(
  t: SurveyT,
  questions: Question[],
  answers: Answers,
  errors: QuestionErrors,
): { answers: Answers; errors: QuestionErrors } {
  const kept: Answers = {}
  const more: QuestionErrors = {}
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.find((q) => q.id === id)
    if (question?.type !== 'file') kept[id] = value
    else if (isFileAnswer(value) && !errors[id]) more[id] = t('file.chooseAgain')
  }
  return { answers: kept, errors: { ...errors, ...more } }
}
