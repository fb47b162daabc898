import { CONTROL_CHARACTERS } from '~/lib/control-characters'
import { acceptAttribute, FILE_MAX_BYTES, wrongKindMessage } from './file-kinds'
import type { AnswerValue, FileAnswer, Question } from './types'
import type { SurveyT } from './words'

// A file question's answer as the page and the server both check it: the name and size of the chosen
// file. The page can judge only the name; the server judges the content (file-answers.server.ts) before
// this check sees the answer.

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as FileAnswer).file === 'string' &&
  typeof (value as FileAnswer).size === 'number'

/** The chosen file's name has one of the accepted extensions. */
const hasAcceptedName = (question: Question, name: string) => {
  const extension = /\.[a-z0-9]+$/i.exec(name)?.[0]?.toLowerCase()
  return (
    Boolean(extension) &&
    acceptAttribute(question.fileKinds)
      .split(',')
      .includes(extension ?? '')
  )
}

export function checkFileAnswer(
  t: SurveyT,
  question: Question,
  value: unknown,
): { value: AnswerValue } | { error: string } {
  if (!isFileAnswer(value) || CONTROL_CHARACTERS.test(value.file) || value.file.length > 255)
    return { error: wrongKindMessage(t, question.fileKinds) }
  if (value.size > FILE_MAX_BYTES) return { error: t('file.tooLarge') }
  if (value.size <= 0) return { error: t('file.empty') }
  if (!hasAcceptedName(question, value.file)) return { error: wrongKindMessage(t, question.fileKinds) }
  const { file, size, kind, id } = value
  return { value: kind && id ? { id, file, kind, size } : { file, size } }
}

/** The answer a chosen file stands for until it is sent. */
export const pendingFile = (file: { name: string; size: number }): FileAnswer => ({
  file: file.name,
  size: file.size,
})

/** A row of GET /api/surveys/:surveyId/files: an attached file without its bytes. */
export type AttachedFile = {
  id: string
  questionId: string
  fileName: string
  kind: string
  sizeBytes: number
  /** The Utah day of its response (the only time an anonymous response keeps). */
  day: string
}
