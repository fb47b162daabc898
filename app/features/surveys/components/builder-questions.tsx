import { Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Field, SelectInput } from '~/components/ui/form-field'
import { QUESTION_TYPES, type Choice, type QuestionType } from '../types'
import { moved } from '~/components/staff/item-buttons'
import { BuilderQuestion } from './builder-question'
import {
  newId,
  newQuestion,
  QUESTION_TYPE_LABELS,
  type BuilderValues,
  type QuestionValues,
  withoutSource,
} from './builder-values'

type Props = {
  values: BuilderValues
  communities: Choice[]
  error: (key: string) => string | undefined
  onChange: (patch: Partial<BuilderValues>) => void
}

/** The two questions the results' filters read, ready-made so their choice ids are the ones the filters know. */
function communityQuestion(page: number): QuestionValues {
  return {
    ...newQuestion('single', page),
    prompt: 'Which community do you live in?',
    options: [],
    communities: true,
    allowOther: true,
  }
}
function roleQuestion(page: number): QuestionValues {
  return {
    ...newQuestion('single', page),
    prompt: 'Do you own or rent your home?',
    options: [
      { id: 'owner', label: 'I own it' },
      { id: 'renter', label: 'I rent it' },
    ],
  }
}

/** The questions: each editable in place, moved, copied or removed; new ones added at the end. */
export function BuilderQuestions({ values, communities, error, onChange }: Props) {
  const { questions } = values
  const [type, setType] = useState<QuestionType>('single')
  const [said, setSaid] = useState('')
  const root = useRef<HTMLDivElement>(null)
  const lastPage = () => Number.parseInt(questions[questions.length - 1]?.page ?? '1', 10) || 1

  /** After React has drawn the change, the keyboard goes where the person expects to continue. */
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus())

  function add(question: QuestionValues, patch: Partial<BuilderValues> = {}) {
    onChange({ questions: [...questions, question], ...patch })
    setSaid(`Question ${questions.length + 1} added.`)
    focusLater(`[aria-labelledby="${question.id}-heading"] textarea`)
  }

  function replace(index: number, question: QuestionValues) {
    onChange({ questions: questions.map((q, i) => (i === index ? question : q)) })
  }

  function duplicate(index: number) {
    const copy = { ...questions[index]!, id: newId() }
    onChange({ questions: [...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)] })
    setSaid(`Question ${index + 1} copied as question ${index + 2}.`)
    focusLater(`[aria-labelledby="${copy.id}-heading"] textarea`)
  }

  function remove(index: number) {
    const gone = questions[index]!
    // Rules and filters that read the removed question go with it: they could never be met.
    const reads = (q: QuestionValues) => q.showIf?.conditions.some((c) => c.questionId === gone.id)
    const dependants = questions.filter(reads).length
    const rest = questions
      .filter((_, i) => i !== index)
      .map((q) => (reads(q) ? withoutSource(q, gone.id) : q))
    onChange({
      questions: rest,
      communityQuestionId: values.communityQuestionId === gone.id ? '' : values.communityQuestionId,
      roleQuestionId: values.roleQuestionId === gone.id ? '' : values.roleQuestionId,
    })
    setSaid(
      `Question ${index + 1} removed.` +
        (dependants
          ? ` ${dependants === 1 ? 'One question was' : `${dependants} questions were`} shown only for its answers; ${dependants === 1 ? 'it is' : 'they are'} now always shown.`
          : ''),
    )
    const next = rest[Math.min(index, rest.length - 1)]
    focusLater(next ? `#${CSS.escape(`${next.id}-heading`)}` : 'select[name="builder-add-type"]')
  }

  return (
    <div ref={root} className="grid gap-4">
      <p role="status" className="sr-only">
        {said}
      </p>
      {questions.length ? null : (
        <p className="rounded-card border border-dashed border-brand-200 bg-white p-5 text-sm text-muted">
          No questions yet. Choose a kind of question below and add it; the builder keeps them in the order
          respondents see them.
        </p>
      )}
      {error('questions') ? <p className="text-sm font-medium text-rock-700">{error('questions')}</p> : null}
      {questions.map((question, index) => (
        <BuilderQuestion
          key={question.id}
          index={index}
          questions={questions}
          communities={communities}
          error={error}
          onChange={(q) => replace(index, q)}
          onMove={(to) => {
            onChange({ questions: moved(questions, index, to) })
            setSaid(`Question moved to position ${to + 1}.`)
          }}
          onDuplicate={() => duplicate(index)}
          onRemove={() => remove(index)}
        />
      ))}
      <div className="grid gap-3 rounded-card border border-line bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Kind of question to add" name="builder-add-type" className="min-w-56 flex-1">
            {(control) => (
              <SelectInput
                {...control}
                value={type}
                onChange={(e) => setType(e.currentTarget.value as QuestionType)}
              >
                {QUESTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {QUESTION_TYPE_LABELS[t]}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Button onClick={() => add(newQuestion(type, lastPage()))}>
            <Plus aria-hidden="true" className="size-4" />
            Add question
          </Button>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          <p className="w-full text-sm text-muted">
            Ready-made questions that the results can be filtered by:
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const q = communityQuestion(lastPage())
              add(q, values.communityQuestionId ? {} : { communityQuestionId: q.id })
            }}
          >
            Add “Which community do you live in?”
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const q = roleQuestion(lastPage())
              add(q, values.roleQuestionId ? {} : { roleQuestionId: q.id })
            }}
          >
            Add “Do you own or rent your home?”
          </Button>
        </div>
      </div>
    </div>
  )
}
