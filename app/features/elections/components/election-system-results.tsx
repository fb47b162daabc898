import { ArrowRight, BarChart3 } from 'lucide-react'
import { Link } from 'react-router'
import { IconBadge } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { useT } from '~/i18n/i18n-provider'
import type { Translations } from '~/i18n/translations'
import { formatUtahDateTime } from '~/lib/dates'
import { textIn } from '../localized'
import { localPath } from './vote-paths'

export type PublicResult = {
  id: string
  title: string
  /** The title in other languages, where staff wrote one. */
  translations: Translations
  communityName: string
  closedAt: string | null
  certifiedAt: string | null
}

/** Certified results an association chose to publish for anyone, newest first (server-rendered). */
export function PublicResultsList({ results }: { results: PublicResult[] }) {
  const t = useT('electionSystem')
  return (
    <Section tone="canvas" labelledBy="results-heading" id="results">
      <SectionHeading
        id="results-heading"
        eyebrow={t('public.eyebrow')}
        title={t('public.title')}
        lead={t('public.lead')}
      />
      {results.length ? (
        <ul className="mx-auto mt-12 grid max-w-3xl gap-4">
          {results.map((result) => {
            const title = textIn(result, 'title', t.locale)
            return (
              <li key={result.id} className="rounded-card border border-line bg-white p-5 shadow-card">
                <h3 className="text-lg font-semibold">
                  {title.inEnglish ? <span lang="en">{title.text}</span> : title.text}
                </h3>
                <p className="mt-1 text-muted">{result.communityName}</p>
                {result.certifiedAt ? (
                  <p className="mt-1 text-sm text-muted">
                    {t('public.certified', { certified: formatUtahDateTime(result.certifiedAt, t.locale) })}
                  </p>
                ) : null}
                <Link
                  to={localPath(`/results/${result.id}`, t.locale)}
                  className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t.rich(
                    'public.see',
                    { hidden: (text) => <span className="sr-only">{text}</span> },
                    { title: title.text },
                  )}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="mx-auto mt-12 max-w-2xl rounded-card border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <div className="flex justify-center">
            <IconBadge>
              <BarChart3 aria-hidden="true" className="size-6" />
            </IconBadge>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{t('public.noneTitle')}</h3>
          <p className="mx-auto mt-2 max-w-prose text-muted">{t('public.noneText')}</p>
        </div>
      )}
    </Section>
  )
}
