import { seal, unseal } from '~/lib/keyring.server'
import type { ElectionRow } from './access.server'
import type { ElectionResults } from './types'

// The count as stored on the election row. A secret election's exact figures are sealed under its key: set
// beside who voted and the roll's weights, exact weights per option would let a reader of the database work
// out how units voted (decision 0011). Non-secret elections keep them readable.

type Stored = ElectionResults | { sealed: string }

const purpose = (electionId: string) => `election-results:${electionId}`

export function storeResults(row: Pick<ElectionRow, 'id' | 'secret'>, results: ElectionResults): Stored {
  if (!row.secret) return results
  const plain = Buffer.from(JSON.stringify(results), 'utf8')
  return { sealed: seal(purpose(row.id), plain, row.id).toString('base64') }
}

/** The exact count, or null before close, or when the sealed count was changed or sealed under another secret. */
export function countedResults(row: Pick<ElectionRow, 'id' | 'results'>): ElectionResults | null {
  const stored = row.results as Stored | null
  if (!stored) return null
  if (!('sealed' in stored)) return stored
  const plain = unseal(purpose(row.id), Buffer.from(stored.sealed, 'base64'), row.id)
  return plain ? (JSON.parse(plain.toString('utf8')) as ElectionResults) : null
}
