import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { lawCorpusState, lawSections } from '~/db/schema'
import { corpusRows } from './corpus-records'

export const CORPUS_NAME = 'utah-law'

// Differs from the migration (727184001) and first-admin (727184002) locks.
const CORPUS_LOCK_ID = 727_184_003

export type CorpusFiles = { hash: string; files: Array<{ name: string; content: string }> }

/** Reads the corpus's JSONL files; the hash covers every name and byte, so any edit reloads. */
export async function readCorpusDir(dir: string): Promise<CorpusFiles> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort()
  if (names.length === 0) throw new Error(`No corpus files (*.jsonl) in ${dir}`)
  const hash = createHash('sha256')
  const files = []
  for (const name of names) {
    const content = await readFile(path.join(dir, name), 'utf8')
    hash.update(`${name}\0${content}\0`)
    files.push({ name, content })
  }
  return { hash: hash.digest('hex'), files }
}

export type CorpusLoadResult = { loaded: boolean; sections: number; hash: string }

/**
 * Loads the corpus into law_sections when its hash differs from the one loaded last; otherwise does
 * nothing (a later start costs one small query). Instances starting together take turns under an
 * advisory lock, so the table is never half-replaced or loaded twice at once.
 */
export async function ensureCorpusLoaded(db: Database, corpus: CorpusFiles): Promise<CorpusLoadResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CORPUS_LOCK_ID})`)
    const [state] = await tx.select().from(lawCorpusState).where(eq(lawCorpusState.name, CORPUS_NAME))
    if (state?.contentHash === corpus.hash)
      return { loaded: false, sections: state.sectionCount, hash: corpus.hash }
    const rows = corpusRows(corpus.files)
    await tx.delete(lawSections)
    for (let i = 0; i < rows.length; i += 50) await tx.insert(lawSections).values(rows.slice(i, i + 50))
    const values = { name: CORPUS_NAME, contentHash: corpus.hash, sectionCount: rows.length }
    await tx
      .insert(lawCorpusState)
      .values(values)
      .onConflictDoUpdate({ target: lawCorpusState.name, set: { ...values, loadedAt: sql`now()` } })
    return { loaded: true, sections: rows.length, hash: corpus.hash }
  })
}

/** Reads and loads the corpus directory (server start, tests, the importer). */
export async function loadCorpusDir(db: Database, dir: string): Promise<CorpusLoadResult> {
  return ensureCorpusLoaded(db, await readCorpusDir(dir))
}
