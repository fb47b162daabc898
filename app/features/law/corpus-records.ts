import { z } from '~/lib/zod'
import type { LawTextStatus } from './schemas'

// The corpus files of corpus/utah-law (see its README, "Record schema"): one JSON object per line in
// `<chapter>.jsonl`, and `sections-index.jsonl` naming sections whose text may not be held.

const SectionNumber = z.string().regex(/^\d+-\d+[a-z]?-\d+(\.\d+)?$/)

export const LawRecordSchema = z.object({
  section: SectionNumber,
  title: z.string().min(1),
  chapter: z.string().min(1),
  url: z.url(),
  text: z.string(),
  text_complete: z.boolean(),
  version: z.string().optional(),
  history: z.string().optional(),
  // Currency (README "Currency"): absent means nothing is known, which reads "Date of this text not confirmed".
  effective: z.iso.date().optional(),
  stale: z.boolean().optional(),
  copy_year: z.number().int().min(1850).max(2100).optional(),
  stale_note: z.string().min(1).optional(),
})

export const LawIndexEntrySchema = z.object({
  section: SectionNumber,
  title: z.string().min(1),
  chapter: z.string().min(1),
  url: z.url(),
  text_in_corpus: z.enum(['complete', 'partial', 'none']),
})

/** One row of the law_sections table. */
export type LawSectionRow = {
  section: string
  chapterCode: string
  chapterName: string
  title: string
  url: string
  body: string
  textStatus: LawTextStatus
  version: string | null
  history: string | null
  effective: string | null
  stale: boolean
  copyYear: number | null
  staleNote: string | null
}

export const INDEX_FILE = 'sections-index.jsonl'

/** `57-8a-209` -> `57-8a`; `57-8-10.1` -> `57-8`. */
export const chapterOf = (section: string) => section.replace(/-[^-]+$/, '')

function parseLines<T>(name: string, content: string, schema: z.ZodType<T>): T[] {
  return content
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        throw new Error(`${name} line ${number}: not valid JSON`)
      }
      const result = schema.safeParse(value)
      if (!result.success)
        throw new Error(`${name} line ${number}: ${result.error.issues.map((i) => i.message).join('; ')}`)
      return result.data
    })
}

/**
 * The rows to load from the corpus files: every section with text, then every indexed section without
 * text (title only). A section in two files is a corpus error, not something to guess about.
 */
export function corpusRows(files: ReadonlyArray<{ name: string; content: string }>): LawSectionRow[] {
  const rows = new Map<string, LawSectionRow>()
  for (const file of files.filter((f) => f.name !== INDEX_FILE)) {
    for (const record of parseLines(file.name, file.content, LawRecordSchema)) {
      if (rows.has(record.section)) throw new Error(`${file.name}: ${record.section} appears twice`)
      rows.set(record.section, {
        section: record.section,
        chapterCode: chapterOf(record.section),
        chapterName: record.chapter,
        title: record.title,
        url: record.url,
        body: record.text,
        textStatus: record.text_complete ? 'complete' : 'partial',
        version: record.version ?? null,
        history: record.history ?? null,
        effective: record.effective ?? null,
        stale: record.stale ?? false,
        copyYear: record.copy_year ?? null,
        staleNote: record.stale_note ?? null,
      })
    }
  }
  const index = files.find((f) => f.name === INDEX_FILE)
  for (const entry of index ? parseLines(index.name, index.content, LawIndexEntrySchema) : []) {
    if (rows.has(entry.section)) continue
    rows.set(entry.section, {
      section: entry.section,
      chapterCode: chapterOf(entry.section),
      chapterName: entry.chapter,
      title: entry.title,
      url: entry.url,
      body: '',
      textStatus: 'none',
      version: null,
      history: null,
      effective: null,
      stale: false,
      copyYear: null,
      staleNote: null,
    })
  }
  return [...rows.values()]
}
