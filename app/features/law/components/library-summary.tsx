import { TriangleAlert } from 'lucide-react'
import { usDate } from '../currency'
import type { LibraryCounts, SessionRow } from '../library'

// The top of /utah-law-gpt/sources: how much of each section the library holds, and which legislative
// sessions its texts reflect.

/** The 2026 General Session's effective date: 2026 S.B. 122 amended many HOA and condominium sections. */
const SB_122_EFFECTIVE = '2026-05-06'

const texts = (n: number) => `${n} ${n === 1 ? 'text' : 'texts'}`

const orDates = (dates: readonly string[]) => {
  const us = dates.map(usDate)
  return us.length < 2 ? us.join('') : `${us.slice(0, -1).join(', ')} or ${us.at(-1)}`
}

export function LibraryCounts({ counts }: { counts: LibraryCounts }) {
  const stats = [
    { label: 'Held whole', value: counts.complete },
    { label: 'Held in part', value: counts.partial },
    { label: 'Title only', value: counts.none },
    { label: 'May be out of date', value: counts.stale },
  ]
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-card border border-line bg-white px-4 py-4 shadow-card"
        >
          <dt className="mt-1 text-sm font-medium text-muted">{stat.label}</dt>
          <dd className="font-serif text-3xl font-semibold text-brand-900">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function sessionTerm(row: SessionRow): string {
  if (row.kind === 'session') return `${row.years[0]} General Session`
  if (row.kind === 'earlier') return `Earlier sessions, ${row.years[0]} to ${row.years[1]}`
  return 'Date not confirmed'
}

function sessionDescription(row: SessionRow): string {
  if (row.kind === 'session') return `${texts(row.texts)} as in effect ${orDates(row.dates)}`
  if (row.kind === 'earlier')
    return `${texts(row.texts)} last amended in those years, as far as our sources show; later changes may be missing`
  return `${texts(row.texts)} whose source did not show when the wording took effect`
}

export function SessionList({ sessions }: { sessions: readonly SessionRow[] }) {
  return (
    <dl className="mt-4 divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {sessions.map((row) => (
        <div
          key={sessionTerm(row)}
          className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4"
        >
          <dt className="font-semibold text-brand-900">{sessionTerm(row)}</dt>
          <dd className="text-muted">{sessionDescription(row)}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Said while fewer than half the texts held are as in effect since 2026 S.B. 122 took effect: most of the
 * library then predates the bill, and a reader should know before relying on a section.
 */
export function Sb122Note({ sessions }: { sessions: readonly SessionRow[] }) {
  const held = sessions.reduce((n, row) => n + row.texts, 0)
  const since = sessions
    .filter((row) => row.kind === 'session' && row.dates.every((d) => d >= SB_122_EFFECTIVE))
    .reduce((n, row) => n + row.texts, 0)
  if (since * 2 >= held) return null
  return (
    <p className="mt-4 flex items-start gap-2 rounded-card border border-rock-100 bg-rock-50 px-4 py-3 text-ink">
      <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-rock-700" />
      <span>
        2026 S.B. 122 amended many sections of the Community Association Act and the Condominium Ownership
        Act, and the Ombudsman chapter, effective {usDate(SB_122_EFFECTIVE)}. Most texts here are older and do
        not show those changes
        {since ? ` (only ${texts(since)} here are as in effect ${usDate(SB_122_EFFECTIVE)})` : ''}: read the
        section at le.utah.gov before relying on it.
      </span>
    </p>
  )
}
