import type { MetaDescriptor } from 'react-router'
import { pathInLocale } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { pageMeta } from '~/lib/seo'
import type { SurveyPageData } from './components/respond-page'

// The head of a survey page: the survey's own title and introduction, in the page's language. A page opened
// with an invitation link is not indexed (the link is personal).

type Matches = Parameters<typeof metaTranslator>[0]

export function respondMeta(
  loaderData: SurveyPageData | undefined,
  matches: Matches,
  origin: string,
  englishPath: string,
): MetaDescriptor[] {
  const t = metaTranslator(matches, 'survey')
  if (!loaderData) return [{ title: t('meta.notFound') }, { name: 'robots', content: 'noindex, nofollow' }]
  const { survey, token } = loaderData
  const path = pathInLocale(englishPath, t.locale)
  const description = survey.description.replace(/\s+/g, ' ').trim()
  return pageMeta({
    title: survey.title,
    description: description ? description.slice(0, 160) : t('meta.fallback'),
    path,
    origin,
    noindex: Boolean(token) || survey.status !== 'published',
    crumbs: [
      { name: t('page.home'), path: pathInLocale('/', t.locale) },
      { name: survey.title, path },
    ],
  })
}
