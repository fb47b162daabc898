import { TriangleAlert } from 'lucide-react'
import { useT } from '~/i18n/i18n-provider'
import { formatUtahDateTime } from '~/lib/dates'
import type { ShownTie } from '../types'
import { labelName, tieSentence } from './results-words'
import type { ViewContest } from './results-view'

/** A tie the count left open, and how it was resolved once staff record it (ties.server.ts). */
export function TieNotice({ contest, tie }: { contest: ViewContest; tie?: ShownTie }) {
  const t = useT('results')
  if (tie)
    return (
      <p className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
        {tieSentence(contest, tie, formatUtahDateTime(tie.recordedAt, t.locale), t)}
        {tie.note ? t('tie.note', { note: tie.note }) : null}
      </p>
    )
  const left = contest.seats - contest.winners.length
  return (
    <p className="mt-3 flex gap-2 rounded-lg border border-rock-100 bg-rock-50 p-3 text-sm text-rock-700">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t('tie.label')}</span>{' '}
        {contest.kind === 'measure'
          ? t('tie.measure')
          : t('tie.race', {
              count: left,
              names: contest.tied.map((label) => labelName(label, contest)).join(', '),
            })}
        {t('tie.rules')}
      </span>
    </p>
  )
}
