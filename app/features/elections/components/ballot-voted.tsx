import { CheckCircle2 } from 'lucide-react'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/i18n/i18n-provider'
import type { Locale } from '~/i18n/locales'
import type { VoteText } from '../ballot-form'
import { formatCalendarDay } from '~/lib/dates'
import { useHydrated } from '~/lib/use-hydrated'
import type { BallotView } from '../types'
import { keepReceipt, keptReceipt } from './receipt-memory'

const noChanges = () => () => {}

/** "You voted on Nov 30, 2026." for the link that voted; how the unit voted otherwise. */
export function votedSentence(
  ballot: Pick<BallotView, 'voted' | 'proxyHolder'>,
  t: VoteText & { locale: Locale },
): string {
  const voted = ballot.voted!
  const day = formatCalendarDay(voted.on, t.locale)
  const byThisLink = voted.method === (ballot.proxyHolder ? 'proxy' : 'online')
  if (byThisLink) return t('voted.you', { day })
  if (voted.method === 'paper') return t('voted.paper', { day })
  if (voted.method === 'proxy') return t('voted.proxy', { day })
  return t('voted.owner', { day })
}

/**
 * A unit that voted, on a later visit: the day, and the receipt again when this browser kept it at casting
 * (receipt-memory.ts). The server cannot show it: it does not know which receipt is the unit's.
 */
export function BallotVoted({ ballot }: { ballot: BallotView }) {
  const hydrated = useHydrated()
  const t = useT('vote')
  const [shown, setShown] = useState(false)
  const codeId = useId()
  const { id } = ballot.election
  const unit = ballot.unit.label
  // Read from this browser's storage once hydrated; the server's HTML has none.
  const kept = useSyncExternalStore(
    noChanges,
    () => keptReceipt(id, unit),
    () => null,
  )
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex gap-4">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{votedSentence(ballot, t)}</h2>
          {!hydrated ? null : kept ? (
            <div className="mt-4">
              <Button
                variant="secondary"
                aria-expanded={shown}
                aria-controls={codeId}
                onClick={() => setShown(!shown)}
              >
                {shown ? t('voted.hide') : t('voted.show')}
              </Button>
              <div id={codeId} hidden={!shown} className="mt-4">
                <p className="text-sm font-semibold tracking-wide text-muted uppercase">
                  {t('receipt.code')}
                </p>
                <p
                  className="mt-1 font-mono text-2xl font-semibold tracking-wider break-all text-brand-800"
                  data-receipt
                >
                  {kept}
                </p>
                <p className="mt-2 text-sm text-muted">{t('voted.kept')}</p>
              </div>
            </div>
          ) : (
            <p className="mt-2 text-muted">{t('voted.notKept')}</p>
          )}
        </div>
      </div>
    </Card>
  )
}

/** Renders nothing: keeps the receipt just shown in this browser, for a later visit. */
export function KeepReceipt({
  electionId,
  unit,
  receipt,
}: {
  electionId: string
  unit: string
  receipt: string
}) {
  useEffect(() => keepReceipt(electionId, unit, receipt), [electionId, unit, receipt])
  return null
}
