import { Link } from 'react-router'
import { useT } from '~/i18n/i18n-provider'
import type { ResultsWords } from '../results-words'
import type { QuestionResult, SurveyDefinition, SurveyResults } from '../types'
import { CompareBars, type Side } from './results-compare-bars'
import { formatMean } from './results-format'
import { ResultsMatrix } from './results-matrix'
import { ResultsTable } from './results-table'

// One question's figures for two groups, in the form that fits its type.

export type Group = { letter: 'A' | 'B'; name: string; results: SurveyResults; link: string }

/** "3.5" for a mean, "+20" for a score, or the withheld sentence's short form. */
const figure = (
  r: QuestionResult | undefined,
  value: (r: QuestionResult) => string | null,
  t: ResultsWords,
) => (!r || r.suppressed ? t('compare.withheld') : (value(r) ?? '—'))

function Figures({
  groups,
  index,
  what,
  value,
}: {
  groups: Group[]
  index: number
  what: string
  value: (r: QuestionResult) => string | null
}) {
  const t = useT('surveyResults')
  return (
    <ResultsTable
      caption={t('compare.figuresCaption', { number: index + 1, what })}
      headers={[t('compare.group'), what]}
      rows={groups.map((g) => ({
        key: g.letter,
        cells: [
          t('compare.groupShort', { letter: g.letter, name: g.name }),
          figure(g.results.questions[index], value, t),
        ],
      }))}
    />
  )
}

type BodyProps = {
  groups: Group[]
  index: number
  question: SurveyDefinition['questions'][number]
  results: Array<QuestionResult | undefined>
}

const shown = (r: QuestionResult | undefined) => Boolean(r && !r.suppressed)

/** The figures of one question for both groups, in the form that fits its type. */
export function CompareBody({ groups, index, question, results }: BodyProps) {
  const t = useT('surveyResults')
  const { locale } = t
  const caption = t('compare.caption', { number: index + 1, prompt: question.prompt })
  const sides: Side[] = groups.map((g, i) => ({
    letter: g.letter,
    name: g.name,
    counts: shown(results[i]) ? (results[i]!.counts ?? []) : null,
    answered: results[i]?.answered ?? 0,
  }))
  const mean = (r: QuestionResult) => (r.mean == null ? null : formatMean(r.mean, locale))
  if (question.confidential)
    return (
      <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm">
        {t('question.confidential')}
      </p>
    )
  switch (question.type) {
    case 'single':
    case 'multiple':
    case 'yes_no':
      return <CompareBars sides={sides} caption={caption} />
    case 'rating':
    case 'nps':
      return (
        <div className="grid gap-4">
          {question.type === 'rating' ? (
            <Figures groups={groups} index={index} what={t('compare.averageOf5')} value={mean} />
          ) : (
            <Figures
              groups={groups}
              index={index}
              what={t('nps.title')}
              value={(r) => (r.nps ? `${r.nps.score > 0 ? '+' : ''}${r.nps.score}` : null)}
            />
          )}
          <CompareBars sides={sides} caption={t('compare.byScore', { caption })} />
        </div>
      )
    case 'number':
      return <Figures groups={groups} index={index} what={t('compare.average')} value={mean} />
    case 'ranking':
      return (
        <ResultsTable
          caption={t('compare.rankingCaption', { caption })}
          headers={[
            t('ranking.choice'),
            ...groups.map((g) => t('compare.groupColumn', { letter: g.letter })),
          ]}
          rows={(question.options ?? []).map((o) => ({
            key: o.id,
            cells: [
              question.inEnglish?.options?.includes(o.id) ? <span lang="en">{o.label}</span> : o.label,
              ...results.map((r) =>
                figure(
                  r,
                  (x) => {
                    const p = x.ranking?.find((k) => k.key === o.id)?.averagePosition
                    return p ? formatMean(p, locale) : null
                  },
                  t,
                ),
              ),
            ],
          }))}
        />
      )
    case 'matrix':
      return (
        <div className="grid gap-4">
          {groups.map((g, i) => (
            <div key={g.letter}>
              <p className="mb-2 text-sm font-semibold">
                {t('compare.groupName', { letter: g.letter, name: g.name })}
              </p>
              {shown(results[i]) && results[i]!.matrix?.length ? (
                <ResultsMatrix
                  rows={results[i]!.matrix!}
                  caption={t('compare.matrixCaption', { caption, letter: g.letter })}
                />
              ) : (
                <p className="text-sm text-muted">{t('question.tooFew')}</p>
              )}
            </div>
          ))}
        </div>
      )
    default:
      return (
        <p className="text-sm">
          {t('compare.texts')}{' '}
          {groups.map((g, i) => (
            <span key={g.letter}>
              {i ? ' · ' : null}
              <Link
                to={`${g.link}#q-${question.id}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t('compare.textsLink', { letter: g.letter })}
              </Link>
            </span>
          ))}
        </p>
      )
  }
}
