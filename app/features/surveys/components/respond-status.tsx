import { CalendarClock, CircleCheck, Lock, MailCheck, Users } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/i18n/i18n-provider'
import { pathInLocale } from '~/i18n/locales'
import { unavailableText, type SurveyTimes } from '../respond-text'
import type { SurveyAvailability } from '../types'

// What the page says instead of the questions: why the survey cannot be answered now (issue 13: closed,
// not yet open, full, used link, invitation required), or the thank-you once the answers are in.

const ICONS = {
  not_open: CalendarClock,
  closed: Lock,
  full: Users,
  used: MailCheck,
  invitation_required: MailCheck,
} as const

export function UnavailableNotice({
  availability,
  times,
  hasToken,
}: {
  availability: Exclude<SurveyAvailability, 'open'>
  times: SurveyTimes
  hasToken: boolean
}) {
  const t = useT('survey')
  const { heading, sentence } = unavailableText(t, availability, times, hasToken)
  const Icon = ICONS[availability]
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex gap-4">
        <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-brand-700" />
        <div>
          <h2 className="text-xl font-semibold">{heading}</h2>
          <p className="mt-2 text-muted">{sentence}</p>
          <p className="mt-5">
            <Link to={pathInLocale('/contact', t.locale)} className={buttonClasses('secondary')}>
              {t('unavailable.contact')}
            </Link>
          </p>
        </div>
      </div>
    </Card>
  )
}

/** The survey's own thank-you text; focus lands on its heading so a screen reader starts there. */
export function ThankYou({ text, lang }: { text: string; lang?: 'en' }) {
  const t = useT('survey')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex gap-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-brand-700" />
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            {t('thanks.heading')}
          </h2>
          <p lang={text.trim() ? lang : undefined} className="mt-3 text-lg whitespace-pre-line text-muted">
            {text.trim() || t('thanks.default')}
          </p>
          <p className="mt-6">
            <Link to={pathInLocale('/', t.locale)} className={buttonClasses('primary')}>
              {t('thanks.home')}
            </Link>
          </p>
        </div>
      </div>
    </Card>
  )
}
