import { useT } from '~/i18n/i18n-provider'
import { ResultsTable } from './results-table'
import { formatMean } from './results-format'

type Ranked = { key: string; label: string; averagePosition: number; lang?: 'en' }

/**
 * A ranking question by average position, best first (1 = ranked first by everyone). The bar is longer
 * the nearer the top the choice was placed.
 */
export function ResultsRanking({ ranking, caption }: { ranking: Ranked[]; caption: string }) {
  const t = useT('surveyResults')
  const mean = (position: number) => formatMean(position, t.locale)
  const sorted = [...ranking].sort((a, b) => a.averagePosition - b.averagePosition)
  const places = Math.max(1, ranking.length)
  const strength = (position: number) => (places === 1 ? 100 : ((places - position) / (places - 1)) * 100)
  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t('ranking.explain')}</p>
      <ol aria-hidden="true" className="grid gap-3">
        {sorted.map((item, index) => (
          <li key={item.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{index + 1}.</span> <span lang={item.lang}>{item.label}</span>
              </span>
              <span className="shrink-0 text-muted tabular-nums">
                {t('ranking.position')}{' '}
                <span className="font-semibold text-ink">{mean(item.averagePosition)}</span>
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-brand-50 ring-1 ring-line">
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${Math.max(4, strength(item.averagePosition))}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      <ResultsTable
        hidden
        caption={t('ranking.caption', { caption })}
        headers={[t('ranking.choice'), t('ranking.positionHeader')]}
        rows={sorted.map((item) => ({
          key: item.key,
          cells: [
            item.lang ? <span lang={item.lang}>{item.label}</span> : item.label,
            mean(item.averagePosition),
          ],
        }))}
      />
    </div>
  )
}
