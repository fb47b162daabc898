import { BarChart3 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { formatDecimal, formatPercent } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import type { ShownQuorum } from '../types'

/** Whether quorum was met, with the figures: units and weight that took part, and what was required. */
export function ResultsQuorum({ quorum }: { quorum: ShownQuorum }) {
  const t = useT('results')
  const { locale } = t
  const percent = formatPercent(locale, quorum.percent)
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <BarChart3 aria-hidden="true" className="size-5 text-brand-700" />
        {quorum.met ? t('quorum.met') : t('quorum.notMet')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
        <Figure term={t('quorum.units')}>
          {t('quorum.ofTotal', { part: quorum.units, whole: quorum.rollUnits })}
        </Figure>
        <Figure term={t('quorum.weight')}>
          {quorum.weight !== null
            ? t('quorum.ofTotal', {
                part: formatDecimal(locale, quorum.weight),
                whole: formatDecimal(locale, quorum.rollWeight),
              })
            : quorum.weightShare !== null
              ? t('quorum.shareOfTotal', { share: formatPercent(locale, quorum.weightShare) })
              : t('contest.fewerThan3')}
        </Figure>
        <Figure term={t('quorum.required')}>
          {quorum.basis === 'units'
            ? t('quorum.requiredUnits', { percent, count: Number(quorum.required) })
            : t('quorum.requiredWeight', { percent, required: formatDecimal(locale, quorum.required) })}
        </Figure>
      </dl>
    </Card>
  )
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words">{children}</dd>
    </div>
  )
}
