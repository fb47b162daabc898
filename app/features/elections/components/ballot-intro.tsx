import { Eye, Lock, UserCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { useT } from '~/i18n/i18n-provider'
import type { BallotView } from '../types'
import { InEnglishText } from './in-english-text'

/**
 * What a voter reads before the contests: the unit and its weight, who is voting for it, how the ballot
 * is kept, and the election's own description and notice (plain text: line breaks kept, never HTML).
 */
export function BallotIntro({
  ballot,
  closes,
  closed = null,
}: {
  ballot: BallotView
  closes: string
  /** When voting actually closed, once it has (staff may close it early). */
  closed?: string | null
}) {
  const { election, unit } = ballot
  const t = useT('vote')
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold">{t('intro.title')}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term={t('intro.community')}>{election.communityName}</Fact>
        {closed ? (
          <Fact term={t('intro.closed')}>{closed}</Fact>
        ) : (
          <Fact term={t('intro.closes')}>{closes}</Fact>
        )}
        <Fact term={t('intro.unit')}>{unit.label}</Fact>
        <Fact term={t('intro.weight')}>{unit.weight}</Fact>
      </dl>
      {ballot.proxyHolder ? (
        <Note icon={<UserCheck className="size-5" />}>
          {t('intro.proxy', { holder: ballot.proxyHolder, unit: unit.label })}
        </Note>
      ) : null}
      <Note icon={election.secret ? <Lock className="size-5" /> : <Eye className="size-5" />}>
        {election.secret ? (
          <>
            {t('intro.secret')}
            {election.revoteAllowed ? t('intro.secretRevote') : null}
          </>
        ) : (
          t('intro.notSecret')
        )}
      </Note>
      {election.description ? (
        <div className="mt-6">
          <h3 className="font-semibold">{t('intro.description')}</h3>
          <p className="mt-1 whitespace-pre-line text-muted">
            <InEnglishText item={election} field="description">
              {election.description}
            </InEnglishText>
          </p>
        </div>
      ) : null}
      {election.notice ? (
        <div className="mt-6">
          <h3 className="font-semibold">{t('intro.notice')}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-muted">
            <InEnglishText item={election} field="notice">
              {election.notice}
            </InEnglishText>
          </p>
        </div>
      ) : null}
    </Card>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink">{children}</dd>
    </div>
  )
}

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="mt-5 flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  )
}
