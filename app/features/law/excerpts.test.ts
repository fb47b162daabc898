import { beforeAll, describe, expect, test } from 'vitest'
import { LAW_CORPUS_DIR, loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { corpusRows, type LawSectionRow } from './corpus-records'
import { readCorpusDir } from './corpus.server'
import { ELLIPSIS, endsCleanly, statuteUnits, unitExcerpt, type StatuteUnit } from './excerpts'
import { sectionExcerpts } from './excerpts.server'

let corpus: Map<string, LawSectionRow>
beforeAll(async () => {
  corpus = new Map(corpusRows((await readCorpusDir(LAW_CORPUS_DIR)).files).map((r) => [r.section, r]))
})
const body = (section: string) => corpus.get(section)!.body
const unitStarting = (section: string, start: string) =>
  statuteUnits(body(section)).find((u) => u.lines[0]!.startsWith(start))!

describe('cutting a section into quotable units', () => {
  test('a sentence keeps the list it introduces, up to the item that ends it', () => {
    const units = statuteUnits(
      '(1) The board shall:\n(a) keep records; and\n(b) meet yearly.\n(2) Owners may vote.',
    )
    expect(units.map((u) => u.lines)).toEqual([
      ['(1) The board shall:', '(a) keep records; and', '(b) meet yearly.'],
      ['(2) Owners may vote.'],
    ])
    expect(units.every((u) => u.complete)).toBe(true)
  })

  test('a section kept on one line is split into its sentences, but not at "U.S.C." or "Sec."', () => {
    const late = unitStarting('57-8a-201', '(4)')
    expect(late.lines).toEqual([expect.stringMatching(/^\(4\) The board .* 1\.5% per month\.$/)])
    const units = statuteUnits('(4) This complies with 42 U.S.C. Sec. 3607. (5) Next.')
    expect(units.map((u) => u.lines[0])).toEqual(['(4) This complies with 42 U.S.C. Sec. 3607.', '(5) Next.'])
  })

  test('the end of a section our copy cuts off is an unfinished unit', () => {
    const units = statuteUnits(body('57-8a-208'))
    expect(units.at(-1)).toMatchObject({ complete: false, lines: ['(3) A fin'] })
  })

  test('a list opening whose items our copy lost ends an unfinished unit (57-8-13.1)', () => {
    const opening = unitStarting('57-8-13.1', '(3) The department')
    expect(opening).toMatchObject({ complete: false, lines: [expect.stringMatching(/registration:$/)] })
    expect(unitExcerpt(opening)).toBeNull()
  })
})

describe('quoting a unit', () => {
  test('a list too long to quote whole stops after a complete item, with "…"', () => {
    const exemptions = unitStarting('57-8-10.1', '(2) If an association')
    const quote = unitExcerpt(exemptions)!.text
    expect(quote.length).toBeLessThan(700)
    expect(quote.split('\n').at(-1)).toBe(ELLIPSIS)
    expect(quote.split('\n').at(-2)).toMatch(/;( and| or)?$/)
    expect(endsCleanly(quote)).toBe(true)
  })

  test('the rental list our copy cuts off mid-word is quoted up to its last whole item, and says so', () => {
    // Issue 15: "...the association shall:" ended the rentals answer.
    const unit = unitStarting('57-8a-209', '(2) If an association')
    const lines = unit.lines
    const excerpt = unitExcerpt(
      unit,
      lines.findIndex((l) => l.startsWith('(i) the lot owner occupies')),
    )!
    expect(excerpt.text).toMatch(/\(i\) the lot owner occupies the lot;\n…$/)
    expect(excerpt.text).not.toMatch(/shall:$/)
    expect(excerpt.reachesCut).toBe(true)
  })

  test('an item beyond the length limit is quoted after its opening and the list it belongs to', () => {
    const unit = unitStarting('57-8-10.1', '(8) Except')
    const focus = unit.lines.findIndex((l) => l.startsWith('(d) use a lease agreement'))
    const quote = unitExcerpt(unit, focus, 120)!.text.split('\n')
    expect(quote[0]).toMatch(/^\(8\) Except .* to:$/)
    expect(quote).toContain('(d) use a lease agreement provided by the association; or')
    expect(quote.at(-1)).toBe(ELLIPSIS)
  })

  test('an item in a nested list brings its own parent, not a sibling that opens a list (57-8-44)', () => {
    const unit = unitStarting('57-8-44', '(1) (a) Except')
    const focus = unit.lines.findIndex((l) => l.startsWith('(A) the time for appeal'))
    const quote = unitExcerpt(unit, focus, 200)!.text.split('\n')
    expect(quote[quote.indexOf(quote.find((l) => l.startsWith('(A) the time'))!) - 1]).toMatch(
      /^\(iii\) a fine/,
    )
    expect(quote.some((l) => l.startsWith('(ii) except'))).toBe(false)
  })

  test('every unit of every section, quoted around any of its lines, ends at a boundary', () => {
    let quotes = 0
    for (const row of corpus.values()) {
      for (const unit of statuteUnits(row.body) as StatuteUnit[]) {
        for (let focus = 0; focus < unit.lines.length; focus++) {
          const excerpt = unitExcerpt(unit, focus)
          if (!excerpt) continue
          quotes++
          expect(endsCleanly(excerpt.text), `${row.section}: …${excerpt.text.slice(-60)}`).toBe(true)
          expect(excerpt.text).not.toMatch(/:\s*$/)
        }
      }
    }
    expect(quotes).toBeGreaterThan(500)
  })

  test('endsCleanly accepts a sentence end or an item before "…", nothing else', () => {
    expect(endsCleanly('“An owner shall pay.”')).toBe(true)
    expect(endsCleanly('“(a) keep records; and\n…”')).toBe(true)
    expect(endsCleanly('“the association shall:”')).toBe(false)
    expect(endsCleanly('“the association shall:\n…”')).toBe(false)
    expect(endsCleanly('“(3) A fin”')).toBe(false)
    expect(endsCleanly('“a word cut at a space …”')).toBe(false)
  })
})

describe('choosing the quotes for a question', () => {
  const t = setupTestDatabase()

  test('the rental ban question quotes the sentence that allows a ban, whole, never "shall:"', async () => {
    await loadTestCorpus(t.db)
    const quotes = await sectionExcerpts(t.db, body('57-8a-209'), 'Can our HOA ban rentals in Utah?', 2)
    expect(quotes[0]!.text).toMatch(
      /^\(1\) \(a\) Subject to .* may:\n\(i\) create restrictions .*; or\n\(ii\) prohibit rentals in the association\.$/,
    )
    for (const quote of quotes) expect(endsCleanly(quote.text), quote.text).toBe(true)
  })

  test('the words of the summary steer which part of a section is quoted', async () => {
    await loadTestCorpus(t.db)
    const question = 'Can my HOA stop me from flying the American flag?'
    const context = {
      text: 'a rule may not abridge an owner’s right to display a religious or holiday sign',
      weight: 1,
    }
    const [quote] = await sectionExcerpts(t.db, body('57-8a-218'), question, 1, context)
    expect(quote!.text).toMatch(/^\(3\) \(a\) .* religious or holiday sign/)
  })
})
