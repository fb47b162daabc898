import type { QuestionInput } from '../schemas'
import type { Quota } from '../types'

type QuotaInput = NonNullable<QuestionInput['quotas']>[number]
import type { QuestionValues } from './builder-values'

// The builder's per-answer limits: a text field per answer (blank = no limit), keyed by the answer as
// text ("true"/"false" for yes/no, the option id for a single choice), turned into the API's quotas.

export type QuotaAnswer = { key: string; value: string | boolean; label: string }

/** The answers a limit can be set on, in the question's order; none for other kinds of question. */
export function quotaAnswers(q: QuestionValues): QuotaAnswer[] {
  if (q.type === 'yes_no')
    return [
      { key: 'true', value: true, label: 'Yes' },
      { key: 'false', value: false, label: 'No' },
    ]
  if (q.type !== 'single' || q.communities) return []
  return q.options.map((o, i) => ({ key: o.id, value: o.id, label: o.label.trim() || `Choice ${i + 1}` }))
}

/** The limits given, in the order the API's messages count them (`quotas.<j>`). */
export function quotaInputs(q: QuestionValues): Array<QuotaAnswer & { limit: string }> {
  return quotaAnswers(q)
    .map((answer) => ({ ...answer, limit: q.quotas[answer.key]?.trim() ?? '' }))
    .filter((answer) => answer.limit !== '')
}

/** A limit that is not a number is sent as null, so the save check (quotas.ts) says so at the field. */
export const quotasToInput = (q: QuestionValues): QuotaInput[] =>
  quotaInputs(q).map(({ value, limit }) => ({ value, limit: /^\d+$/.test(limit) ? Number(limit) : null }))

export const quotasToValues = (quotas: Quota[] | undefined): Record<string, string> =>
  Object.fromEntries((quotas ?? []).map((quota) => [String(quota.value), String(quota.limit)]))
