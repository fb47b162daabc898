import { dateHint } from '../date-limits'
import { conditionsOf } from '../answers'
import { readableQuestions } from '../piping'
import { jumpRuleText } from '../jump-notes'
import type { Condition, Question } from '../types'
import { QUESTION_TYPE_LABELS } from './builder-values'

/** The show-if rule in words: "Shown when question 2 is “No” and question 3 includes “Pool”." */
function ruleText(q: Question, questions: Question[]): string | null {
  const rule = q.showIf
  if (!rule) return null
  const clauses = conditionsOf(rule).map((condition) => clause(condition, questions))
  if (clauses.some((c) => c === null)) return 'Shown depending on a question that is no longer there.'
  return `Shown when ${clauses.join(rule.match === 'any' ? ' or ' : ' and ')}.`
}

function clause(rule: Condition, questions: Question[]): string | null {
  const index = questions.findIndex((x) => x.id === rule.questionId)
  const source = questions[index]
  if (!source) return null
  const which = `question ${index + 1}`
  if (rule.operator === 'answered') return `${which} is answered`
  const value =
    typeof rule.value === 'boolean'
      ? rule.value
        ? 'Yes'
        : 'No'
      : rule.value === 'other'
        ? 'Other'
        : (source.options?.find((o) => o.id === rule.value)?.label ?? String(rule.value))
  const verb = rule.operator === 'not_equals' ? 'is not' : rule.operator === 'includes' ? 'includes' : 'is'
  return `${which} ${verb} “${value}”`
}

/** The questions as respondents meet them, page by page, for reading (the builder edits them). */
export function ConsoleQuestions({
  questions: stored,
  shuffled = false,
}: {
  questions: Question[]
  /** Each respondent sees a page's questions in their own order. */
  shuffled?: boolean
}) {
  const questions = readableQuestions(stored)
  if (!questions.length) return <p className="text-sm text-muted">No questions yet.</p>
  return (
    <>
      {shuffled ? (
        <p className="mb-3 text-sm text-muted">
          Each respondent sees the questions of a page in their own random order.
        </p>
      ) : null}
      <ol className="grid gap-3">
        {questions.map((q, index) => {
          const rule = ruleText(q, questions)
          const jumps = jumpRuleText(q)
          return (
            <li key={q.id} className="rounded-lg border border-line p-3">
              <p className="font-semibold break-words">
                {index + 1}. {q.prompt}
                {q.required ? <span className="ml-1 text-sm font-normal text-muted">(required)</span> : null}
              </p>
              <p className="mt-1 text-sm text-muted">
                {QUESTION_TYPE_LABELS[q.type]} · page {q.page + 1}
                {q.dynamicOptions === 'communities'
                  ? ' · choices: the managed communities'
                  : q.options?.length
                    ? ` · ${q.options.length} choices`
                    : ''}
                {q.allowOther ? ', with “Other”' : ''}
                {q.shuffle ? ', in a random order for each respondent' : ''}
                {q.type === 'date' && dateHint(q) ? ` · ${dateHint(q)!.toLowerCase()}` : ''}
                {q.confidential ? ' · private answers' : ''}
              </p>
              {rule ? <p className="mt-1 text-sm text-brand-800">{rule}</p> : null}
              {jumps ? <p className="mt-1 text-sm text-brand-800">{jumps}</p> : null}
            </li>
          )
        })}
      </ol>
    </>
  )
}
