import type { MessageKey } from '~/i18n/areas'
import type { Params } from '~/i18n/format'
import { isAppError } from '~/lib/errors'
import { checkChoices, overLimit } from './ballot-rules'
import { ballotSubmissionSchema, BallotSubmissionSchema, type BallotSubmission } from './schemas'
import type { Contest } from './types'

// The voting page's form as a BallotSubmission. The page must work without JavaScript, so the browser posts
// plain form fields: `choice.<contestId>` once per option chosen (once per vote in a cumulative race, as the
// review step carries them), `votes.<contestId>.<optionId>` with the number of votes a cumulative ballot gives
// a candidate, and `writeIn.<contestId>` for a typed name. The same reading and the same rules (ballot-rules.ts) run in the browser before the
// review and on the server before anything is stored.

export const BALLOT_INTENTS = ['review', 'edit', 'cast'] as const
export type BallotIntent = (typeof BALLOT_INTENTS)[number]

const CHOICE = 'choice.'
const VOTES = 'votes.'
const WRITE_IN = 'writeIn.'
export const choiceField = (contestId: string) => `${CHOICE}${contestId}`
export const votesField = (contestId: string, optionId: string) => `${VOTES}${contestId}.${optionId}`
export const writeInField = (contestId: string) => `${WRITE_IN}${contestId}`

/** A number of votes as a cumulative ballot's select posts it: 0 to 99. */
const VOTE_COUNT = /^\d{1,2}$/
export const VOTES_PROBLEM = 'Give each candidate a number of votes from the list.'

/** The voter's messages in the page's language: `useT('vote')` in a component, `translator(locale, 'vote')` on the server. */
export type VoteText = (key: MessageKey<'vote'>, params?: Params) => string

/** FormData in the browser, URLSearchParams on the server: both read the same way. */
export type FormLike = {
  get(name: string): FormDataEntryValue | null
  getAll(name: string): FormDataEntryValue[]
  keys(): Iterable<string>
}

/** Messages keyed by contest id; `_form` for one that belongs to no contest on this ballot. */
export type BallotProblems = Record<string, string>
export const FORM_PROBLEM = '_form'

export function intentOf(form: FormLike): BallotIntent | null {
  const value = form.get('intent')
  return BALLOT_INTENTS.find((intent) => intent === value) ?? null
}

/** The review form's hidden field that keys its cast, so the same form posted twice casts once. */
export const CAST_KEY_FIELD = 'castKey'
const CAST_KEY = /^[A-Za-z0-9_-]{32}$/

/** 24 random bytes in base64url: a new key for each review of the choices. */
export function newCastKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** A confirm that got no answer: the review stays, and confirming again cannot cast twice. */
export const LOST_ANSWER_MESSAGE =
  'No answer came back from our server, so your ballot may or may not have been recorded. Check your connection, then confirm again: if it was recorded, you will see its receipt, and it will not be counted twice.'

/** The posted cast key, or undefined when there is none or it is not one this site made. */
export function readCastKey(form: FormLike): string | undefined {
  const value = form.get(CAST_KEY_FIELD)
  return typeof value === 'string' && CAST_KEY.test(value) ? value : undefined
}

const texts = (values: FormDataEntryValue[]) =>
  values.filter((value): value is string => typeof value === 'string' && value !== '')

/** The choices as posted, and the contests whose vote counts were not numbers (a changed page). */
function readFields(form: FormLike): { submission: BallotSubmission; malformed: string[] } {
  const contestIds: string[] = []
  const votes = new Map<string, string[]>()
  const malformed: string[] = []
  for (const key of new Set(form.keys())) {
    const [prefix, rest] = [CHOICE, VOTES, WRITE_IN]
      .filter((p) => key.startsWith(p))
      .map((p) => [p, key.slice(p.length)] as const)[0] ?? [null, '']
    if (!prefix) continue
    const contestId = prefix === VOTES ? rest.slice(0, rest.lastIndexOf('.')) : rest
    if (!contestIds.includes(contestId)) contestIds.push(contestId)
    if (prefix !== VOTES) continue
    const optionId = rest.slice(rest.lastIndexOf('.') + 1)
    const count = texts(form.getAll(key))[0] ?? '0'
    if (!VOTE_COUNT.test(count)) malformed.push(contestId)
    else
      votes.set(contestId, [...(votes.get(contestId) ?? []), ...Array<string>(Number(count)).fill(optionId)])
  }
  const choices: BallotSubmission['choices'] = []
  for (const contestId of contestIds) {
    const optionIds = [...texts(form.getAll(choiceField(contestId))), ...(votes.get(contestId) ?? [])]
    const writeIn = texts(form.getAll(writeInField(contestId)))[0]?.trim() ?? ''
    if (optionIds.length === 0 && writeIn === '') continue
    choices.push(writeIn ? { contestId, optionIds, writeIn } : { contestId, optionIds })
  }
  return { submission: { choices }, malformed }
}

/** The choices as posted, one entry per contest that has any (a contest left blank is simply absent). */
export const readBallotForm = (form: FormLike): BallotSubmission => readFields(form).submission

/**
 * Reads the form and checks every contest on its own, so each contest can show its own message. The
 * shape is checked with the API's schema, the limits with the service's rules: one truth for both.
 */
export function checkBallotForm(
  form: FormLike,
  contests: Contest[],
  /** The page's language; without it the messages are the service's own, in English. */
  t?: VoteText,
): { submission: BallotSubmission; problems: BallotProblems } {
  const { submission: raw, malformed } = readFields(form)
  const problems: BallotProblems = {}
  const known = (contestId: string | undefined) =>
    contestId && contests.some((contest) => contest.id === contestId) ? contestId : FORM_PROBLEM
  // In another language: the limit in the page's words, anything else (a changed page) in one sentence.
  const said = (contestId: string | undefined, english: string, count: number) => {
    const contest = contests.find((c) => c.id === contestId)
    if (!t) return english
    if (!contest) return t('problem.other', { title: '' })
    return limitProblemIn(t, contest, count) ?? t('problem.other', { title: contest.title })
  }
  for (const contestId of malformed) problems[known(contestId)] ??= t ? t('problem.votes') : VOTES_PROBLEM
  const parsed = (t ? ballotSubmissionSchema(t) : BallotSubmissionSchema).safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const index = issue.path[0] === 'choices' && typeof issue.path[1] === 'number' ? issue.path[1] : -1
      const contestId = raw.choices[index]?.contestId
      problems[known(contestId)] ??= said(contestId, issue.message, 0)
    }
    return { submission: raw, problems }
  }
  for (const choice of parsed.data.choices) {
    try {
      checkChoices(contests, { choices: [choice] })
    } catch (error) {
      if (!isAppError(error)) throw error
      problems[known(choice.contestId)] ??= said(choice.contestId, error.message, choiceCount(choice))
    }
  }
  return { submission: parsed.data, problems }
}

/** ballot-rules.ts's overLimit in the page's words. */
function limitProblemIn(t: VoteText, contest: Contest, count: number): string | null {
  if (!overLimit(contest, count)) return null
  const { title, seats } = contest
  if (contest.kind === 'measure') return t('problem.measure', { title })
  if (contest.method === 'cumulative')
    return t('problem.cumulative', {
      title,
      have: t('contest.votes', { count: seats }),
      given: t('contest.votes', { count }),
      back: count - seats,
    })
  return t('problem.upTo', { title, seats, count })
}

const choiceCount = (choice: BallotSubmission['choices'][number]) =>
  choice.optionIds.length + (choice.writeIn?.trim() ? 1 : 0)

export const hasProblems = (problems: BallotProblems) => Object.keys(problems).length > 0

/** What the ballot says in one contest, in words, for the review step ("Ana Reyes — 2 votes" when cumulative). */
export function choicesInWords(contest: Contest, submission: BallotSubmission, t: VoteText): string[] {
  const votes = (count: number) => t('contest.votes', { count })
  const choice = submission.choices.find((c) => c.contestId === contest.id)
  if (!choice) return []
  const cumulative = contest.kind === 'candidates' && contest.method === 'cumulative'
  const count = (id: string) => choice.optionIds.filter((chosen) => chosen === id).length
  const labels = contest.options
    .filter((option) => choice.optionIds.includes(option.id))
    .map((option) =>
      cumulative
        ? t('words.withVotes', { name: option.label, votes: votes(count(option.id)) })
        : option.label,
    )
  if (!choice.writeIn) return labels
  const writeIn = t('words.writeIn', { name: choice.writeIn })
  return [...labels, cumulative ? t('words.withVotes', { name: writeIn, votes: votes(1) }) : writeIn]
}

/** The contest's limit as the voter reads it: "Choose one", "Choose up to 3", "Choose any number". */
export function limitText(contest: Pick<Contest, 'kind' | 'seats' | 'method'>, t: VoteText): string {
  if (contest.kind === 'measure') return t('limit.one')
  if (contest.method === 'approval') return t('limit.any')
  if (contest.method === 'cumulative')
    return contest.seats === 1 ? t('limit.oneVote') : t('limit.votes', { count: contest.seats })
  return contest.seats === 1 ? t('limit.one') : t('limit.upTo', { count: contest.seats })
}

/** How many choices (votes, in a cumulative race) a contest's controls hold now; a write-in counts as one. */
export function chosenCount(contest: Contest, choice: BallotSubmission['choices'][number] | undefined) {
  return choice ? choice.optionIds.length + (choice.writeIn?.trim() ? 1 : 0) : 0
}

/**
 * The running count beside a race, as the voter allocates ("Votes left: 1 of 3", "2 of 3 chosen"), and
 * whether it is past the limit. Null for a measure, which takes one answer by radio buttons.
 */
export function countText(
  contest: Contest,
  count: number,
  t: VoteText,
): { text: string; over: boolean } | null {
  if (contest.kind === 'measure') return null
  const { seats } = contest
  const votes = (n: number) => t('contest.votes', { count: n })
  if (contest.method === 'approval') return { text: t('count.chosen', { count }), over: false }
  if (contest.method === 'cumulative')
    return count > seats
      ? {
          text: t('count.overVotes', { given: votes(count), have: votes(seats), back: count - seats }),
          over: true,
        }
      : { text: t('count.votesLeft', { left: seats - count, seats }), over: false }
  return count > seats
    ? { text: t('count.over', { count, seats, back: count - seats }), over: true }
    : { text: t('count.of', { count, seats }), over: false }
}
