import { Card } from '~/components/ui/card'
import { formatNumber } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import type { GroupFilter } from '../results-query'
import type { QuestionResult } from '../types'
import { ResultsBars } from './results-bars'
import { formatMean } from './results-format'
import { ResultsMatrix } from './results-matrix'
import { ResultsNps } from './results-nps'
import { ResultsRanking } from './results-ranking'
import { ResultsTexts } from './results-texts'

type Props = {
  index: number
  result: QuestionResult
  surveyId: string
  /** Whether the question offered "Other, please say" (its written answers are listed). */
  allowOther: boolean
  filters: GroupFilter
}

/** One question's results in the chart that fits its type, with the same figures for screen readers. */
export function ResultsQuestion({ index, result, surveyId, allowOther, filters }: Props) {
  const t = useT('surveyResults')
  const headingId = `q-${result.questionId}`
  const caption = t('question.caption', { number: index + 1, prompt: result.prompt })
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          <span className="text-muted">{formatNumber(t.locale, index + 1)}.</span>{' '}
          <span lang={result.promptLang}>{result.prompt}</span>
        </h3>
        {result.suppressed ? (
          <p className="mt-3 rounded-lg border border-line bg-canvas px-4 py-3 text-sm">
            {t('question.tooFewAnonymous')}
          </p>
        ) : (
          <>
            <p className="mt-1 mb-4 text-sm text-muted">
              {t('question.answered', { count: result.answered })}
            </p>
            {result.confidential ? (
              <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm">
                {t(result.type === 'file' ? 'question.filesPrivate' : 'question.confidential')}
              </p>
            ) : (
              <Chart result={result} caption={caption} surveyId={surveyId} filters={filters} />
            )}
            {allowOther && result.othersWithheld ? (
              <p className="mt-5 border-t border-line pt-4 text-sm text-muted">{t('question.fewOthers')}</p>
            ) : null}
            {allowOther && result.texts ? (
              <div className="mt-5 border-t border-line pt-4">
                <ResultsTexts
                  surveyId={surveyId}
                  questionId={result.questionId}
                  initial={result.texts}
                  filters={filters}
                  prompt={result.prompt}
                  others
                />
              </div>
            ) : null}
          </>
        )}
      </section>
    </Card>
  )
}

function Chart({
  result,
  caption,
  surveyId,
  filters,
}: { result: QuestionResult; caption: string } & Pick<Props, 'surveyId' | 'filters'>) {
  const t = useT('surveyResults')
  switch (result.type) {
    case 'single':
    case 'multiple':
    case 'yes_no':
      return result.counts ? (
        <ResultsBars bars={result.counts} answered={result.answered} caption={caption} />
      ) : null
    case 'rating':
      return (
        <ResultsBars
          bars={result.counts ?? []}
          answered={result.answered}
          caption={caption}
          mean={result.mean}
          meanOf={t('chart.outOf5')}
        />
      )
    case 'nps':
      return result.nps ? (
        <ResultsNps
          nps={result.nps}
          bars={result.counts ?? []}
          answered={result.answered}
          caption={caption}
        />
      ) : null
    case 'number':
      return result.mean !== undefined && result.mean !== null ? (
        <p className="text-sm">
          <span className="font-semibold">
            {t('chart.average', { mean: formatMean(result.mean, t.locale) })}
          </span>
        </p>
      ) : null
    case 'ranking':
      return result.ranking?.length ? <ResultsRanking ranking={result.ranking} caption={caption} /> : null
    case 'matrix':
      return result.matrix?.length ? <ResultsMatrix rows={result.matrix} caption={caption} /> : null
    case 'short_text':
    case 'long_text':
      return (
        <ResultsTexts
          surveyId={surveyId}
          questionId={result.questionId}
          initial={result.texts ?? []}
          filters={filters}
          prompt={result.prompt}
        />
      )
    case 'date':
      return <p className="text-sm text-muted">{t('question.dates')}</p>
  }
}
