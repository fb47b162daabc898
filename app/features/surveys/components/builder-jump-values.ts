import type { Jump } from '../types'
import type { QuestionValues } from './builder-values'

// "After this page" as the builder holds it: per answer, 'next' (the default), 'end' or a later page
// numbered from 1 as staff read it; turned into the API's jumps (pages from 0) in the answers' order.

export const NEXT = 'next'
export const END = 'end'

export type JumpAnswer = { key: string; label: string; value: Jump['value'] }

/** The answers that can lead somewhere: a single choice's listed choices and "Other", or yes and no. */
export function jumpAnswers(q: Pick<QuestionValues, 'type' | 'options' | 'allowOther' | 'communities'>) {
  const answers: JumpAnswer[] = []
  if (q.type === 'yes_no')
    answers.push({ key: 'true', label: 'Yes', value: true }, { key: 'false', label: 'No', value: false })
  if (q.type === 'single' && !q.communities) {
    q.options.forEach((o, i) =>
      answers.push({ key: o.id, label: o.label.trim() || `Choice ${i + 1}`, value: o.id }),
    )
    if (q.allowOther) answers.push({ key: 'other', label: 'Other', value: 'other' })
  }
  return answers
}

/** The jumps to save: one per answer that does not simply go on, in the answers' order. */
export function jumpInput(q: QuestionValues): Jump[] | null {
  const jumps = jumpAnswers(q).flatMap(({ key, value }): Jump[] => {
    const to = q.jumps[key] ?? NEXT
    if (to === NEXT) return []
    return [{ value, to: to === END ? END : Math.max(0, Number.parseInt(to, 10) - 1) }]
  })
  return jumps.length ? jumps : null
}

/** Stored jumps as the builder's choices. */
export const jumpValues = (jumps: Jump[] | null | undefined): Record<string, string> =>
  Object.fromEntries(
    (jumps ?? []).map((jump) => [String(jump.value), jump.to === END ? END : String(jump.to + 1)]),
  )
