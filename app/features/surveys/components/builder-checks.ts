import type { FieldErrors } from '~/lib/field-errors'
import { conditionKey } from '../answers'
import { checkPiping } from '../piping-rules'
import { quotaProblems } from '../quotas'
import type { Question } from '../types'
import { quotasToInput } from './builder-quota-values'
import type { BuilderValues } from './builder-values'

// Checks the schema cannot make alone (they need the whole list of questions), so they show before
// saving; the server makes the same ones.

export function localErrors(values: BuilderValues): FieldErrors {
  const errors: FieldErrors = {}
  const add = (key: string, message: string) => (errors[key] ??= []).push(message)
  const seen = new Set<string>()
  values.questions.forEach((q, index) => {
    const at = `questions.${index}`
    if (q.page.trim() && !/^\d+$/.test(q.page.trim()))
      add(`${at}.page`, 'Enter the page as a whole number, from 1.')
    q.showIf?.conditions.forEach((c, i) => {
      const key = conditionKey(`${at}.showIf`, i)
      if (!seen.has(c.questionId)) add(key, 'Choose a question above this one.')
      else if (c.operator !== 'answered' && c.value === '')
        add(`${key}.value`, 'Choose the answer that shows this question.')
    })
    const dynamicOptions = q.communities ? 'communities' : null
    const quotas = { type: q.type, options: q.options, dynamicOptions, quotas: quotasToInput(q) }
    Object.assign(errors, quotaProblems(quotas as Question, at))
    seen.add(q.id)
  })
  checkPiping(values.questions, errors)
  if (values.audience === 'invitation' && !values.communityId)
    add('communityId', 'Choose the community whose owners are invited.')
  if (values.responseLimit.trim() && !/^\d+$/.test(values.responseLimit.trim()))
    add('responseLimit', 'Enter the response limit as a whole number.')
  return errors
}

const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  slug: 'Link name',
  description: 'Introduction',
  thankYou: 'Thank-you message',
  anonymous: 'Anonymous answers',
  audience: 'Audience',
  communityId: 'Community',
  invitePer: 'Invitations',
  opensAt: 'Opens',
  closesAt: 'Closes',
  responseLimit: 'Response limit',
  resultsPublic: 'Results',
  communityQuestionId: 'Community filter',
  roleQuestionId: 'Owner or renter filter',
  questions: 'Questions',
  _form: 'The survey',
}

const PARTS: Record<string, string> = {
  type: 'kind',
  prompt: 'question',
  help: 'help text',
  page: 'page',
  options: 'choices',
  rows: 'rows',
  scale: 'scale',
  min: 'lowest',
  max: 'highest',
  earliest: 'earliest date',
  latest: 'latest date',
  showIf: 'show-if rule',
  jumps: 'after this page, rule',
  allowOther: '“Other”',
  dynamicOptions: 'communities list',
  required: 'required',
  confidential: 'private answers',
  fileKinds: 'kinds of file',
  quotas: 'limit',
  id: 'id',
}

/** Where a field error is, in words: "Question 3, choices 2" for `questions.2.options.1.label`. */
export function whereIs(key: string): string {
  const [head, index, part, item] = key.split('.')
  if (head !== 'questions' || index === undefined) return FIELD_NAMES[head ?? ''] ?? 'The survey'
  const question = `Question ${Number(index) + 1}`
  if (!part) return question
  const name = PARTS[part] ?? part
  return item !== undefined && /^\d+$/.test(item)
    ? `${question}, ${name} ${Number(item) + 1}`
    : `${question}, ${name}`
}
