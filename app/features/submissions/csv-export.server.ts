import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { submissionFiles } from '~/db/schema'
import { validate } from '~/lib/http.server'
import { toCsv } from '~/lib/csv'
import { utahIsoTime, utahToday } from '~/lib/dates'
import { selectForExport } from './inbox.server'
import { ExportQuerySchema } from './inbox-schemas'
import { STATUS_LABELS, type SubmissionType } from './kinds'
import { SUBMISSION_COLUMNS, type SubmissionRow } from './submission-fields.server'

// The spreadsheet of one kind: every column staff read on the detail page, plus the reference, the
// status, when it came in (Utah time) and the names of any uploaded files.

export type CsvExport = { fileName: string; csv: string; rows: number }

export async function exportSubmissionsCsv(
  db: Database,
  type: SubmissionType,
  query: unknown = {},
): Promise<CsvExport> {
  const filters = validate(ExportQuerySchema, query)
  const rows = await selectForExport(db, type, filters)
  const fileNames = await filesBySubmission(
    db,
    type,
    rows.map((r) => (r as { id: string }).id),
  )
  const columns = SUBMISSION_COLUMNS[type] as Array<{
    label: string
    value: (r: SubmissionRow<typeof type>) => string
    csv?: (r: SubmissionRow<typeof type>) => string
  }>
  const header = ['Reference', 'Status', 'Received (Utah time)', ...columns.map((c) => c.label), 'Files']
  const body = rows.map((row) => {
    const common = row as {
      id: string
      reference: string
      status: keyof typeof STATUS_LABELS
      createdAt: Date
    }
    return [
      common.reference,
      STATUS_LABELS[common.status],
      utahIsoTime(common.createdAt),
      ...columns.map((c) => (c.csv ?? c.value)(row)),
      (fileNames.get(common.id) ?? []).join('\n'),
    ]
  })
  const stamp = utahToday()
  return { fileName: `${type}-submissions-${stamp}.csv`, csv: toCsv(header, body), rows: rows.length }
}

async function filesBySubmission(db: Database, type: SubmissionType, ids: string[]) {
  const names = new Map<string, string[]>()
  if (ids.length === 0) return names
  const files = await db
    .select({ submissionId: submissionFiles.submissionId, fileName: submissionFiles.fileName })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionType, type), inArray(submissionFiles.submissionId, ids)))
    .orderBy(asc(submissionFiles.createdAt))
  for (const f of files) names.set(f.submissionId, [...(names.get(f.submissionId) ?? []), f.fileName])
  return names
}
