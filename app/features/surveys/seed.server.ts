import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { surveys } from '~/db/schema'
import { saveQuestions } from './questions.server'
import { SURVEY_2025, SURVEY_2025_SLUG } from './seed-2025'

// Differs from the migration (727184001), first-admin (727184002), law corpus (727184003) and blog
// (727184004) locks.
const SURVEY_SEED_LOCK_ID = 727_184_005

/**
 * Publishes the 2025 community survey when no survey has its slug (issue 13); once it exists, staff
 * changes are never undone by a restart. Instances starting together take turns under an advisory lock.
 */
export async function ensureSurvey2025(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SURVEY_SEED_LOCK_ID})`)
    const [existing] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.slug, SURVEY_2025_SLUG))
    if (existing) return { seeded: false }
    const { questions, ...fields } = SURVEY_2025
    const now = new Date()
    const [row] = await tx
      .insert(surveys)
      .values({
        ...fields,
        status: 'published',
        audience: 'open',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: surveys.id })
    await saveQuestions(tx, row!.id, questions)
    return { seeded: true }
  })
}
