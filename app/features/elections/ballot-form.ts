import { isAppError } from '~/lib/errors'
import { checkChoices } from './ballot-rules'
import { BallotSubmissionSchema, type BallotSubmission } from './schemas'
import type { Contest } from './types'

// The voting page's form (issue 12) as a BallotSubmission. The page must work without JavaScript, so
// the browser posts plain form fields: `choice.<contestId>` once per option chosen, `writeIn.<contestId>`
// for a typed name. The same reading and the same rules (ballot-rules.ts) run in the browser before the
// review and on the server before anything is stored.

export const BALLOT_INTENTS = ['review', 'edit', 'cast'] as const
export type BallotIntent = (typeof BALLOT_INTENTS)[number]

const CHOICE = 'choice.'
const WRITE_IN = 'writeIn.'
export const choiceField = (contestId: string) => `${CHOICE}${contestId}`
export const writeInField = (contestId: string) => `${WRITE_IN}${contestId}`

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

const texts = (values: FormDataEntryValue[]) =>
  values.filter((value): value is string => typeof value === 'string' && value !== '')

/** The choices as posted, one entry per contest that has any (a contest left blank is simply absent). */
export function readBallotForm(form: FormLike): BallotSubmission {
  const contestIds: string[] = []
  for (const key of form.keys()) {
    const id = key.startsWith(CHOICE)
      ? key.slice(CHOICE.length)
      : key.startsWith(WRITE_IN)
        ? key.slice(WRITE_IN.length)
        : null
    if (id && !contestIds.includes(id)) contestIds.push(id)
  }
  const choices: BallotSubmission['choices'] = []
  for (const contestId of contestIds) {
    const optionIds = texts(form.getAll(choiceField(contestId)))
    const writeIn = texts(form.getAll(writeInField(contestId)))[0]?.trim() ?? ''
    if (optionIds.length === 0 && writeIn === '') continue
    choices.push(writeIn ? { contestId, optionIds, writeIn } : { contestId, optionIds })
  }
  return { choices }
}

/**
 * Reads the form and checks every contest on its own, so each contest can show its own message. The
 * shape is checked with the API's schema, the limits with the service's rules: one truth for both.
 */
export function checkBallotForm(
  form: FormLike,
  contests: Contest[],
): { submission: BallotSubmission; problems: BallotProblems } {
  const raw = readBallotForm(form)
  const problems: BallotProblems = {}
  const known = (contestId: string | undefined) =>
    contestId && contests.some((contest) => contest.id === contestId) ? contestId : FORM_PROBLEM
  const parsed = BallotSubmissionSchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const index = issue.path[0] === 'choices' && typeof issue.path[1] === 'number' ? issue.path[1] : -1
      problems[known(raw.choices[index]?.contestId)] ??= issue.message
    }
    return { submission: raw, problems }
  }
  for (const choice of parsed.data.choices) {
    try {
      checkChoices(contests, { choices: [choice] })
    } catch (error) {
      if (!isAppError(error)) throw error
      problems[known(choice.contestId)] ??= error.message
    }
  }
  return { submission: parsed.data, problems }
}

export const hasProblems = (problems: BallotProblems) => Object.keys(problems).length > 0

/** What the ballot says in one contest, in words, for the review step. */
export function choicesInWords(contest: Contest, submission: BallotSubmission): string[] {
  const choice = submission.choices.find((c) => c.contestId === contest.id)
  if (!choice) return []
  const labels = contest.options
    .filter((option) => choice.optionIds.includes(option.id))
    .map((option) => option.label)
  return choice.writeIn ? [...labels, `${choice.writeIn} (write-in)`] : labels
}

/** The contest's limit as the voter reads it: "Choose one", "Choose up to 3". */
export const limitText = (contest: Pick<Contest, 'kind' | 'seats'>) =>
  contest.kind === 'measure' || contest.seats === 1 ? 'Choose one' : `Choose up to ${contest.seats}`
