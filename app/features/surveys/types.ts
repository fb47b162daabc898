// Shapes of surveys (issue 13) shared by the API, the respondent pages, the builder and the results page.
// Plain types, so browser code can use them; the Zod schemas in schemas.ts are the authority on input.
import type { Translations } from '~/i18n/translations'
import type { FileKind } from './file-kinds'
import type { AnswerQuestion } from './results-groups'
import type { GroupFilter } from './results-query'

export const QUESTION_TYPES = [
  'single',
  'multiple',
  'rating',
  'nps',
  'yes_no',
  'short_text',
  'long_text',
  'number',
  'date',
  'ranking',
  'matrix',
  'file',
] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const
export type SurveyStatus = (typeof SURVEY_STATUSES)[number]

/** `open`: anyone with the link, one response per browser; `invitation`: single-use links from a roll. */
export const SURVEY_AUDIENCES = ['open', 'invitation'] as const
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number]

export type Choice = { id: string; label: string }

/** One test of an earlier answer. */
export type Condition = {
  questionId: string
  operator: 'equals' | 'not_equals' | 'includes' | 'answered'
  /** An option id (single, multiple via `includes`), a number (rating, nps, number) or a boolean (yes_no). */
  value?: string | number | boolean
}

/**
 * Show a question only when an earlier answer says so: one condition, or with `more` several, of which
 * all (the default) or any must hold.
 */
export type ShowIf = Condition & { match?: 'all' | 'any'; more?: Condition[] }

/**
 * After the page holding the question: this answer (an option id or 'other' for single choice, a boolean for
 * yes/no) goes on to the later page `to` (from 0; the pages between are skipped) or ends the survey.
 */
export type Jump = { value: string | boolean; to: number | 'end' }
/** At most `limit` responses with this answer: an option id (single choice) or true/false (yes/no). */
export type Quota = { value: string | boolean; limit: number }

export type Question = {
  id: string
  type: QuestionType
  prompt: string
  help: string | null
  required: boolean
  /** The question group (screen) it is shown on, from 0. */
  page: number
  /** single, multiple, ranking. */
  options?: Choice[]
  /** single, multiple: an "Other, please say" choice with a text field. */
  allowOther?: boolean
  /** date: the first and last day accepted, each `YYYY-MM-DD` or `today` (the answer's day in Utah). */
  earliest?: string | null
  latest?: string | null
  /** multiple: how many may be chosen; number: the allowed range; short/long text: max length. */
  min?: number | null
  max?: number | null
  /** matrix: the rows, each answered on the shared scale. */
  rows?: Choice[]
  scale?: Choice[]
  showIf?: ShowIf | null
  /** single, yes_no: where some answers lead after this page (jumps.ts); the first match on the page wins. */
  jumps?: Jump[] | null
  /** Answers for staff only (contact details): counted in the results but shown only in the staff export. */
  confidential?: boolean
  /** single: the choices are the managed communities, filled in when the survey is read (option id = community id). */
  dynamicOptions?: 'communities' | null
  /** file: the kinds of file accepted (at least one). */
  fileKinds?: FileKind[]
  /** single, yes_no: per-answer limits (staff only; the public view has `full` instead). */
  quotas?: Quota[]
  /** The public view: the answers whose quota is met, which the page says and refuses at once. */
  full?: Array<string | boolean>
  /** single, multiple, ranking: each respondent sees the choices in their own order ("Other" stays last). */
  shuffle?: boolean
  /** The author's text in other languages (localize.ts `QuestionTranslation`); staff views only. */
  translations?: Translations
  /** A page in another language: the parts shown in English for want of a translation (localize.ts). */
  inEnglish?: EnglishParts
}

/** Which parts of a question fell back to English: the prompt, the help, and choices, rows and scale points by id. */
export type EnglishParts = {
  prompt?: boolean
  help?: boolean
  options?: string[]
  rows?: string[]
  scale?: string[]
}

/**
 * A file question's answer. On the page, before sending: the chosen file's name and size. Stored: the
 * file's id in survey_files, its name (neutral in an anonymous survey), what its content is and its size.
 */
export type FileAnswer = { file: string; size: number; kind?: string; id?: string }

/**
 * An answer's value by question type:
 * single: option id or { other }; multiple: array of option ids and at most one { other }; rating: 1-5;
 * nps: 0-10; yes_no: boolean; short_text, long_text: string; number: number; date: "YYYY-MM-DD";
 * ranking: every option id, best first; matrix: { [rowId]: scaleChoiceId }; file: FileAnswer.
 */
export type AnswerValue =
  | string
  | number
  | boolean
  | { other: string }
  | Array<string | { other: string }>
  | Record<string, string>
  | FileAnswer

export type Answers = Record<string, AnswerValue>

/** The published definition a respondent sees: GET /api/surveys/:surveyId. */
export type SurveyDefinition = {
  id: string
  slug: string | null
  title: string
  description: string
  anonymous: boolean
  status: SurveyStatus
  audience: SurveyAudience
  opensAt: string | null
  closesAt: string | null
  thankYou: string
  /** Each respondent sees each page's questions in their own order. */
  shuffleQuestions?: boolean
  questions: Question[]
  /** The author's title, introduction and thank-you in other languages (localize.ts); staff views only. */
  translations?: Translations
  /** A page in another language: which of title, description and thankYou are shown in English. */
  inEnglish?: Array<'title' | 'description' | 'thankYou'>
}

/** Why a survey cannot be answered now, each with its own sentence on the page. */
export type SurveyAvailability = 'open' | 'not_open' | 'closed' | 'full' | 'used' | 'invitation_required'

/** Per question, GET /api/surveys/:surveyId/results. Groups under 3 answers are withheld in anonymous surveys. */
export type QuestionResult = {
  questionId: string
  type: QuestionType
  prompt: string
  answered: number
  suppressed: boolean
  /** A confidential question: only how many answered; the answers are in the staff export alone. */
  confidential?: boolean
  /** On a page in another language: the prompt fell back to English. */
  promptLang?: 'en'
  /** single, multiple, yes_no, rating, nps: count per option id / value (`lang` marks an English label). */
  counts?: Array<{ key: string; label: string; count: number; lang?: 'en' }>
  mean?: number | null
  nps?: { promoters: number; passives: number; detractors: number; score: number } | null
  /** ranking: average position per option (1 = best). */
  ranking?: Array<{ key: string; label: string; averagePosition: number; lang?: 'en' }>
  /** matrix: count per row x scale choice. */
  matrix?: Array<{
    rowId: string
    label: string
    lang?: 'en'
    counts: Array<{ key: string; label: string; count: number; lang?: 'en' }>
  }>
  /** short_text, long_text, "other" answers: the texts (searchable on the results page). */
  texts?: string[]
  /** Anonymous survey: fewer than 3 in the group wrote an "Other" answer, so the texts are not listed. */
  othersWithheld?: boolean
}

export type SurveyResults = {
  surveyId: string
  total: number
  /** Responses per Utah day; in an anonymous survey only days with at least 3. */
  overTime: Array<{ day: string; count: number }>
  /** Anonymous survey: the responses of days with fewer than 3, left out of `overTime`. */
  overTimeWithheld?: number
  /** The group these results are about (everyone when empty). */
  filters: GroupFilter
  suppressed: boolean
  questions: QuestionResult[]
  /** The community filter's choices (from the survey's community question); empty when it has none. */
  communities: Choice[]
  /** Whether the owner/renter filter applies (the survey has an owner or renter question). */
  hasRoleFilter: boolean
  /** The choice questions whose answers can narrow the results. */
  answerQuestions: AnswerQuestion[]
}

/** GET /api/surveys/:surveyId/results; `compared` is the second group when the query compares two. */
export type SurveyResultsView = { survey: SurveyDefinition; results: SurveyResults; compared?: SurveyResults }

/** GET /api/surveys/:surveyId/texts: text answers, newest first, 50 at a time. */
export type SurveyTexts = {
  texts: Array<{ questionId: string; text: string; day: string }>
  total: number
  suppressed: boolean
}

/** GET /api/surveys/:surveyId/invitations. */
export type InvitationCounts = {
  total: number
  used: number
  lastSentAt: string | null
  lastReminderAt: string | null
}

/** GET /api/surveys/:surveyId answers the definition and whether it can be answered now (with `?token=`). */
export type SurveyView = SurveyDefinition & { availability: SurveyAvailability }

/** Staff view of a survey (GET /api/surveys/:surveyId with a bearer; POST/PATCH/duplicate/steps answer it). */
export type StaffSurvey = SurveyView & {
  communityId: string | null
  communityName: string | null
  invitePer: 'owner' | 'unit'
  responseLimit: number | null
  resultsPublic: boolean
  /** Which questions feed the results' community and owner/renter filters. */
  communityQuestionId: string | null
  roleQuestionId: string | null
  responses: number
  createdAt: string
  updatedAt: string
  publishedAt: string | null
  closedAt: string | null
  /** False for a board account: it may read its communities' surveys but not change them. */
  canEdit: boolean
  /** Each per-answer quota and how many responses it has so far (absent when the survey has none). */
  quotas?: QuotaProgress[]
}

export type QuotaProgress = { questionId: string; answer: string; count: number; limit: number }

/** A row of GET /api/surveys. */
export type SurveySummary = Omit<StaffSurvey, 'questions' | 'description' | 'thankYou'> & {
  questionCount: number
}
