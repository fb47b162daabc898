import { createHash } from 'node:crypto'
import { call, type Staff } from '../bench/api-setup'

// What a site shows staff, read through its API: every election's own check of its record (GET .../verify,
// which recomputes the ballot digest and walks the keyed audit chain), its results report (the sealed digest,
// the chain's head and length) and results, every survey's results, every submission, and the bytes of every
// file sent with one. The source is read before its backup, a restored site right after it starts; the two
// must read the same.

type Verification = { ok: boolean; problems: string[] }

export type Observation = {
  elections: Record<string, { status: string; verify: Verification; report?: unknown; results?: unknown }>
  surveys: Record<string, unknown>
  /** Each submission as staff read it (its fields, files and history), by its reference. */
  submissions: Record<string, unknown>
  /** SHA-256 of each file as the staff API serves it, by submission and file name. */
  files: Record<string, string>
}

async function download(staff: Staff, path: string): Promise<Buffer> {
  const response = await fetch(`${staff.origin}${path}`, {
    headers: { authorization: `Bearer ${staff.token}` },
  })
  if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** A staff GET's JSON; a refusal (results that fail verification are a 409) is kept as what it said. */
const answer = (staff: Staff, path: string) =>
  call<unknown>(staff, path).catch((error: Error) => ({ refused: error.message }))

async function elections(staff: Staff): Promise<Observation['elections']> {
  const seen: Observation['elections'] = {}
  const list = await call<{ elections: Array<{ id: string; title: string; status: string }> }>(
    staff,
    '/api/elections',
  )
  for (const { id, title, status } of list.elections) {
    const path = `/api/elections/${id}`
    const entry: Observation['elections'][string] = { status, verify: await call(staff, `${path}/verify`) }
    if (status === 'closed' || status === 'certified') {
      // When the report was prepared is the moment of asking, not part of the record.
      const report = await answer(staff, `${path}/certificate`)
      delete (report as { certificate?: { preparedAt?: string } }).certificate?.preparedAt
      entry.report = report
      entry.results = await answer(staff, `${path}/results`)
    }
    seen[`election "${title}" (${id})`] = entry
  }
  return seen
}

async function surveys(staff: Staff): Promise<Observation['surveys']> {
  const seen: Observation['surveys'] = {}
  const list = await call<{ surveys: Array<{ id: string; title: string }> }>(staff, '/api/surveys')
  for (const { id, title } of list.surveys)
    seen[`survey "${title}" (${id})`] = await call(staff, `/api/surveys/${id}/results`)
  return seen
}

type InboxPage = { items: Array<{ type: string; id: string; reference: string }>; pageCount: number }
type Detail = { submission: { files: Array<{ id: string; fileName: string }> } }

async function submissions(staff: Staff): Promise<Pick<Observation, 'submissions' | 'files'>> {
  const seen: Pick<Observation, 'submissions' | 'files'> = { submissions: {}, files: {} }
  for (let page = 1, pages = 1; page <= pages; page++) {
    const inbox = await call<InboxPage>(staff, `/api/staff/submissions?pageSize=100&page=${page}`)
    pages = inbox.pageCount
    for (const item of inbox.items) {
      const path = `/api/staff/submissions/${item.type}/${item.id}`
      const { submission } = await call<Detail>(staff, path)
      seen.submissions[`submission ${item.reference}`] = submission
      for (const file of submission.files) {
        const bytes = await download(staff, `${path}/files/${file.id}`)
        const digest = createHash('sha256').update(bytes).digest('hex')
        seen.files[`file "${file.fileName}" of ${item.reference}`] = digest
      }
    }
  }
  return seen
}

/** Reads the site as `staff` sees it. */
export async function observe(staff: Staff): Promise<Observation> {
  return { elections: await elections(staff), surveys: await surveys(staff), ...(await submissions(staff)) }
}

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 80))

/** Where two JSON values differ, as paths (`a.b[2]`), the first `limit` of them. */
function differingPaths(a: unknown, b: unknown, path: string, out: string[], limit: number) {
  if (out.length >= limit) return
  if (a === b) return
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    out.push(`${path || 'it'}: ${shown(a)} in the source, ${shown(b)} restored`)
    return
  }
  if (Array.isArray(a) !== Array.isArray(b)) return void out.push(`${path}: a list on one side only`)
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    const next = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`
    differingPaths((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], next, out, limit)
  }
}

/**
 * Sentences naming what the restored site shows otherwise than the source: an election that no longer
 * verifies, a file, a report or results that differ, or one that is missing.
 */
export function compareObservations(source: Observation, restored: Observation): string[] {
  const problems: string[] = []
  for (const [name, entry] of Object.entries(source.elections))
    if (!entry.verify.ok)
      problems.push(`${name} did not verify on the source: ${entry.verify.problems.join(' ')}`)
  for (const [name, entry] of Object.entries(restored.elections))
    if (!entry.verify.ok)
      problems.push(`${name} does not verify when restored: ${entry.verify.problems.join(' ')}`)
  for (const part of ['elections', 'surveys', 'submissions', 'files'] as const) {
    const names = new Set([...Object.keys(source[part]), ...Object.keys(restored[part])])
    for (const name of names) {
      const paths: string[] = []
      differingPaths(source[part][name], restored[part][name], '', paths, 5)
      if (paths.length) problems.push(`${name} differs: ${paths.join('; ')}`)
    }
  }
  return problems
}
