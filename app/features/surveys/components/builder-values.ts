import { TODAY } from '../date-limits'
import type { SurveyInput } from '../schemas'
import { conditionsOf } from '../answers'
import type { Choice, Condition, QuestionType, ShowIf, StaffSurvey, SurveyAudience } from '../types'
import { isoToUtahLocal, utahLocalToIso } from '~/lib/utah-local-time'

// The builder's form state: text fields as the inputs hold them (numbers and dates as typed), turned into
// the API's payload (SurveyInputSchema) on save, and back from a stored survey when a draft is edited.

export type ChoiceValues = { id: string; label: string }

export type ConditionValues = { questionId: string; operator: Condition['operator']; value: string }

/** The show-if rule as the builder holds it: one or more conditions, all or any of which must hold. */
export type ShowIfValues = { match: 'all' | 'any'; conditions: ConditionValues[] }

export type QuestionValues = {
  id: string
  type: QuestionType
  prompt: string
  help: string
  required: boolean
  /** 1-based as staff read it; the API counts from 0. */
  page: string
  options: ChoiceValues[]
  allowOther: boolean
  /** The choices are the company's managed communities, read when the survey is shown. */
  communities: boolean
  min: string
  max: string
  /** date: fixed limits as typed (`YYYY-MM-DD`), or today's date in Utah when the answer is given. */
  earliest: string
  latest: string
  noPast: boolean
  noFuture: boolean
  rows: ChoiceValues[]
  scale: ChoiceValues[]
  showIf: ShowIfValues | null
  confidential: boolean
}

export type BuilderValues = {
  title: string
  slug: string
  description: string
  thankYou: string
  anonymous: boolean
  audience: SurveyAudience
  communityId: string
  invitePer: 'owner' | 'unit'
  opensAt: string
  closesAt: string
  responseLimit: string
  resultsPublic: boolean
  communityQuestionId: string
  roleQuestionId: string
  questions: QuestionValues[]
}

/** The stored survey a draft is edited from (the staff view of GET /api/surveys/:id). */
export type EditableSurvey = Pick<
  StaffSurvey,
  | 'title'
  | 'slug'
  | 'description'
  | 'thankYou'
  | 'anonymous'
  | 'audience'
  | 'opensAt'
  | 'closesAt'
  | 'communityId'
  | 'invitePer'
  | 'responseLimit'
  | 'resultsPublic'
  | 'communityQuestionId'
  | 'roleQuestionId'
  | 'questions'
>

/** A UUID v4 from the browser's random source (crypto.randomUUID needs HTTPS; this works everywhere). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Choice ids are short: answers, show-if rules and the CSV refer to them. */
export const newChoiceId = () => newId().replaceAll('-', '').slice(0, 10)

export const choice = (label = ''): ChoiceValues => ({ id: newChoiceId(), label })

const AGREEMENT = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']

/** A new question of a type, with the parts that type needs already there to fill in. */
export function newQuestion(type: QuestionType, page = 1): QuestionValues {
  const withChoices = type === 'single' || type === 'multiple' || type === 'ranking'
  return {
    id: newId(),
    type,
    prompt: '',
    help: '',
    required: false,
    page: String(page),
    options: withChoices ? [choice(), choice()] : [],
    allowOther: false,
    communities: false,
    min: '',
    max: '',
    earliest: '',
    latest: '',
    noPast: false,
    noFuture: false,
    rows: type === 'matrix' ? [choice(), choice()] : [],
    scale: type === 'matrix' ? AGREEMENT.map((label) => choice(label)) : [],
    showIf: null,
    confidential: false,
  }
}

export const emptyValues = (): BuilderValues => ({
  title: '',
  slug: '',
  description: '',
  thankYou: '',
  anonymous: true,
  audience: 'open',
  communityId: '',
  invitePer: 'owner',
  opensAt: '',
  closesAt: '',
  responseLimit: '',
  resultsPublic: false,
  communityQuestionId: '',
  roleQuestionId: '',
  questions: [],
})

const toChoices = (list: Choice[] | undefined): ChoiceValues[] =>
  (list ?? []).map(({ id, label }) => ({ id, label }))
const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

export function surveyToValues(survey: EditableSurvey): BuilderValues {
  return {
    title: survey.title,
    slug: survey.slug ?? '',
    description: survey.description ?? '',
    thankYou: survey.thankYou ?? '',
    anonymous: survey.anonymous,
    audience: survey.audience,
    communityId: survey.communityId ?? '',
    invitePer: survey.invitePer ?? 'owner',
    opensAt: isoToUtahLocal(survey.opensAt),
    closesAt: isoToUtahLocal(survey.closesAt),
    responseLimit: numberText(survey.responseLimit),
    resultsPublic: Boolean(survey.resultsPublic),
    communityQuestionId: survey.communityQuestionId ?? '',
    roleQuestionId: survey.roleQuestionId ?? '',
    questions: survey.questions.map((q) => ({
      id: q.id,
      type: q.type,
      prompt: q.prompt,
      help: q.help ?? '',
      required: q.required,
      page: String(q.page + 1),
      options: q.dynamicOptions === 'communities' ? [] : toChoices(q.options),
      allowOther: Boolean(q.allowOther),
      communities: q.dynamicOptions === 'communities',
      min: numberText(q.min),
      max: numberText(q.max),
      earliest: q.earliest && q.earliest !== TODAY ? q.earliest : '',
      latest: q.latest && q.latest !== TODAY ? q.latest : '',
      noPast: q.earliest === TODAY,
      noFuture: q.latest === TODAY,
      rows: toChoices(q.rows),
      scale: toChoices(q.scale),
      showIf: q.showIf
        ? {
            match: q.showIf.match ?? 'all',
            conditions: conditionsOf(q.showIf).map((c) => ({
              questionId: c.questionId,
              operator: c.operator,
              value: showIfText(c.value),
            })),
          }
        : null,
      confidential: Boolean(q.confidential),
    })),
  }
}

const showIfText = (value: ShowIf['value']) => (value === undefined ? '' : String(value))

/** A typed number, or null when left empty; NaN stays NaN so the schema says it is not a number. */
const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()))

/** The show-if value in the shape the API compares: a boolean for yes/no, a number for scores. */
function showIfValue(rule: ConditionValues, source: QuestionValues | undefined): Condition['value'] {
  if (rule.operator === 'answered') return undefined
  if (!source) return rule.value
  if (source.type === 'yes_no') return rule.value === 'true'
  if (['rating', 'nps', 'number'].includes(source.type)) return toNumber(rule.value) ?? undefined
  return rule.value
}

/** The question with no condition on `sourceId` left; a rule with no condition left goes. */
export function withoutSource(question: QuestionValues, sourceId: string): QuestionValues {
  const conditions = question.showIf?.conditions.filter((c) => c.questionId !== sourceId) ?? []
  return { ...question, showIf: conditions.length ? { ...question.showIf!, conditions } : null }
}

/** The rule in the API's shape: the first condition, then `more` and `match` when there are others. */
function ruleInput(rule: ShowIfValues, byId: Map<string, QuestionValues>): ShowIf | null {
  const [first, ...more] = rule.conditions.map((c) => ({
    questionId: c.questionId,
    operator: c.operator,
    value: showIfValue(c, byId.get(c.questionId)),
  }))
  if (!first) return null
  return more.length ? { ...first, match: rule.match, more } : first
}

const HAS_CHOICES: QuestionType[] = ['single', 'multiple', 'ranking']
const HAS_RANGE: QuestionType[] = ['multiple', 'number', 'short_text', 'long_text']

export type SurveyPayload = Omit<SurveyInput, 'opensAt' | 'closesAt'> & {
  opensAt: string | null
  closesAt: string | null
}

export function valuesToInput(values: BuilderValues): SurveyPayload {
  const byId = new Map(values.questions.map((q) => [q.id, q]))
  return {
    title: values.title,
    slug: values.slug.trim() || null,
    description: values.description,
    thankYou: values.thankYou,
    anonymous: values.anonymous,
    audience: values.audience,
    communityId: values.communityId || null,
    invitePer: values.invitePer,
    opensAt: values.opensAt ? (utahLocalToIso(values.opensAt) ?? values.opensAt) : null,
    closesAt: values.closesAt ? (utahLocalToIso(values.closesAt) ?? values.closesAt) : null,
    responseLimit: toNumber(values.responseLimit),
    resultsPublic: values.resultsPublic,
    communityQuestionId: values.communityQuestionId || null,
    roleQuestionId: values.roleQuestionId || null,
    questions: values.questions.map((q) => {
      const choices = HAS_CHOICES.includes(q.type)
      const dynamic = q.type === 'single' && q.communities
      return {
        id: q.id,
        type: q.type,
        prompt: q.prompt,
        help: q.help,
        required: q.required,
        page: Math.max(0, (Number.parseInt(q.page, 10) || 1) - 1),
        options: choices && !dynamic ? q.options : undefined,
        allowOther: (q.type === 'single' || q.type === 'multiple') && q.allowOther,
        min: HAS_RANGE.includes(q.type) ? toNumber(q.min) : null,
        max: HAS_RANGE.includes(q.type) ? toNumber(q.max) : null,
        earliest: q.type === 'date' ? (q.noPast ? TODAY : q.earliest.trim() || null) : null,
        latest: q.type === 'date' ? (q.noFuture ? TODAY : q.latest.trim() || null) : null,
        rows: q.type === 'matrix' ? q.rows : undefined,
        scale: q.type === 'matrix' ? q.scale : undefined,
        showIf: q.showIf ? ruleInput(q.showIf, byId) : null,
        dynamicOptions: dynamic ? 'communities' : null,
        confidential: q.confidential,
      }
    }),
  }
}

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  rating: 'Rating (1 to 5)',
  nps: 'Recommend score (0 to 10)',
  yes_no: 'Yes or no',
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  ranking: 'Ranking',
  matrix: 'Grid (rows on one scale)',
}
