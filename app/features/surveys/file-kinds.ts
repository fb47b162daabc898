import { joinWords, type SurveyT } from './words'
// The kinds of file a survey's file question may accept, as the author picks them ("Word" covers both
// .doc and .docx). Browser-safe: the builder shows them, the page builds its picker's `accept` and hint
// from them; the server checks the content against them (file-answers.server.ts).

export const FILE_KINDS = ['pdf', 'jpg', 'png', 'heic', 'word', 'excel'] as const
export type FileKind = (typeof FILE_KINDS)[number]

export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  jpg: 'JPEG',
  png: 'PNG',
  heic: 'HEIC',
  word: 'Word',
  excel: 'Excel',
}

/** The content kinds (app/lib/uploads.server.ts) each choice lets through. */
export const FILE_KIND_CONTENTS: Record<FileKind, ReadonlyArray<string>> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  png: ['png'],
  heic: ['heic'],
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx'],
}

const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['.pdf'],
  jpg: ['.jpg', '.jpeg'],
  png: ['.png'],
  heic: ['.heic', '.heif'],
  word: ['.doc', '.docx'],
  excel: ['.xls', '.xlsx'],
}

/** One file per question, at most this size: the quote and rental forms' limit. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024

/** The kinds a question accepts, in the fixed order; PDF when none is recorded. */
export const acceptedKinds = (kinds: readonly FileKind[] | undefined): FileKind[] =>
  kinds?.length ? FILE_KINDS.filter((kind) => kinds.includes(kind)) : ['pdf']

/** "PDF, JPEG or PNG" (staff read it in English; a respondent in their language through `t`). */
export function kindList(kinds: readonly FileKind[] | undefined, t?: SurveyT): string {
  const labels = acceptedKinds(kinds).map((kind) => FILE_KIND_LABELS[kind])
  if (t) return joinWords(t, labels, 'words.or')
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '')
}

/** For the picker's `accept` attribute. */
export const acceptAttribute = (kinds: readonly FileKind[] | undefined) =>
  acceptedKinds(kinds)
    .flatMap((kind) => EXTENSIONS[kind])
    .join(',')

export const wrongKindMessage = (t: SurveyT, kinds: readonly FileKind[] | undefined) =>
  t('file.wrongKind', { kinds: kindList(kinds, t) })

/** A response's body holds every file at once, so a survey asks for only a few. */
export const MAX_FILE_QUESTIONS = 3

/** A survey's file questions keep to the rules: at least one kind each, at most three of them. */
export function fileQuestionErrors(
  questions: ReadonlyArray<{ type: string; fileKinds?: readonly FileKind[] }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  let count = 0
  questions.forEach((q, index) => {
    if (q.type !== 'file') return
    if (!q.fileKinds?.length) errors[`questions.${index}.fileKinds`] = ['Accept at least one kind of file.']
    if (++count > MAX_FILE_QUESTIONS)
      errors[`questions.${index}.type`] = [`A survey can ask for at most ${MAX_FILE_QUESTIONS} files.`]
  })
  return errors
}
