import { ResultsBars, type Bar } from './results-bars'
import { ResultsTable } from './results-table'
import { percent, plural } from './results-format'

type Nps = { promoters: number; passives: number; detractors: number; score: number }

// Net Promoter Score: promoters answer 9-10, passives 7-8, detractors 0-6; the score is the share of
// promoters minus the share of detractors, from -100 to 100.
const GROUPS = [
  { key: 'detractors', label: 'Detractors (0–6)', tone: 'bg-rock-600' },
  { key: 'passives', label: 'Passives (7–8)', tone: 'bg-slate-400' },
  { key: 'promoters', label: 'Promoters (9–10)', tone: 'bg-brand-700' },
] as const

/** The score with a real plus or minus sign, as it is read aloud and printed: "+25", "−40", "0". */
const signed = (score: number) => {
  const n = Math.round(score)
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}

export function ResultsNps({
  nps,
  bars,
  answered,
  caption,
}: {
  nps: Nps
  bars: Bar[]
  answered: number
  caption: string
}) {
  const total = nps.promoters + nps.passives + nps.detractors
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p>
          <span className="block text-sm text-muted">Net Promoter Score</span>
          <span className="text-4xl font-semibold text-brand-900 tabular-nums">{signed(nps.score)}</span>
        </p>
        <p className="max-w-prose text-sm text-muted">
          The share of promoters minus the share of detractors, from −100 to +100.
        </p>
      </div>
      <div aria-hidden="true">
        <div className="flex h-5 overflow-hidden rounded-full ring-1 ring-line">
          {GROUPS.map((group) =>
            nps[group.key] ? (
              <div
                key={group.key}
                className={group.tone}
                style={{ width: `${(nps[group.key] / total) * 100}%` }}
              />
            ) : null,
          )}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {GROUPS.map((group) => (
            <li key={group.key} className="flex items-center gap-2">
              <span className={`size-3 rounded-sm ${group.tone}`} />
              {group.label}:{' '}
              <span className="font-semibold tabular-nums">
                {nps[group.key].toLocaleString('en-US')} ({percent(nps[group.key], total)})
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ResultsTable
        hidden
        caption={`${caption}: Net Promoter Score ${signed(nps.score)}, from ${plural(total, 'answer')}`}
        headers={['Group', 'Responses', 'Share']}
        rows={GROUPS.map((group) => ({
          key: group.key,
          cells: [group.label, nps[group.key].toLocaleString('en-US'), percent(nps[group.key], total)],
        }))}
      />
      {bars.length ? (
        <details className="rounded-lg border border-line">
          <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-brand-700">
            Answers by score (0 to 10)
          </summary>
          <div className="px-4 pb-4">
            <ResultsBars bars={bars} answered={answered} caption={`${caption}, by score`} />
          </div>
        </details>
      ) : null}
    </div>
  )
}
