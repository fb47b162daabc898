import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { surveyResponses, surveys } from './surveys'

// Files attached to survey answers ("Attach a photo of the damage"), kept in the database so a backup holds
// them. A file lives and dies with its response. No upload time is kept: the response's day is the only
// time, as an anonymous survey allows (decision 0012).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

export const surveyFiles = pgTable(
  'survey_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    /** As sent, made safe; in an anonymous survey a neutral name such as `answer-3.pdf`. */
    fileName: text('file_name').notNull(),
    /** What the content was found to be (app/lib/uploads.server.ts), e.g. `pdf`, `jpg`. */
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [index('survey_files_response_idx').on(table.responseId)],
)
