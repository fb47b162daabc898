import { formatNumber } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { ResultsTable } from './results-table'
import { formatMean, percent } from './results-format'

export type Bar = { key: string; label: string; count: number; lang?: 'en' }

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
  /** "out of 5": what the mean is out of (the table's caption says "out of 5" with any mean). */
  meanOf?: string
}) {
  const t = useT('surveyResults')
  const { locale } = t
  const most = Math.max(1, ...bars.map((bar) => bar.count))
  return (
    <div>
      {mean !== undefined && mean !== null ? (
        <p className="mb-3 text-sm">
          <span className="font-semibold">{t('chart.average', { mean: formatMean(mean, locale) })}</span>
          {meanOf ? <span className="text-muted"> {meanOf}</span> : null}
        </p>
      ) : null}
      <ul aria-hidden="true" className="grid gap-3">
        {bars.map((bar) => (
          <li key={bar.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span lang={bar.lang} className="min-w-0 break-words">
                {bar.label}
              </span>
              <span className="shrink-0 text-muted tabular-nums">
                <span className="font-semibold text-ink">{formatNumber(locale, bar.count)}</span> ·{' '}
                {percent(bar.count, answered, locale)}
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
        caption={
          mean !== undefined && mean !== null
            ? t('chart.tableCaptionMean', { caption, count: answered, mean: formatMean(mean, locale) })
            : t('chart.tableCaption', { caption, count: answered })
        }
        headers={[t('chart.answer'), t('chart.responses'), t('chart.share')]}
        rows={bars.map((bar) => ({
          key: bar.key,
          cells: [
            bar.lang ? <span lang={bar.lang}>{bar.label}</span> : bar.label,
            formatNumber(locale, bar.count),
            percent(bar.count, answered, locale),
          ],
        }))}
      />
    </div>
  )
}
