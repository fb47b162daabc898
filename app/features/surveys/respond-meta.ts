import type { MetaDescriptor } from 'react-router'
import { pageMeta } from '~/lib/seo'
import type { SurveyPageData } from './components/respond-page'

// The head of a survey page: the survey's own title and introduction. A page opened with an invitation
// link is not indexed (the link is personal).

const FALLBACK = 'Tell us how we are doing: a short survey from your community management company.'

export function respondMeta(
  loaderData: SurveyPageData | undefined,
  origin: string,
  path: string,
): MetaDescriptor[] {
  if (!loaderData) return [{ title: 'Survey not found' }, { name: 'robots', content: 'noindex, nofollow' }]
  const { survey, token } = loaderData
  const description = survey.description.replace(/\s+/g, ' ').trim()
  return pageMeta({
    title: survey.title,
    description: description ? description.slice(0, 160) : FALLBACK,
    path,
    origin,
    noindex: Boolean(token) || survey.status !== 'published',
    crumbs: [
      { name: 'Home', path: '/' },
      { name: survey.title, path },
    ],
  })
}
