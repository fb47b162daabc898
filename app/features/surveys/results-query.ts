import { z } from '~/lib/zod'

// Who the results are about, as the address says it: a group is narrowed by community, owner or renter,
// and one answer to a choice question; a second group (b_*) is shown beside it when `compare=1`. The
// results API refuses a malformed query (422); the page reads the same address leniently, since a shared
// link may be old.

/** One answer to a single-choice, multiple-choice or yes/no question: "<question id>:<choice id>". */
export type AnswerFilter = { questionId: string; choice: string }

export type GroupFilter = { community?: string; role?: 'owner' | 'renter'; answer?: AnswerFilter }

export type ResultsQuery = { group: GroupFilter; compare?: GroupFilter }

const ANSWER = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Za-z0-9_-]{1,64})$/i
const ANSWER_MESSAGE = 'Choose an answer to filter by from the list.'

const community = z.string().max(64).optional()
const role = z.enum(['owner', 'renter'], 'Choose owners or renters.').optional()
const answer = z
  .string()
  .regex(ANSWER, ANSWER_MESSAGE)
  .transform((value): AnswerFilter => {
    const [, questionId, choice] = ANSWER.exec(value)!
    return { questionId: questionId!.toLowerCase(), choice: choice! }
  })
  .optional()

const GroupFields = {
  community,
  role,
  answer,
  compare: z.enum(['1'], 'Send compare=1 to compare two groups.').optional(),
  b_community: community,
  b_role: role,
  b_answer: answer,
}

type GroupFieldsOut = {
  community?: string
  role?: 'owner' | 'renter'
  answer?: AnswerFilter
  compare?: '1'
  b_community?: string
  b_role?: 'owner' | 'renter'
  b_answer?: AnswerFilter
}

/** Only the filters that are set: `{}` is everyone. */
function group(community?: string, role?: 'owner' | 'renter', answer?: AnswerFilter): GroupFilter {
  return {
    ...(community ? { community } : {}),
    ...(role ? { role } : {}),
    ...(answer ? { answer } : {}),
  }
}

const toQuery = (q: GroupFieldsOut): ResultsQuery => ({
  group: group(q.community, q.role, q.answer),
  ...(q.compare ? { compare: group(q.b_community, q.b_role, q.b_answer) } : {}),
})

/** GET /api/surveys/:id/results, the report and its PDF. */
export const ResultsQuerySchema = z.object(GroupFields).transform(toQuery)

/** GET /api/surveys/:id/texts: one group's written answers, a page at a time. */
export const TextsQuerySchema = z
  .object({
    questionId: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Choose a question.')
      .optional(),
    q: z.string().max(200).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
    community,
    role,
    answer,
  })
  .transform(({ community, role, answer, ...rest }) => ({ ...rest, ...group(community, role, answer) }))

/** The address's query read leniently: a filter that does not parse is dropped, the rest kept. */
export function readResultsQuery(params: URLSearchParams): ResultsQuery {
  const fields: GroupFieldsOut = {}
  for (const key of Object.keys(GroupFields) as Array<keyof typeof GroupFields>) {
    const value = params.get(key)
    if (!value) continue
    const parsed = GroupFields[key].safeParse(value)
    if (parsed.success && parsed.data !== undefined) Object.assign(fields, { [key]: parsed.data })
  }
  return toQuery(fields)
}

const answerParam = (a: AnswerFilter) => `${a.questionId}:${a.choice}`

/** A group's filters as query pairs, with `prefix` for the second group ("b_"). */
export function groupParams(filter: GroupFilter, prefix = ''): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  if (filter.community) pairs.push([`${prefix}community`, filter.community])
  if (filter.role) pairs.push([`${prefix}role`, filter.role])
  if (filter.answer) pairs.push([`${prefix}answer`, answerParam(filter.answer)])
  return pairs
}

/** The query string of a view ("" for everyone), in the order the forms send it. */
export function resultsSearch(query: ResultsQuery): string {
  const pairs = groupParams(query.group)
  if (query.compare) pairs.push(['compare', '1'], ...groupParams(query.compare, 'b_'))
  const search = new URLSearchParams(pairs).toString()
  return search ? `?${search}` : ''
}

export const answerValue = (a: AnswerFilter | undefined) => (a ? answerParam(a) : '')

/** The query a results view answered: an answer filter the survey does not have was dropped from it. */
export function viewQuery(view: {
  results: { filters: GroupFilter }
  compared?: { filters: GroupFilter }
}): ResultsQuery {
  return view.compared
    ? { group: view.results.filters, compare: view.compared.filters }
    : { group: view.results.filters }
}

/** The view an address asks for, read leniently. */
export const addressQuery = (request: Request) => readResultsQuery(new URL(request.url).searchParams)
