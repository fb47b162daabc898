import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '~/components/ui/button'
import { Field, SelectInput, TextArea } from '~/components/ui/form-field'
import { authorToken, fromAuthorText, PIPEABLE_TYPES, toAuthorText } from '../piping'
import { questionLabel } from './builder-condition'
import type { QuestionValues } from './builder-values'

// The question's wording in the builder, where an earlier answer is written {{Q2}} (stored by the
// question's id, so moving questions keeps the link and the number shown follows), with a control that
// puts such a token at the caret.

type Props = {
  index: number
  questions: QuestionValues[]
  error: (key: string) => string | undefined
  onChange: (prompt: string) => void
}

/** Stored text as the author reads and types it, and back, by the builder's current order. */
export function authorText(questions: QuestionValues[]) {
  const order = questions.map((q) => q.id)
  return {
    show: (text: string) => toAuthorText(text, order),
    store: (text: string) => fromAuthorText(text, order),
  }
}

export function BuilderPrompt({ index, questions, error, onChange }: Props) {
  const question = questions[index]!
  const key = `questions.${index}`
  const text = authorText(questions)
  const shown = text.show(question.prompt)
  const sources = questions
    .slice(0, index)
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => PIPEABLE_TYPES.has(q.type))
  const [chosen, setChosen] = useState('')
  const field = useRef<HTMLTextAreaElement>(null)
  const order = questions.map((q) => q.id)
  const source = sources.find(({ q }) => q.id === chosen) ?? sources[sources.length - 1]

  function insert() {
    if (!source) return
    const token = authorToken(source.i + 1)
    const start = field.current?.selectionStart ?? shown.length
    const end = field.current?.selectionEnd ?? start
    flushSync(() => onChange(text.store(shown.slice(0, start) + token + shown.slice(end))))
    field.current?.focus()
    field.current?.setSelectionRange(start + token.length, start + token.length)
  }

  return (
    <div className="grid gap-3 sm:col-span-2">
      <Field
        label="Question"
        name={`${key}.prompt`}
        required
        hint={
          sources.length
            ? `To show an earlier answer, write {{Q}} with its question’s number, e.g. ${authorToken(source!.i + 1)}.`
            : undefined
        }
        error={error(`${key}.prompt`)}
      >
        {(control) => (
          <TextArea
            {...control}
            ref={field}
            rows={2}
            // The limit is on the stored text, where a token is longer than the {{Q2}} shown here.
            maxLength={500 - question.prompt.length + shown.length}
            value={shown}
            onChange={(e) => onChange(text.store(e.currentTarget.value))}
          />
        )}
      </Field>
      {source ? (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field label="Insert an earlier answer" name={`${key}.pipe`}>
            {(control) => (
              <SelectInput
                {...control}
                value={source.q.id}
                onChange={(e) => setChosen(e.currentTarget.value)}
              >
                {sources.map(({ q, i }) => (
                  <option key={q.id} value={q.id}>
                    {questionLabel(q, i, order)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Button type="button" variant="secondary" onClick={insert} className="justify-self-start">
            Insert into question {index + 1}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
