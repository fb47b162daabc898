import { isOther } from './answers'
import { isFileAnswer } from './file-answers'
import type { AnswerValue, Question } from './types'

// Words for stored answers, shared by the results and the CSV export.

export const OTHER_LABEL = 'Other'
export const GONE_LABEL = 'A choice no longer listed'

/** The buckets a question's counts are shown in, in order, with zero counts kept. */
export function bucketsOf(question: Question): Array<{ key: string; label: string }> {
  switch (question.type) {
    case 'single':
    case 'multiple':
      return [
        ...(question.options ?? []).map((o) => ({ key: o.id, label: o.label })),
        ...(question.allowOther ? [{ key: 'other', label: OTHER_LABEL }] : []),
      ]
    case 'yes_no':
      return [
        { key: 'true', label: 'Yes' },
        { key: 'false', label: 'No' },
      ]
    case 'rating':
      return [1, 2, 3, 4, 5].map((n) => ({ key: String(n), label: String(n) }))
    case 'nps':
      return Array.from({ length: 11 }, (_, n) => ({ key: String(n), label: String(n) }))
    default:
      return []
  }
}

export function choiceLabel(question: Question, key: string): string {
  if (key === 'other') return OTHER_LABEL
  return question.options?.find((o) => o.id === key)?.label ?? GONE_LABEL
}

/**
 * One answer as a spreadsheet cell (a matrix is split into its rows by the caller). `shownForOther`, when
 * given, stands in for what a respondent wrote under "Other".
 */
export function answerText(
  question: Question,
  value: AnswerValue | undefined,
  shownForOther?: string,
): string {
  const otherText = (value: { other: string }) => `${OTHER_LABEL}: ${shownForOther ?? value.other}`
  if (value === undefined || value === null) return ''
  switch (question.type) {
    case 'single':
      return isOther(value) ? otherText(value) : choiceLabel(question, String(value))
    case 'multiple':
      return Array.isArray(value)
        ? value.map((v) => (isOther(v) ? otherText(v) : choiceLabel(question, v))).join('; ')
        : ''
    case 'ranking':
      return Array.isArray(value) ? value.map((v) => choiceLabel(question, String(v))).join(' > ') : ''
    case 'yes_no':
      return value === true ? 'Yes' : value === false ? 'No' : ''
    case 'matrix':
      return ''
    case 'file':
      return isFileAnswer(value) ? value.file : ''
    default:
      return String(value)
  }
}

/** A matrix answer's row as a cell: the scale point's label. */
export function matrixCell(question: Question, value: AnswerValue | undefined, rowId: string): string {
  if (!value || typeof value !== 'object' || Array.isArray(value) || isOther(value)) return ''
  const choice = (value as Record<string, string>)[rowId]
  return choice ? (question.scale?.find((s) => s.id === choice)?.label ?? GONE_LABEL) : ''
}
