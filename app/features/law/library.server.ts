import type { Database } from '~/db/client.server'
import { lawSections } from '~/db/schema'
import { countSections, groupByChapter, sessionRows, type LawLibrary } from './library'

/** Every section in law_sections, for /utah-law-gpt/sources: one query, no statute text. */
export async function readLawLibrary(db: Database): Promise<LawLibrary> {
  const rows = await db
    .select({
      section: lawSections.section,
      chapterCode: lawSections.chapterCode,
      chapterName: lawSections.chapterName,
      title: lawSections.title,
      url: lawSections.url,
      textStatus: lawSections.textStatus,
      history: lawSections.history,
      effective: lawSections.effective,
      stale: lawSections.stale,
      copyYear: lawSections.copyYear,
      staleNote: lawSections.staleNote,
    })
    .from(lawSections)
  return { counts: countSections(rows), sessions: sessionRows(rows), chapters: groupByChapter(rows) }
}
