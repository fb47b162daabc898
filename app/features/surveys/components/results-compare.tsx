import { Card } from '~/components/ui/card'
import { groupTitle } from '../results-groups'
import { resultsSearch } from '../results-query'
import type { QuestionResult, SurveyDefinition, SurveyResults } from '../types'
import { SIDE_TONE } from './results-compare-bars'
import { CompareBody, type Group } from './results-compare-body'
import { plural } from './results-format'
import { TOO_FEW } from './results-question'

// Two groups side by side (owners and renters, or those who answered "Pool" and "Clubhouse"): each
// question's figures for both, each group under the small-group rule on its own.

const answeredLine = (r: QuestionResult | undefined) =>
  !r || r.suppressed ? TOO_FEW : `${plural(r.answered, 'person', 'people')} answered.`

function CompareQuestion({
  groups,
  index,
  survey,
}: {
  groups: Group[]
  index: number
  survey: SurveyDefinition
}) {
  const question = survey.questions[index]!
  const headingId = `compare-q-${question.id}`
  const results = groups.map((g) => g.results.questions[index])
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          <span className="text-muted">{index + 1}.</span> {question.prompt}
        </h3>
        <ul className="mt-1 mb-4 grid gap-0.5 text-sm text-muted">
          {groups.map((g, i) => (
            <li key={g.letter}>
              <span className="font-semibold text-ink">Group {g.letter}:</span> {answeredLine(results[i])}
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
  const groups: Group[] = [
    {
      letter: 'A',
      name: groupTitle(a.filters, a),
      results: a,
      link: `${path}${resultsSearch({ group: a.filters })}`,
    },
    {
      letter: 'B',
      name: groupTitle(b.filters, b),
      results: b,
      link: `${path}${resultsSearch({ group: b.filters })}`,
    },
  ]
  return (
    <>
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="groups-heading">
          <h2 id="groups-heading" className="text-xl font-semibold">
            The two groups
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
                    Group {g.letter}: {g.name}
                  </span>
                  <span className="block text-sm text-muted">
                    {g.results.suppressed
                      ? `${TOO_FEW} This survey is anonymous, so a group of fewer than 3 responses is never shown.`
                      : plural(g.results.total, 'response')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </Card>
      <h2 className="mt-2 text-2xl font-semibold">Questions</h2>
      {survey.questions.map((q, index) => (
        <CompareQuestion key={q.id} groups={groups} index={index} survey={survey} />
      ))}
    </>
  )
}
