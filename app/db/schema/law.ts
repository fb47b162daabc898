import { sql, type SQL } from 'drizzle-orm'
import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const lawTextStatuses = ['complete', 'partial', 'none'] as const
export type LawTextStatus = (typeof lawTextStatuses)[number]

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * One section of the Utah Code in the law assistant's corpus (corpus/utah-law). Sections whose text is
 * not held (`text_status` none) are kept by number and title so a question can still be pointed at them.
 */
export const lawSections = pgTable(
  'law_sections',
  {
    section: text('section').primaryKey(),
    /** `57-8a`, `57-8`, `16-6a`, `57-1`: what the association type steers on. */
    chapterCode: text('chapter_code').notNull(),
    chapterName: text('chapter_name').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    body: text('body').notNull().default(''),
    textStatus: text('text_status', { enum: lawTextStatuses }).notNull(),
    version: text('version'),
    history: text('history'),
    /** The date our text took effect (ISO), when known; see app/features/law/currency.ts. */
    effective: text('effective'),
    /** Our copy may be superseded (an old snapshot, or a later version whose text is not held). */
    stale: boolean('stale').notNull().default(false),
    copyYear: integer('copy_year'),
    staleNote: text('stale_note'),
    /**
     * Section number and catchline weigh A, the chapter name C, the statute text D, so a question's
     * words in a title count more than the same words deep in a long section.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', replace(section, '-', ' ')), 'A') || setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', chapter_name), 'C') || setweight(to_tsvector('english', body), 'D')`,
      ),
  },
  (table) => [index('law_sections_search_idx').using('gin', table.search)],
)

/** Which version of the corpus files is loaded, so a start only reloads when they changed. */
export const lawCorpusState = pgTable('law_corpus_state', {
  name: text('name').primaryKey(),
  contentHash: text('content_hash').notNull(),
  sectionCount: integer('section_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every question asked of the law assistant, for staff review (privacy policy, "law-assistant"). */
export const lawQuestions = pgTable(
  'law_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    question: text('question').notNull(),
    communityType: text('community_type').notNull(),
    answer: text('answer').notNull(),
    /** The ranked sections the answer drew on, best first (empty when nothing matched). */
    topSections: text('top_sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    llmAnswered: boolean('llm_answered').notNull(),
    outOfCorpus: boolean('out_of_corpus').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('law_questions_created_at_idx').on(table.createdAt)],
)
