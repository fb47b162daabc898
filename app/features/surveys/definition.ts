import { conditionKey, conditionsOf } from './answers'
import { limitsProblem } from './date-limits'
import { cleanTranslations, mapTranslatedText } from './localize'
import { remapTokens } from './piping'
import { checkPiping } from './piping-rules'
import { jumpProblems } from './jumps'
import { fileQuestionErrors } from './file-kinds'
import { quotaProblems } from './quotas'
import type { QuestionInput } from './schemas'
import type { Choice, Condition, Question, ShowIf } from './types'

// Turning the builder's questions into stored ones (issue 13): ids kept when given and made otherwise,
// and the rules a whole survey must keep (choices where a type needs them, show-if on an earlier question).

const CHOICE_TYPES = new Set(['single', 'multiple', 'ranking'])

const newChoiceId = () => globalThis.crypto.randomUUID().slice(0, 8)

function withIds(choices: Array<{ id?: string; label: string }> | undefined): Choice[] {
  return (choices ?? []).map((choice) => ({ id: choice.id ?? newChoiceId(), label: choice.label }))
}

type Errors = Record<string, string[]>

function duplicateIds(choices: Choice[]): boolean {
  return new Set(choices.map((c) => c.id)).size !== choices.length
}

function checkChoices(q: Question, at: string, errors: Errors) {
  const add = (field: string, message: string) => (errors[`${at}.${field}`] ??= []).push(message)
  if (CHOICE_TYPES.has(q.type) && !q.dynamicOptions) {
    if ((q.options ?? []).length < 2) add('options', 'Give at least 2 choices.')
    else if (duplicateIds(q.options!)) add('options', 'Two choices have the same id.')
  }
  if (q.dynamicOptions && q.type !== 'single')
    add('dynamicOptions', 'Only a single-choice question can list the communities.')
  if (q.type === 'matrix') {
    if ((q.rows ?? []).length < 1) add('rows', 'Give at least 1 row.')
    else if (duplicateIds(q.rows!)) add('rows', 'Two rows have the same id.')
    if ((q.scale ?? []).length < 2) add('scale', 'Give at least 2 points on the scale.')
    else if (duplicateIds(q.scale!)) add('scale', 'Two scale points have the same id.')
  }
  if (q.min != null && q.max != null && q.min > q.max)
    add('max', 'The maximum must not be below the minimum.')
  if (q.type === 'multiple' && q.max != null && q.max < 1) add('max', 'Allow at least 1 choice.')
  const dates = q.type === 'date' ? limitsProblem(q) : null
  if (dates) add('latest', dates)
}

function checkCondition(rule: Condition, earlier: Map<string, Question>, key: string, errors: Errors) {
  const source = earlier.get(rule.questionId)
  const add = (message: string) => (errors[key] ??= []).push(message)
  if (!source) return add('Show this question depending on an earlier question.')
  if (rule.operator === 'answered') return
  if (rule.value === undefined) return add('Choose the answer that shows this question.')
  const choiceIds = new Set(
    (source.options ?? []).map((o) => o.id).concat(source.allowOther ? ['other'] : []),
  )
  const ok =
    source.type === 'single' || source.type === 'multiple'
      ? typeof rule.value === 'string' && (Boolean(source.dynamicOptions) || choiceIds.has(rule.value))
      : source.type === 'yes_no'
        ? typeof rule.value === 'boolean'
        : ['rating', 'nps', 'number'].includes(source.type)
          ? typeof rule.value === 'number'
          : typeof rule.value === 'string'
  if (!ok) add('The answer that shows this question is not one the earlier question offers.')
  if (rule.operator === 'includes' && source.type !== 'multiple' && source.type !== 'single')
    add('“Includes” works only on a choice question.')
}

/** Every condition of the rule; the first's problems under `showIf`, the others' under `showIf.more.<i>`. */
function checkShowIf(q: Question, earlier: Map<string, Question>, at: string, errors: Errors) {
  if (!q.showIf) return
  conditionsOf(q.showIf).forEach((c, i) =>
    checkCondition(c, earlier, conditionKey(`${at}.showIf`, i), errors),
  )
}

/** A rule as stored: `match` and `more` only when there is more than one condition. */
function storedRule(rule: ShowIf | null | undefined): ShowIf | null {
  if (!rule) return null
  const { match, more, ...first } = rule
  return more?.length ? { ...first, match: match ?? 'all', more } : first
}

/** The questions with their ids, in order, and the problems keyed by `questions.<index>.<field>`. */
export function buildQuestions(inputs: QuestionInput[]): { questions: Question[]; fieldErrors: Errors } {
  const errors: Errors = {}
  const earlier = new Map<string, Question>()
  const questions: Question[] = []
  inputs.forEach((input, index) => {
    const at = `questions.${index}`
    const id = input.id ?? globalThis.crypto.randomUUID()
    if (earlier.has(id)) (errors[`${at}.id`] ??= []).push('Two questions have the same id.')
    const needsChoices = CHOICE_TYPES.has(input.type)
    const question: Question = {
      id,
      type: input.type,
      prompt: input.prompt,
      help: input.help || null,
      required: input.required,
      page: input.page,
      options: needsChoices && !input.dynamicOptions ? withIds(input.options) : needsChoices ? [] : undefined,
      allowOther: (input.type === 'single' || input.type === 'multiple') && input.allowOther,
      earliest: input.type === 'date' ? (input.earliest ?? null) : null,
      latest: input.type === 'date' ? (input.latest ?? null) : null,
      min: input.min ?? null,
      max: input.max ?? null,
      rows: input.type === 'matrix' ? withIds(input.rows) : undefined,
      scale: input.type === 'matrix' ? withIds(input.scale) : undefined,
      showIf: storedRule(input.showIf as ShowIf | null | undefined),
      dynamicOptions: input.dynamicOptions ?? null,
      confidential: input.confidential,
      jumps: input.jumps?.length ? input.jumps : null,
      quotas: input.quotas?.length ? (input.quotas as Question['quotas']) : undefined,
      shuffle: CHOICE_TYPES.has(input.type) && input.shuffle,
      translations: cleanTranslations(input.translations),
    }
    // Attached files are for staff alone: the results count them, the staff page and export list them.
    if (input.type === 'file')
      Object.assign(question, { fileKinds: [...new Set(input.fileKinds ?? [])], confidential: true })
    checkChoices(question, at, errors)
    Object.assign(errors, quotaProblems(question, at))
    checkShowIf(question, earlier, at, errors)
    if (index > 0 && question.page < questions[index - 1]!.page)
      (errors[`${at}.page`] ??= []).push(
        'Questions are listed page by page: this page comes before the one above.',
      )
    questions.push(question)
    earlier.set(id, question)
  })
  checkPiping(questions, errors)
  return {
    questions,
    fieldErrors: { ...errors, ...jumpProblems(questions), ...fileQuestionErrors(questions) },
  }
}

/** The filter questions: the community one is a single choice; the owner/renter one offers both ids. */
export function checkFilterQuestions(
  questions: Question[],
  ids: { communityQuestionId?: string | null; roleQuestionId?: string | null },
): Errors {
  const errors: Errors = {}
  const byId = new Map(questions.map((q) => [q.id, q]))
  if (ids.communityQuestionId) {
    const q = byId.get(ids.communityQuestionId)
    if (!q || q.type !== 'single')
      errors.communityQuestionId = ['The community filter needs a single-choice question of this survey.']
  }
  if (ids.roleQuestionId) {
    const q = byId.get(ids.roleQuestionId)
    const choiceIds = new Set((q?.options ?? []).map((o) => o.id))
    if (!q || q.type !== 'single' || !choiceIds.has('owner') || !choiceIds.has('renter'))
      errors.roleQuestionId = [
        'The owner or renter filter needs a single-choice question with the choices “owner” and “renter” (ids owner and renter).',
      ]
  }
  return errors
}

function remapRule(rule: ShowIf, idMap: Map<string, string>): ShowIf {
  const moved = <C extends Condition>(c: C): C => ({
    ...c,
    questionId: idMap.get(c.questionId) ?? c.questionId,
  })
  return rule.more ? { ...moved(rule), more: rule.more.map(moved) } : moved(rule)
}

/**
 * A copy with new question and choice-independent ids; show-if rules, piped answers and filter ids follow
 * the copies.
 */
export function remapQuestions(questions: Question[]): { questions: Question[]; idMap: Map<string, string> } {
  const idMap = new Map(questions.map((q) => [q.id, globalThis.crypto.randomUUID()]))
  return {
    idMap,
    questions: questions.map((q) => ({
      ...q,
      id: idMap.get(q.id)!,
      showIf: q.showIf ? remapRule(q.showIf, idMap) : null,
      prompt: remapTokens(q.prompt, idMap),
      help: q.help === null ? null : remapTokens(q.help, idMap),
      translations: mapTranslatedText(q.translations, ['prompt', 'help'], (text) => remapTokens(text, idMap)),
    })),
  }
}
