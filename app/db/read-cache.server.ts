import { processWide } from '~/lib/process-wide'
import type { Database } from './client.server'

/*
 * Issue 16: a read that every visitor repeats (the published articles, the law assistant's answer to a
 * question asked before) is answered from memory for a while instead of queries each time. The feature that writes the rows forgets its entry at once, so an
 * edit on this instance shows on the next request; another instance, or a write outside the feature (a
 * seed script, a test's truncate), shows within the time to live. Entries belong to one database handle.
 */

type Entry = { value: unknown; expires: number }

/** Keys kept per database; past it the oldest kept goes first (keys may come from visitors' words). */
export const MAX_KEPT_READS = 1_000

type Stores = {
  entries: WeakMap<Database, Map<string, Entry>>
  loading: WeakMap<Database, Map<string, Promise<unknown>>>
}

// One store per process, even when this module is loaded twice (app/lib/process-wide.ts): a forget must
// reach the copy the server reads.
const { entries, loading } = processWide<Stores>('read-cache', () => ({
  entries: new WeakMap(),
  loading: new WeakMap(),
}))

function mapOf<V>(store: WeakMap<Database, Map<string, V>>, db: Database): Map<string, V> {
  let map = store.get(db)
  if (!map) store.set(db, (map = new Map()))
  return map
}

/** The value of `load` kept for `ttlMs`; callers that arrive while it loads share the one query. */
export async function cachedRead<T>(
  db: Database,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const kept = mapOf(entries, db).get(key)
  if (kept && kept.expires > Date.now()) return kept.value as T
  const pending = mapOf(loading, db)
  const inFlight = pending.get(key)
  if (inFlight) return inFlight as Promise<T>
  const started = Date.now()
  const read = load().then((value) => {
    // A write that forgot the key while this read ran may not be in `value`: keep it only if none did.
    if (pending.get(key) === read) keep(mapOf(entries, db), key, { value, expires: started + ttlMs })
    return value
  })
  pending.set(key, read)
  const settled = () => pending.get(key) === read && pending.delete(key)
  void read.then(settled, settled)
  return read
}

function keep(kept: Map<string, Entry>, key: string, entry: Entry) {
  kept.delete(key) // set again, it counts as the newest
  kept.set(key, entry)
  if (kept.size > MAX_KEPT_READS) kept.delete(kept.keys().next().value!)
}

/** Drops one key, or every key of the database (after a write that bypassed the features). */
export function forgetRead(db: Database, key?: string) {
  if (key === undefined) {
    // Cleared, not replaced: a load under way holds these maps, and must see that it was forgotten.
    entries.get(db)?.clear()
    loading.get(db)?.clear()
    return
  }
  entries.get(db)?.delete(key)
  loading.get(db)?.delete(key)
}
