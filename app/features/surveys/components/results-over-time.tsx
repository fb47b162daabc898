import { formatNumber } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { ResultsTableDetails } from './results-table'
import { formatDay } from './results-format'

type Day = { day: string; count: number }

const DAY_MS = 24 * 60 * 60 * 1000
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Every day from the first response to the last, the quiet days as zero, so the picture is true to time. */
export function fillDays(days: Day[]): Day[] {
  if (days.length < 2) return days
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day))
  const first = toMs(sorted[0]!.day)
  const last = toMs(sorted[sorted.length - 1]!.day)
  if ((last - first) / DAY_MS > 730) return sorted // two years of columns would be too thin to read
  const byDay = new Map(sorted.map((d) => [d.day, d.count]))
  const filled: Day[] = []
  for (let ms = first; ms <= last; ms += DAY_MS)
    filled.push({ day: toDay(ms), count: byDay.get(toDay(ms)) ?? 0 })
  return filled
}

const W = 640
const H = 160
const PAD = { top: 12, right: 8, bottom: 24, left: 32 }

/** Responses per Utah day as columns (SVG), with the same figures in a table behind a disclosure. */
export function ResultsOverTime({ days, withheld = 0 }: { days: Day[]; withheld?: number }) {
  const t = useT('surveyResults')
  const { locale } = t
  const day = (d: string, style?: 'short') => formatDay(d, style, locale)
  const filled = fillDays(days)
  const withheldNote = t('overTime.withheld', { count: withheld })
  const note = withheld ? ` ${withheldNote}` : ''
  if (!filled.length)
    return <p className="text-sm text-muted">{withheld ? withheldNote : t('overTime.none')}</p>
  const most = Math.max(1, ...filled.map((d) => d.count))
  const busiest = filled.reduce((a, b) => (b.count > a.count ? b : a))
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const step = innerW / filled.length
  // A few days would make slabs: a column is at most 28 units wide, centred in its day.
  const bar = Math.max(1, Math.min(28, step * 0.75))
  const first = filled[0]!.day
  const last = filled[filled.length - 1]!.day
  const summary =
    first === last
      ? t('overTime.single', { count: busiest.count, day: day(first) })
      : t('overTime.range', {
          first: day(first),
          last: day(last),
          busiest: day(busiest.day),
          count: busiest.count,
        })
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" className="h-auto w-full">
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          className="stroke-line"
        />
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top}
          y2={PAD.top}
          className="stroke-line"
          strokeDasharray="4 4"
        />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className="fill-muted text-[11px]">
          {formatNumber(locale, most)}
        </text>
        <text x={PAD.left - 6} y={H - PAD.bottom + 4} textAnchor="end" className="fill-muted text-[11px]">
          0
        </text>
        {filled.map((d, i) => {
          const h = (d.count / most) * innerH
          return (
            <rect
              key={d.day}
              x={PAD.left + i * step + (step - bar) / 2}
              y={H - PAD.bottom - h}
              width={bar}
              height={h}
              rx={Math.min(2, bar / 2)}
              className="fill-brand-600"
            />
          )
        })}
        <text
          x={first === last ? PAD.left + step / 2 : PAD.left}
          y={H - 6}
          textAnchor={first === last ? 'middle' : 'start'}
          className="fill-muted text-[11px]"
        >
          {day(first, 'short')}
        </text>
        {last !== first ? (
          <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-muted text-[11px]">
            {day(last, 'short')}
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-1 text-sm text-muted">
        {summary} {t('overTime.utahDays')}
        {note}
      </figcaption>
      <ResultsTableDetails
        summary={t('overTime.showTable')}
        caption={t('overTime.tableCaption')}
        headers={[t('overTime.day'), t('overTime.responses')]}
        rows={filled
          .filter((d) => d.count > 0)
          .map((d) => ({ key: d.day, cells: [day(d.day), formatNumber(locale, d.count)] }))}
      />
    </figure>
  )
}
