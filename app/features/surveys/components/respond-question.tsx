import type { ComponentType } from 'react'
import type { AnswerValue, Question, QuestionType } from '../types'
import { MultipleChoice, SingleChoice, YesNo } from './question-choice'
import { QuestionField, type QuestionControlProps } from './question-field'
import { FileField } from './question-file'
import { Matrix } from './question-matrix'
import { Ranking } from './question-ranking'
import { Nps, Rating } from './question-scale'
import { DateField, LongText, NumberField, ShortText } from './question-text'

// One question of the respondent's page: its frame (prompt, required mark, help, message) around the
// control its type calls for.

const CONTROLS: Record<QuestionType, ComponentType<QuestionControlProps>> = {
  single: SingleChoice,
  multiple: MultipleChoice,
  rating: Rating,
  nps: Nps,
  yes_no: YesNo,
  short_text: ShortText,
  long_text: LongText,
  number: NumberField,
  date: DateField,
  ranking: Ranking,
  matrix: Matrix,
  file: FileField,
}

export function RespondQuestion({
  question,
  number,
  value,
  error,
  note,
  hydrated,
  onAnswer,
}: {
  question: Question
  number: number
  value: AnswerValue | undefined
  error: string | undefined
  note?: string
  hydrated: boolean
  onAnswer: (questionId: string, value: AnswerValue | undefined) => void
}) {
  const Control = CONTROLS[question.type]
  return (
    <QuestionField question={question} number={number} error={error} note={note}>
      {({ describedBy, invalid }) => (
        <Control
          question={question}
          value={value}
          onChange={(next) => onAnswer(question.id, next)}
          describedBy={describedBy}
          invalid={invalid}
          hydrated={hydrated}
        />
      )}
    </QuestionField>
  )
}
