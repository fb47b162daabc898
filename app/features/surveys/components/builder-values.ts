import { TODAY } from '../date-limits'
import type { FileKind } from '../file-kinds'
import type { SurveyInput } from '../schemas'
import { conditionsOf } from '../answers'
import type { Choice, Condition, QuestionType, ShowIf, StaffSurvey, SurveyAudience } from '../types'
import { translationIn } from '../localize'
import { quotasToInput, quotasToValues } from './builder-quota-values'
import { isoToUtahLocal, utahLocalToIso } from '~/lib/utah-local-time'
import { jumpInput, jumpValues } from './builder-jump-values'

// The builder's form state: text fields as the inputs hold them (numbers and dates as typed), turned into
// the API's payload (SurveyInputSchema) on save, and back from a stored survey when a draft is edited.

/** A choice, row or scale point: its English label, and its Spanish one when the author gives it. */
export type ChoiceValues = { id: string; label: string; es?: string }

export type ConditionValues = { questionId: string; operator: Condition['operator']; value: string }

/** The show-if rule as the builder holds it: one or more conditions, all or any of which must hold. */
export type ShowIfValues = { match: 'all' | 'any'; conditions: ConditionValues[] }

export type QuestionValues = {
  id: string
  type: QuestionType
  prompt: string
  help: string
  /** The Spanish prompt and help beside the English; blank shows the English on the Spanish page. */
  promptEs: string
  helpEs: string
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
  /** single, yes_no: where each answer leads after this page, by answer (builder-jump-values.ts). */
  jumps: Record<string, string>
  /** file: the kinds accepted. */
  fileKinds: FileKind[]
  /** single, yes/no: the most responses per answer, as typed (keyed by builder-quota-values.ts). */
  quotas: Record<string, string>
  /** single, multiple, ranking: the choices in a random order for each respondent. */
  shuffle: boolean
}

export type BuilderValues = {
  title: string
  slug: string
  description: string
  thankYou: string
  /** The Spanish title, introduction and thank-you beside the English (optional, each on its own). */
  titleEs: string
  descriptionEs: string
  thankYouEs: string
  /** The author writes the survey in Spanish too: the Spanish fields show, and their text is saved. */
  spanish: boolean
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
  shuffleQuestions: boolean
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
  | 'shuffleQuestions'
  | 'questions'
  | 'translations'
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
    promptEs: '',
    helpEs: '',
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
    jumps: {},
    fileKinds: type === 'file' ? ['pdf', 'jpg', 'png'] : [],
    quotas: {},
    shuffle: false,
  }
}

export const emptyValues = (): BuilderValues => ({
  title: '',
  slug: '',
  description: '',
  thankYou: '',
  titleEs: '',
  descriptionEs: '',
  thankYouEs: '',
  spanish: false,
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
  shuffleQuestions: false,
  questions: [],
})

const toChoices = (list: Choice[] | undefined, spanish?: unknown): ChoiceValues[] => {
  const labels = (spanish && typeof spanish === 'object' ? spanish : {}) as Record<string, unknown>
  return (list ?? []).map(({ id, label }) => ({ id, label, es: textOf(labels[id]) }))
}
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

export function surveyToValues(survey: EditableSurvey): BuilderValues {
  const es = translationIn(survey.translations, 'es')
  const values: BuilderValues = {
    title: survey.title,
    slug: survey.slug ?? '',
    description: survey.description ?? '',
    thankYou: survey.thankYou ?? '',
    titleEs: textOf(es.title),
    descriptionEs: textOf(es.description),
    thankYouEs: textOf(es.thankYou),
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
    shuffleQuestions: Boolean(survey.shuffleQuestions),
    spanish: false,
    questions: survey.questions.map((q) => questionToValues(q)),
  }
  return { ...values, spanish: spanishTexts(values).some((text) => text.trim()) }
}

/** Every Spanish text the author can write: the survey's, each question's and each choice's. */
function spanishTexts(values: BuilderValues): string[] {
  return [
    values.titleEs,
    values.descriptionEs,
    values.thankYouEs,
    ...values.questions.flatMap((q) => [
      q.promptEs,
      q.helpEs,
      ...[...q.options, ...q.rows, ...q.scale].map((c) => c.es ?? ''),
    ]),
  ]
}

/** The same survey with no Spanish text: what is saved once the author unticks "Also in Spanish". */
function withoutSpanish(values: BuilderValues): BuilderValues {
  const blank = (list: ChoiceValues[]) => list.map((c) => ({ ...c, es: '' }))
  return {
    ...values,
    titleEs: '',
    descriptionEs: '',
    thankYouEs: '',
    questions: values.questions.map((q) => ({
      ...q,
      promptEs: '',
      helpEs: '',
      options: blank(q.options),
      rows: blank(q.rows),
      scale: blank(q.scale),
    })),
  }
}

function questionToValues(q: EditableSurvey['questions'][number]): QuestionValues {
  const es = translationIn(q.translations, 'es')
  return {
    id: q.id,
    type: q.type,
    prompt: q.prompt,
    help: q.help ?? '',
    promptEs: textOf(es.prompt),
    helpEs: textOf(es.help),
    required: q.required,
    page: String(q.page + 1),
    options: q.dynamicOptions === 'communities' ? [] : toChoices(q.options, es.options),
    allowOther: Boolean(q.allowOther),
    communities: q.dynamicOptions === 'communities',
    min: numberText(q.min),
    max: numberText(q.max),
    earliest: q.earliest && q.earliest !== TODAY ? q.earliest : '',
    latest: q.latest && q.latest !== TODAY ? q.latest : '',
    noPast: q.earliest === TODAY,
    noFuture: q.latest === TODAY,
    rows: toChoices(q.rows, es.rows),
    scale: toChoices(q.scale, es.scale),
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
    jumps: jumpValues(q.jumps),
    fileKinds: q.fileKinds ?? [],
    quotas: quotasToValues(q.quotas),
    shuffle: Boolean(q.shuffle),
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

export function valuesToInput(written: BuilderValues): SurveyPayload {
  const values = written.spanish ? written : withoutSpanish(written)
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
    shuffleQuestions: values.shuffleQuestions,
    translations: {
      es: { title: values.titleEs, description: values.descriptionEs, thankYou: values.thankYouEs },
    },
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
        options: choices && !dynamic ? english(q.options) : undefined,
        allowOther: (q.type === 'single' || q.type === 'multiple') && q.allowOther,
        min: HAS_RANGE.includes(q.type) ? toNumber(q.min) : null,
        max: HAS_RANGE.includes(q.type) ? toNumber(q.max) : null,
        earliest: q.type === 'date' ? (q.noPast ? TODAY : q.earliest.trim() || null) : null,
        latest: q.type === 'date' ? (q.noFuture ? TODAY : q.latest.trim() || null) : null,
        rows: q.type === 'matrix' ? english(q.rows) : undefined,
        scale: q.type === 'matrix' ? english(q.scale) : undefined,
        showIf: q.showIf ? ruleInput(q.showIf, byId) : null,
        dynamicOptions: dynamic ? 'communities' : null,
        confidential: q.confidential,
        jumps: jumpInput(q),
        fileKinds: q.type === 'file' ? q.fileKinds : undefined,
        quotas: quotasToInput(q),
        shuffle: choices && q.shuffle,
        translations: {
          es: {
            prompt: q.promptEs,
            help: q.helpEs,
            options: choices && !dynamic ? spanish(q.options) : undefined,
            rows: q.type === 'matrix' ? spanish(q.rows) : undefined,
            scale: q.type === 'matrix' ? spanish(q.scale) : undefined,
          },
        },
      }
    }),
  }
}

const english = (list: ChoiceValues[]) => list.map(({ id, label }) => ({ id, label }))

/** The Spanish labels given, by choice id (blank ones left out, so the page shows the English). */
const spanish = (list: ChoiceValues[]) =>
  Object.fromEntries(list.filter((c) => c.es?.trim()).map((c) => [c.id, c.es!]))

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
  file: 'File upload',
}
