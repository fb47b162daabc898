import { Link } from 'react-router'
import type { QuestionResult, SurveyDefinition, SurveyResults } from '../types'
import { CompareBars, WITHHELD_CELL, type Side } from './results-compare-bars'
import { formatMean } from './results-format'
import { ResultsMatrix } from './results-matrix'
import { CONFIDENTIAL, TOO_FEW } from './results-question'
import { ResultsTable } from './results-table'

// One question's figures for two groups, in the form that fits its type.

export type Group = { letter: 'A' | 'B'; name: string; results: SurveyResults; link: string }

/** "3.5" for a mean, "+20" for a score, or the withheld sentence's short form. */
const figure = (r: QuestionResult | undefined, value: (r: QuestionResult) => string | null) =>
  !r || r.suppressed ? WITHHELD_CELL : (value(r) ?? '—')

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
  return (
    <ResultsTable
      caption={`Question ${index + 1}: ${what} by group`}
      headers={['Group', what]}
      rows={groups.map((g) => ({
        key: g.letter,
        cells: [`${g.letter}: ${g.name}`, figure(g.results.questions[index], value)],
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
  const caption = `Question ${index + 1}, ${question.prompt}: answers by group`
  const sides: Side[] = groups.map((g, i) => ({
    letter: g.letter,
    name: g.name,
    counts: shown(results[i]) ? (results[i]!.counts ?? []) : null,
    answered: results[i]?.answered ?? 0,
  }))
  const mean = (r: QuestionResult) => (r.mean == null ? null : formatMean(r.mean))
  if (question.confidential)
    return <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm">{CONFIDENTIAL}</p>
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
            <Figures groups={groups} index={index} what="Average out of 5" value={mean} />
          ) : (
            <Figures
              groups={groups}
              index={index}
              what="Net Promoter Score"
              value={(r) => (r.nps ? `${r.nps.score > 0 ? '+' : ''}${r.nps.score}` : null)}
            />
          )}
          <CompareBars sides={sides} caption={`${caption}, by score`} />
        </div>
      )
    case 'number':
      return <Figures groups={groups} index={index} what="Average" value={mean} />
    case 'ranking':
      return (
        <ResultsTable
          caption={`${caption}: average position, where 1 is the top`}
          headers={['Choice', ...groups.map((g) => `Group ${g.letter}`)]}
          rows={(question.options ?? []).map((o) => ({
            key: o.id,
            cells: [
              o.label,
              ...results.map((r) =>
                figure(r, (x) => {
                  const p = x.ranking?.find((k) => k.key === o.id)?.averagePosition
                  return p ? formatMean(p) : null
                }),
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
                Group {g.letter}: {g.name}
              </p>
              {shown(results[i]) && results[i]!.matrix?.length ? (
                <ResultsMatrix rows={results[i]!.matrix!} caption={`${caption}, group ${g.letter}`} />
              ) : (
                <p className="text-sm text-muted">{TOO_FEW}</p>
              )}
            </div>
          ))}
        </div>
      )
    default:
      return (
        <p className="text-sm">
          Written answers are listed for one group at a time:{' '}
          {groups.map((g, i) => (
            <span key={g.letter}>
              {i ? ' · ' : null}
              <Link
                to={`${g.link}#q-${question.id}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                group {g.letter}’s answers
              </Link>
            </span>
          ))}
        </p>
      )
  }
}
