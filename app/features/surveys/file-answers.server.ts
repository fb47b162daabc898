import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { surveyFiles, surveyResponses } from '~/db/schema'
import { isUuid } from '~/lib/ids'
import { CONTENT_TYPES, detectUpload, safeFileName, type UploadKind } from '~/lib/uploads.server'
import { requireSurvey, type Actor } from './access.server'
import { FILE_KIND_CONTENTS, FILE_MAX_BYTES, acceptedKinds, wrongKindMessage } from './file-kinds'
import type { AttachedFile } from './file-answers'
import type { Answers, FileAnswer, Question } from './types'
import type { SurveyT } from './words'
import { surveyWords } from './words.server'

// Files sent with a response: each checked by its content against its question's kinds, named, and stored
// in the response's own transaction, so a response and its files are kept, or refused, together.

/** A file as sent for a question: the question's id, the name the browser gave, the bytes. */
export type SurveyUpload = { questionId: string; fileName: string; bytes: Buffer }

export type CheckedFile = { questionId: string; answer: Required<FileAnswer>; bytes: Buffer }

/** The staff page lists this many files at most; the CSV names every one. */
const FILE_LIST_LIMIT = 500

const NOT_A_FILE_QUESTION = 'This question does not take a file.'

function checkFile(
  t: SurveyT,
  question: Question,
  upload: SurveyUpload,
): { kind: UploadKind } | { error: string } {
  if (upload.bytes.length === 0) return { error: t('file.empty') }
  if (upload.bytes.length > FILE_MAX_BYTES) return { error: t('file.tooLarge') }
  const kind = detectUpload(upload.fileName, upload.bytes)
  const allowed = acceptedKinds(question.fileKinds).flatMap((k) => FILE_KIND_CONTENTS[k])
  return kind && allowed.includes(kind) ? { kind } : { error: wrongKindMessage(t, question.fileKinds) }
}

/**
 * The answers with each file question's answer taken from its upload (a value sent in its place counts
 * for nothing), the files to store, and a sentence per refused file. An anonymous survey keeps a neutral
 * name (`answer-3.pdf`, after the question's number) rather than the one the file had on the phone.
 */
export function applyUploads(
  questions: Question[],
  answers: Record<string, unknown>,
  uploads: SurveyUpload[],
  anonymous: boolean,
  t: SurveyT = surveyWords(),
): { answers: Record<string, unknown>; files: CheckedFile[]; fieldErrors: Record<string, string[]> } {
  const out = { ...answers }
  const files: CheckedFile[] = []
  const fieldErrors: Record<string, string[]> = {}
  for (const question of questions) if (question.type === 'file') delete out[question.id]
  for (const upload of uploads) {
    const index = questions.findIndex((q) => q.id === upload.questionId)
    const question = questions[index]
    if (!question || question.type !== 'file') {
      fieldErrors[upload.questionId] = [NOT_A_FILE_QUESTION]
      continue
    }
    const checked = checkFile(t, question, upload)
    if ('error' in checked) {
      fieldErrors[question.id] = [checked.error]
      continue
    }
    const { kind } = checked
    const name = anonymous ? `answer-${index + 1}.${kind}` : safeFileName(upload.fileName)
    const answer = { id: randomUUID(), file: name, kind, size: upload.bytes.length }
    out[question.id] = answer
    files.push({ questionId: question.id, answer, bytes: upload.bytes })
  }
  return { answers: out, files, fieldErrors }
}

/** Stores the files whose answers were kept; call in the response's transaction. */
export async function saveSurveyFiles(
  tx: DbOrTransaction,
  response: { surveyId: string; id: string },
  files: CheckedFile[],
  kept: Answers,
) {
  const rows = files.filter((f) => (kept[f.questionId] as FileAnswer | undefined)?.id === f.answer.id)
  if (!rows.length) return
  await tx.insert(surveyFiles).values(
    rows.map((f) => ({
      id: f.answer.id,
      surveyId: response.surveyId,
      responseId: response.id,
      questionId: f.questionId,
      fileName: f.answer.file,
      kind: f.answer.kind,
      sizeBytes: f.answer.size,
      bytes: f.bytes,
    })),
  )
}

/**
 * One attached file for a staff download, or null when there is none or the actor may not read the
 * survey: either way the caller answers 404.
 */
export async function getSurveyFile(
  db: DbOrTransaction,
  actor: Actor,
  surveyId: string | undefined,
  fileId: string | undefined,
) {
  const survey = await requireSurvey(db, actor, surveyId)
  if (!isUuid(fileId)) return null
  const [row] = await db
    .select()
    .from(surveyFiles)
    .where(and(eq(surveyFiles.id, fileId), eq(surveyFiles.surveyId, survey.id)))
  if (!row) return null
  return { ...row, contentType: CONTENT_TYPES[row.kind as UploadKind] ?? 'application/octet-stream' }
}

/** The newest files attached to a survey's responses, without their bytes (staff; board for its own). */
export async function listSurveyFiles(
  db: DbOrTransaction,
  actor: Actor,
  surveyId: string | undefined,
): Promise<AttachedFile[]> {
  const survey = await requireSurvey(db, actor, surveyId)
  return db
    .select({
      id: surveyFiles.id,
      questionId: surveyFiles.questionId,
      fileName: surveyFiles.fileName,
      kind: surveyFiles.kind,
      sizeBytes: surveyFiles.sizeBytes,
      day: surveyResponses.submittedOn,
    })
    .from(surveyFiles)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyFiles.responseId))
    .where(eq(surveyFiles.surveyId, survey.id))
    .orderBy(desc(surveyResponses.submittedOn), surveyFiles.fileName)
    .limit(FILE_LIST_LIMIT)
}
