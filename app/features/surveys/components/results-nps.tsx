import type { MessageKey } from '~/i18n/areas'
import { formatNumber } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { ResultsBars, type Bar } from './results-bars'
import { ResultsTable } from './results-table'
import { percent } from './results-format'

type Nps = { promoters: number; passives: number; detractors: number; score: number }

// Net Promoter Score: promoters answer 9-10, passives 7-8, detractors 0-6; the score is the share of
// promoters minus the share of detractors, from -100 to 100.
const GROUPS = [
  { key: 'detractors', label: 'nps.detractors', tone: 'bg-rock-600' },
  { key: 'passives', label: 'nps.passives', tone: 'bg-slate-400' },
  { key: 'promoters', label: 'nps.promoters', tone: 'bg-brand-700' },
] as const satisfies ReadonlyArray<{ key: string; label: MessageKey<'surveyResults'>; tone: string }>

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
  const t = useT('surveyResults')
  const { locale } = t
  const total = nps.promoters + nps.passives + nps.detractors
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p>
          <span className="block text-sm text-muted">{t('nps.title')}</span>
          <span className="text-4xl font-semibold text-brand-900 tabular-nums">{signed(nps.score)}</span>
        </p>
        <p className="max-w-prose text-sm text-muted">{t('nps.explain')}</p>
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
              {t(group.label)}:{' '}
              <span className="font-semibold tabular-nums">
                {formatNumber(locale, nps[group.key])} ({percent(nps[group.key], total, locale)})
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ResultsTable
        hidden
        caption={t('nps.caption', { caption, score: signed(nps.score), count: total })}
        headers={[t('nps.group'), t('chart.responses'), t('nps.share')]}
        rows={GROUPS.map((group) => ({
          key: group.key,
          cells: [
            t(group.label),
            formatNumber(locale, nps[group.key]),
            percent(nps[group.key], total, locale),
          ],
        }))}
      />
      {bars.length ? (
        <details className="rounded-lg border border-line">
          <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-brand-700">
            {t('nps.byScore')}
          </summary>
          <div className="px-4 pb-4">
            <ResultsBars bars={bars} answered={answered} caption={t('nps.byScoreCaption', { caption })} />
          </div>
        </details>
      ) : null}
    </div>
  )
}
