import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { LAW_CORPUS_DIR, loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { ensureCorpusLoaded, readCorpusDir } from './corpus.server'
import { isAnswerable, searchSections } from './search.server'

const t = setupTestDatabase()

const count = async () =>
  Number(
    ((await t.db.execute(sql`select count(*)::int as n from law_sections`)) as { rows: { n: number }[] })
      .rows[0]!.n,
  )

describe('the corpus loader', () => {
  test('loads every section once, and a second run with the same files changes nothing', async () => {
    const corpus = await readCorpusDir(LAW_CORPUS_DIR)
    const first = await ensureCorpusLoaded(t.db, corpus)
    expect(first).toMatchObject({ loaded: true, sections: 107 })
    expect(await count()).toBe(107)
    await t.db.execute(sql`update law_sections set title = 'touched' where section = '57-8a-209'`)
    const second = await ensureCorpusLoaded(t.db, corpus)
    expect(second).toEqual({ loaded: false, sections: 107, hash: first.hash })
    const title = (await t.db.execute(sql`select title from law_sections where section = '57-8a-209'`)) as {
      rows: { title: string }[]
    }
    expect(title.rows[0]!.title).toBe('touched')
  })

  test('each section’s currency is loaded with its text', async () => {
    await loadTestCorpus(t.db)
    const rows = (await t.db.execute(sql`
      select section, text_status, effective, stale, copy_year, stale_note from law_sections
      where section in ('57-8a-109', '57-8-44', '13-79-104', '57-8a-217') order by section
    `)) as { rows: Array<Record<string, unknown>> }
    expect(rows.rows).toEqual([
      {
        section: '13-79-104',
        text_status: 'partial',
        effective: '2026-05-06',
        stale: false,
        copy_year: null,
        stale_note: null,
      },
      {
        section: '57-8-44',
        text_status: 'partial',
        effective: '2014-05-13',
        stale: true,
        copy_year: 2014,
        stale_note: expect.stringMatching(/effective 7\/1\/2024 exists/),
      },
      {
        section: '57-8a-109',
        text_status: 'complete',
        effective: '2025-05-07',
        stale: false,
        copy_year: null,
        stale_note: null,
      },
      // Title only: nothing is known of its text's date.
      {
        section: '57-8a-217',
        text_status: 'none',
        effective: null,
        stale: false,
        copy_year: null,
        stale_note: null,
      },
    ])
  })

  test('changed files are reloaded in full; several loads at once leave one consistent copy', async () => {
    const corpus = await readCorpusDir(LAW_CORPUS_DIR)
    await ensureCorpusLoaded(t.db, corpus)
    const edited = {
      hash: 'edited',
      files: corpus.files.map((f) =>
        f.name === '57-8a.jsonl'
          ? { ...f, content: f.content.replace('"Rental restrictions"', '"Leasing"') }
          : f,
      ),
    }
    const results = await Promise.all([1, 2, 3].map(() => ensureCorpusLoaded(t.db, edited)))
    expect(results.filter((r) => r.loaded)).toHaveLength(1)
    expect(await count()).toBe(107)
    const title = (await t.db.execute(sql`select title from law_sections where section = '57-8a-209'`)) as {
      rows: { title: string }[]
    }
    expect(title.rows[0]!.title).toBe('Leasing')
  })

  test('a malformed record stops the load with its file and line, leaving the old corpus', async () => {
    await loadTestCorpus(t.db)
    const bad = { hash: 'bad', files: [{ name: '57-8a.jsonl', content: '{"section": "57-8a-1"}\n{oops' }] }
    await expect(ensureCorpusLoaded(t.db, bad)).rejects.toThrow(/57-8a\.jsonl line 1/)
    expect(await count()).toBe(107)
  })
})

describe('ranking', () => {
  beforeEach(() => loadTestCorpus(t.db))
  const top = async (question: string, type: Parameters<typeof searchSections>[2]) =>
    (await searchSections(t.db, question, type)).map((s) => s.section)

  test('the association type steers which act comes first', async () => {
    const question = 'Can the association restrict renting out my home?'
    expect((await top(question, 'condominium'))[0]).toBe('57-8-10.1')
    expect((await top(question, 'homeowners-association'))[0]).toBe('57-8a-209')
    expect((await top(question, 'townhome'))[0]).toBe('57-8a-209')
    const fines = 'Can the board fine me for a violation?'
    expect((await top(fines, 'condominium'))[0]).toBe('57-8-37')
    expect((await top(fines, 'homeowners-association'))[0]).toBe('57-8a-208')
    // Neither act is preferred: both fines sections are in the top three.
    expect((await top(fines, 'mixed-use')).slice(0, 3)).toEqual(
      expect.arrayContaining(['57-8-37', '57-8a-208']),
    )
  })

  test('owner words find the statute words (HOA, dues, board, condo)', async () => {
    expect(
      (await top('Can my HOA put a lien on my house for unpaid dues?', 'homeowners-association'))[0],
    ).toBe('57-8a-301')
    expect(
      (await top('How much notice before a board meeting?', 'homeowners-association')).slice(0, 3),
    ).toContain('57-8a-226')
    expect((await top('Are condo management committee meetings open?', 'condominium'))[0]).toBe('57-8-57')
  })

  test('a cited section number comes first, whatever else matches', async () => {
    const ranked = await searchSections(
      t.db,
      'What does 57-8-60 require? Also tell me about rentals.',
      'homeowners-association',
    )
    expect(ranked[0]).toMatchObject({ section: '57-8-60', cited: true })
    expect(ranked.slice(1).map((s) => s.section)).toContain('57-8a-209')
    expect((await top('Explain section 57-8a-209 please', 'condominium'))[0]).toBe('57-8a-209')
  })

  test('questions outside the corpus are recognised; questions inside it are not mistaken for them', async () => {
    for (const question of [
      'What is the speed limit on I-15 through Salt Lake County?',
      'How do I file for divorce in Utah?',
      'How long does a DUI stay on my driving record?',
      'What are the best restaurants in Park City?',
    ])
      expect(isAnswerable(await searchSections(t.db, question, 'other')), question).toBe(false)
    for (const question of [
      'Can my HOA stop me from flying the American flag?',
      'Can I give my vote to a neighbor by proxy?',
      'What does 57-8a-109 say?',
    ])
      expect(isAnswerable(await searchSections(t.db, question, 'homeowners-association')), question).toBe(
        true,
      )
  })
})
