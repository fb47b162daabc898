import { ShieldCheck, UserRound } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { PageHeader } from '~/components/page-header'
import { Card } from '~/components/ui/card'
import type { QuestionErrors } from '../respond-steps'
import { browserStorage, sentKey } from '../respond-storage'
import { privacySentence, type SurveyTimes } from '../respond-text'
import type { Answers, SurveyAvailability, SurveyDefinition } from '../types'
import { useT } from '~/i18n/i18n-provider'
import { pathInLocale } from '~/i18n/locales'
import { useHydrated } from '~/lib/use-hydrated'
import { RespondAllSteps } from './respond-all-steps'
import { RespondStepper } from './respond-stepper'
import { ThankYou, UnavailableNotice } from './respond-status'

// /survey/:surveyId and /survey-2025 (issue 13): the survey's title and introduction, whether the answers
// are anonymous (said before the first question), then the questions, a sentence saying why they cannot
// be answered now, or the thank-you. The route's loader and action hand in what they found.

const noChanges = () => () => {}

export type SurveyPageData = {
  survey: SurveyDefinition
  availability: SurveyAvailability
  times: SurveyTimes
  /** The invitation link's token (?token=), sent with the answers. */
  token: string | null
}

export type SurveyActionData =
  | { step: 'sent'; thankYou: string }
  | { step: 'answering'; answers: Answers; errors: QuestionErrors; message?: string }

export function RespondPage({
  loaderData,
  actionData,
}: {
  loaderData: SurveyPageData
  actionData: SurveyActionData | undefined
}) {
  const { survey, times, token } = loaderData
  const t = useT('survey')
  const [sent, setSent] = useState<string | null>(actionData?.step === 'sent' ? actionData.thankYou : null)
  const hydrated = useHydrated()
  // An open link answers once per browser: this browser's own note says so even where the server's
  // mark is not visible to the page. Read in the browser only (false in the server's HTML).
  const answeredHere = useSyncExternalStore(
    noChanges,
    () => survey.audience === 'open' && !token && Boolean(browserStorage()?.getItem(sentKey(survey.id))),
    () => false,
  )

  const start = actionData?.step === 'answering' ? actionData : null
  const availability: SurveyAvailability =
    loaderData.availability === 'open' && answeredHere ? 'used' : loaderData.availability
  const address = survey.slug === 'survey-2025' ? '/survey-2025' : `/survey/${survey.slug ?? survey.id}`
  const crumbs = [
    { name: t('page.home'), path: pathInLocale('/', t.locale) },
    { name: survey.title, path: pathInLocale(address, t.locale) },
  ]
  const titleLang = survey.inEnglish?.includes('title') ? 'en' : undefined

  let body
  if (sent !== null)
    body = (
      <ThankYou
        text={sent || survey.thankYou}
        lang={survey.inEnglish?.includes('thankYou') ? 'en' : undefined}
      />
    )
  else if (availability !== 'open')
    body = <UnavailableNotice availability={availability} times={times} hasToken={Boolean(token)} />
  else
    body = (
      <>
        <SurveyIntro survey={survey} closes={times.closes} invited={Boolean(token)} />
        {hydrated ? (
          <RespondStepper
            survey={survey}
            token={token}
            start={start}
            onSent={(thankYou) => {
              setSent(thankYou)
              window.scrollTo({ top: 0 })
            }}
          />
        ) : (
          <RespondAllSteps survey={survey} token={token} start={start} />
        )}
      </>
    )

  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={t('page.eyebrow')}
        title={titleLang ? <span lang={titleLang}>{survey.title}</span> : survey.title}
      />
      <div className="bg-canvas py-8 md:py-14">
        <div className="mx-auto grid max-w-3xl gap-6 px-4 sm:px-6">{body}</div>
      </div>
    </>
  )
}

/** The introduction, and the privacy sentence before the first question. */
function SurveyIntro({
  survey,
  closes,
  invited,
}: {
  survey: SurveyDefinition
  closes: string | null
  invited: boolean
}) {
  const t = useT('survey')
  const Icon = survey.anonymous ? ShieldCheck : UserRound
  return (
    <Card className="grid gap-4 p-5 sm:p-8">
      {survey.description ? (
        <p
          lang={survey.inEnglish?.includes('description') ? 'en' : undefined}
          className="text-lg whitespace-pre-line text-ink"
        >
          {survey.description}
        </p>
      ) : null}
      <p className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-900">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{privacySentence(t, survey.anonymous, survey.audience === 'invitation' || invited)}</span>
      </p>
      <p className="text-sm text-muted">
        {t('intro.required')}
        {closes ? ` ${t('intro.closes', { closes })}` : ''}
      </p>
    </Card>
  )
}
