import { formatNumber } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { percent } from './results-format'

type MatrixRow = {
  rowId: string
  label: string
  lang?: 'en'
  counts: Array<{ key: string; label: string; count: number; lang?: 'en' }>
}

/** Five shades of the brand blue by share; the dark ones carry white figures, so every cell stays legible. */
function shade(share: number): string {
  if (share <= 0) return 'bg-white text-muted'
  if (share < 0.2) return 'bg-brand-50 text-ink'
  if (share < 0.4) return 'bg-brand-100 text-ink'
  if (share < 0.6) return 'bg-brand-200 text-ink'
  if (share < 0.8) return 'bg-brand-600 text-white'
  return 'bg-brand-800 text-white'
}

/**
 * A matrix question as a heat map: a real table (rows x the shared scale), each cell with its count and
 * the share of that row's answers, shaded by that share. The numbers are there, so colour is never
 * the only way to read it.
 */
export function ResultsMatrix({ rows, caption }: { rows: MatrixRow[]; caption: string }) {
  const t = useT('surveyResults')
  const scale = rows[0]?.counts ?? []
  return (
    <div
      className="overflow-x-auto rounded-lg border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{t('matrix.caption', { caption })}</caption>
        <thead className="bg-canvas text-xs text-muted">
          <tr>
            <td className="px-3 py-2" />
            {scale.map((choice) => (
              <th
                key={choice.key}
                scope="col"
                lang={choice.lang}
                className="px-3 py-2 text-center font-semibold"
              >
                {choice.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const total = row.counts.reduce((sum, cell) => sum + cell.count, 0)
            return (
              <tr key={row.rowId} className="border-t border-line">
                <th
                  scope="row"
                  lang={row.lang}
                  className="max-w-56 px-3 py-2 text-left font-semibold break-words"
                >
                  {row.label}
                </th>
                {row.counts.map((cell) => (
                  <td
                    key={cell.key}
                    className={cn(
                      'border-l border-line px-3 py-2 text-center tabular-nums',
                      shade(total ? cell.count / total : 0),
                    )}
                  >
                    <span className="block font-semibold">{formatNumber(t.locale, cell.count)}</span>
                    <span className="block text-xs">{percent(cell.count, total, t.locale)}</span>
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
