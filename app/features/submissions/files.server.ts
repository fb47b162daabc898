import { createHash } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { submissionFiles } from '~/db/schema'
import { isUuid } from '~/lib/ids'
import { CONTENT_TYPES, safeFileName, type Upload, type UploadKind } from '~/lib/uploads.server'
import type { SubmissionType } from './kinds'

/** Stores checked uploads with their submission; call inside the submission's transaction. */
export async function saveFiles(
  db: DbOrTransaction,
  submission: { type: SubmissionType; id: string },
  uploads: Array<Upload & { kind: UploadKind }>,
) {
  if (uploads.length === 0) return []
  return db
    .insert(submissionFiles)
    .values(
      uploads.map((u) => ({
        submissionType: submission.type,
        submissionId: submission.id,
        field: u.field,
        fileName: safeFileName(u.fileName),
        contentType: CONTENT_TYPES[u.kind],
        sizeBytes: u.bytes.length,
        sha256: createHash('sha256').update(u.bytes).digest('hex'),
        content: u.bytes,
      })),
    )
    .returning({ id: submissionFiles.id, field: submissionFiles.field, fileName: submissionFiles.fileName })
}

/** One stored file with its bytes, for a staff download. */
export async function getFile(db: Database, fileId: string) {
  // Only a real UUID reaches the uuid column: 36 dashes passed a looser check and failed the cast, a 500.
  if (!isUuid(fileId)) return null
  const [row] = await db.select().from(submissionFiles).where(eq(submissionFiles.id, fileId))
  return row ?? null
}

/** The files of one submission, without their bytes. */
export async function listFiles(db: DbOrTransaction, type: SubmissionType, id: string) {
  return db
    .select({
      id: submissionFiles.id,
      field: submissionFiles.field,
      fileName: submissionFiles.fileName,
      contentType: submissionFiles.contentType,
      sizeBytes: submissionFiles.sizeBytes,
      createdAt: submissionFiles.createdAt,
    })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionType, type), eq(submissionFiles.submissionId, id)))
    .orderBy(asc(submissionFiles.createdAt), asc(submissionFiles.field))
}
