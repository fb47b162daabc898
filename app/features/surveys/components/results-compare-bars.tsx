import { formatNumber } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import type { Locale } from '~/i18n/locales'
import { cn } from '~/lib/cn'
import { percent } from './results-format'
import { ResultsTable } from './results-table'

export type Side = {
  /** "A" or "B", printed beside each bar so colour is never the only way to tell them apart. */
  letter: 'A' | 'B'
  name: string
  /** Null when the group's answers to this question are withheld. */
  counts: Array<{ key: string; label: string; count: number; lang?: 'en' }> | null
  answered: number
}

export const SIDE_TONE = { A: 'bg-brand-600', B: 'bg-rock-600' } as const
/** A count with its share of the group's answers: "12 (40%)". */
export const countCell = (count: number, answered: number, locale: Locale) =>
  `${formatNumber(locale, count)} (${percent(count, answered, locale)})`

/** Every answer either group gave, in the question's order, with each group's count. */
function mergedRows(sides: Side[]) {
  const rows = new Map<string, { label: string; lang?: 'en' }>()
  for (const side of sides) for (const c of side.counts ?? []) if (!rows.has(c.key)) rows.set(c.key, c)
  return [...rows].map(([key, { label, lang }]) => ({
    key,
    label,
    lang,
    values: sides.map((side) => (side.counts ? (side.counts.find((c) => c.key === key)?.count ?? 0) : null)),
  }))
}

/**
 * Two groups' answers to one question: a pair of bars per answer (each the share of its own group's
 * answers, so groups of different sizes compare fairly), and the same figures as a table.
 */
export function CompareBars({ sides, caption }: { sides: Side[]; caption: string }) {
  const t = useT('surveyResults')
  const { locale } = t
  const rows = mergedRows(sides)
  return (
    <div>
      <ul aria-hidden="true" className="grid gap-3">
        {rows.map((row) => (
          <li key={row.key}>
            <p lang={row.lang} className="text-sm break-words">
              {row.label}
            </p>
            {sides.map((side, i) => {
              const count = row.values[i] ?? null
              return (
                <div
                  key={side.letter}
                  className="mt-1 grid grid-cols-[1.25rem_minmax(0,1fr)_7rem] items-center gap-2 text-sm"
                >
                  <span className="font-semibold text-muted">{side.letter}</span>
                  <span className="h-3 overflow-hidden rounded-full bg-brand-50 ring-1 ring-line">
                    {count !== null && side.answered > 0 ? (
                      <span
                        className={cn('block h-full rounded-full', SIDE_TONE[side.letter])}
                        style={{ width: `${(count / side.answered) * 100}%` }}
                      />
                    ) : null}
                  </span>
                  <span className="text-right text-muted tabular-nums">
                    {count === null ? '—' : countCell(count, side.answered, locale)}
                  </span>
                </div>
              )
            })}
          </li>
        ))}
      </ul>
      <ResultsTable
        hidden
        caption={caption}
        headers={[
          t('chart.answer'),
          ...sides.map((side) => t('compare.groupName', { letter: side.letter, name: side.name })),
        ]}
        rows={rows.map((row) => ({
          key: row.key,
          cells: [
            row.lang ? <span lang={row.lang}>{row.label}</span> : row.label,
            ...row.values.map((count, i) =>
              count === null ? t('compare.withheld') : countCell(count, sides[i]!.answered, locale),
            ),
          ],
        }))}
      />
    </div>
  )
}
