import path from 'node:path'
import type { Database } from '~/db/client.server'
import { readCorpusDir, ensureCorpusLoaded, type CorpusFiles } from '~/features/law/corpus.server'

export const LAW_CORPUS_DIR = path.resolve(import.meta.dirname, '../../corpus/utah-law')

let cached: Promise<CorpusFiles> | undefined

/** Loads the project's statute corpus into a test database (tables are emptied before each test). */
export async function loadTestCorpus(db: Database) {
  cached ??= readCorpusDir(LAW_CORPUS_DIR)
  return ensureCorpusLoaded(db, await cached)
}
