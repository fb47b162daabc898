import { ResultsTable } from './results-table'
import { formatMean, percent, plural } from './results-format'

export type Bar = { key: string; label: string; count: number }

/**
 * Horizontal bars, one per choice or score, with the count and the share of those who answered. For a
 * multiple-choice question the shares add up to more than 100 %: each person may pick several.
 */
export function ResultsBars({
  bars,
  answered,
  caption,
  mean,
  meanOf,
}: {
  bars: Bar[]
  answered: number
  caption: string
  mean?: number | null
  /** "of 5", "of 10": what the mean is out of. */
  meanOf?: string
}) {
  const most = Math.max(1, ...bars.map((bar) => bar.count))
  return (
    <div>
      {mean !== undefined && mean !== null ? (
        <p className="mb-3 text-sm">
          <span className="font-semibold">Average: {formatMean(mean)}</span>
          {meanOf ? <span className="text-muted"> {meanOf}</span> : null}
        </p>
      ) : null}
      <ul aria-hidden="true" className="grid gap-3">
        {bars.map((bar) => (
          <li key={bar.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words">{bar.label}</span>
              <span className="shrink-0 text-muted tabular-nums">
                <span className="font-semibold text-ink">{bar.count.toLocaleString('en-US')}</span> ·{' '}
                {percent(bar.count, answered)}
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-brand-50 ring-1 ring-line">
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${(bar.count / most) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <ResultsTable
        hidden
        caption={`${caption}: ${plural(answered, 'person', 'people')} answered${
          mean !== undefined && mean !== null
            ? `, average ${formatMean(mean)}${meanOf ? ` ${meanOf}` : ''}`
            : ''
        }`}
        headers={['Answer', 'Responses', 'Share of those who answered']}
        rows={bars.map((bar) => ({
          key: bar.key,
          cells: [bar.label, bar.count.toLocaleString('en-US'), percent(bar.count, answered)],
        }))}
      />
    </div>
  )
}
