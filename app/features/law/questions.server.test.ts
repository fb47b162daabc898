import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { AppError } from '~/lib/errors'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { lawQuestionsPage, recordLawQuestion } from './questions.server'

const t = setupTestDatabase()

async function ask(question: string, createdAt: string) {
  const row = await recordLawQuestion(t.db, {
    question,
    communityType: 'condominium',
    answer: `About ${question}`,
    topSections: ['57-8-7'],
    llmAnswered: false,
    outOfCorpus: false,
    durationMs: 12,
  })
  // Times straight in SQL, microseconds and all, as now() stores them.
  await t.db.execute(
    sql`update law_questions set created_at = ${createdAt}::timestamptz where id = ${row.id}`,
  )
}

describe('lawQuestionsPage', () => {
  test('pages newest first, and the cursor keeps rows that share a millisecond', async () => {
    await ask('first', '2026-11-20T10:00:00.123100Z')
    await ask('second', '2026-11-20T10:00:00.123200Z')
    await ask('third', '2026-11-20T10:00:00.123300Z')
    const one = await lawQuestionsPage(t.db, { limit: '2' })
    expect(one.questions.map((q) => q.question)).toEqual(['third', 'second'])
    expect(one.questions[0]!.createdAt).toBe('2026-11-20T10:00:00.123Z')
    expect(one.nextBefore).toBe('2026-11-20T10:00:00.123200Z')
    const two = await lawQuestionsPage(t.db, { limit: '2', before: one.nextBefore })
    expect(two.questions.map((q) => q.question)).toEqual(['first'])
    expect(two.nextBefore).toBeNull()
  })

  test('a page exactly as long as the rest says there is nothing older', async () => {
    await ask('only', '2026-11-20T10:00:00Z')
    expect(await lawQuestionsPage(t.db, { limit: '1' })).toMatchObject({ nextBefore: null })
    expect((await lawQuestionsPage(t.db, {})).questions).toHaveLength(1)
  })

  test.each([
    ['0000-12-31T23:59:59.999Z'],
    ['+275760-09-13T00:00:00.000Z'],
    ['2026-02-31T00:00:00Z'],
    ['2026-11-20T24:00:00Z'],
    ['2026-11-20T10:00:60Z'],
    ['2026-11-20T10:00:00+07:00'],
    ['yesterday'],
  ])('refuses before=%s with a 422 and a sentence', async (before) => {
    const failure = await lawQuestionsPage(t.db, { before }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppError)
    expect(failure).toMatchObject({ status: 422 })
    expect((failure as AppError).message).toMatch(/\w/)
  })

  test.each([['0'], ['201'], ['1.5'], ['many']])('refuses limit=%s', async (limit) => {
    await expect(lawQuestionsPage(t.db, { limit })).rejects.toMatchObject({ status: 422 })
  })
})
