import { Card } from '~/components/ui/card'
import { useT } from '~/i18n/i18n-provider'
import { groupTitle } from '../results-groups'
import { resultsSearch } from '../results-query'
import type { ResultsWords } from '../results-words'
import type { QuestionResult, SurveyDefinition, SurveyResults } from '../types'
import { SIDE_TONE } from './results-compare-bars'
import { CompareBody, type Group } from './results-compare-body'

// Two groups side by side (owners and renters, or those who answered "Pool" and "Clubhouse"): each
// question's figures for both, each group under the small-group rule on its own.

const answeredLine = (r: QuestionResult | undefined, t: ResultsWords) =>
  !r || r.suppressed ? t('question.tooFew') : t('question.answered', { count: r.answered })

function CompareQuestion({
  groups,
  index,
  survey,
}: {
  groups: Group[]
  index: number
  survey: SurveyDefinition
}) {
  const t = useT('surveyResults')
  const question = survey.questions[index]!
  const promptLang = question.inEnglish?.prompt ? 'en' : undefined
  const headingId = `compare-q-${question.id}`
  const results = groups.map((g) => g.results.questions[index])
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          <span className="text-muted">{index + 1}.</span> <span lang={promptLang}>{question.prompt}</span>
        </h3>
        <ul className="mt-1 mb-4 grid gap-0.5 text-sm text-muted">
          {groups.map((g, i) => (
            <li key={g.letter}>
              <span className="font-semibold text-ink">{t('compare.groupLabel', { letter: g.letter })}</span>{' '}
              {answeredLine(results[i], t)}
            </li>
          ))}
        </ul>
        <CompareBody groups={groups} index={index} question={question} results={results} />
      </section>
    </Card>
  )
}

export function ResultsCompare({
  survey,
  a,
  b,
  path,
}: {
  survey: SurveyDefinition
  a: SurveyResults
  b: SurveyResults
  path: string
}) {
  const t = useT('surveyResults')
  const groups: Group[] = [
    {
      letter: 'A',
      name: groupTitle(a.filters, a, t),
      results: a,
      link: `${path}${resultsSearch({ group: a.filters })}`,
    },
    {
      letter: 'B',
      name: groupTitle(b.filters, b, t),
      results: b,
      link: `${path}${resultsSearch({ group: b.filters })}`,
    },
  ]
  return (
    <>
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="groups-heading">
          <h2 id="groups-heading" className="text-xl font-semibold">
            {t('compare.heading')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {groups.map((g) => (
              <li key={g.letter} className="flex gap-3 rounded-lg border border-line p-3">
                <span
                  aria-hidden="true"
                  className={`mt-1 size-3 shrink-0 rounded-sm ${SIDE_TONE[g.letter]}`}
                />
                <span>
                  <span className="block font-semibold">
                    {t('compare.groupName', { letter: g.letter, name: g.name })}
                  </span>
                  <span className="block text-sm text-muted">
                    {g.results.suppressed
                      ? t('compare.tooFew')
                      : t('compare.responses', { count: g.results.total })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </Card>
      <h2 className="mt-2 text-2xl font-semibold">{t('questions.heading')}</h2>
      {survey.questions.map((q, index) => (
        <CompareQuestion key={q.id} groups={groups} index={index} survey={survey} />
      ))}
    </>
  )
}
