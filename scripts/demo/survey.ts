import type { Database } from '~/db/client.server'
import { publishSurvey } from '~/features/surveys/lifecycle.server'
import { submitResponse } from '~/features/surveys/respond.server'
import { SurveyInputSchema } from '~/features/surveys/schemas'
import { createSurvey, listSurveys } from '~/features/surveys/surveys.server'
import type { Answers, StaffSurvey } from '~/features/surveys/types'
import { isAppError } from '~/lib/errors'
import { surveyMailer } from '~/routes/api/surveys/survey-api.server'
import { seededRandom } from './maple-hollow-roll'
import type { DemoContext } from './seed'

// The demo survey (issue 13): Maple Hollow's amenities and dues survey, with a question of each kind the
// results page draws (choices, ratings, a matrix, NPS, yes/no with a follow-up shown only on "no", a
// ranking, texts), made, published and answered 300 times through the survey services. Each answer comes
// from its own seeded generator, so every run (and a run finishing one cut short) gives the same answers.
// Its results are public: the printed results link works before anyone signs in.

export const DEMO_SURVEY_SLUG = 'maple-hollow-2025-demo'
export const DEMO_SURVEY_TITLE = 'Maple Hollow 2025: amenities, services and dues (demo)'
export const DEMO_RESPONSES = 300
// Browser marks are keyed hashes; the demo's own key means a real browser can still answer the survey.
export const DEMO_HASH_KEY = 'maple-hollow-demo-survey-browsers-0123456789'

const id = (n: number) => `de300000-0000-4000-8000-${String(n).padStart(12, '0')}`
export const DEMO_QUESTIONS = {
  role: id(1),
  tenure: id(2),
  amenities: id(3),
  grounds: id(4),
  services: id(5),
  dues: id(6),
  instead: id(7),
  projects: id(8),
  recommend: id(9),
  comments: id(10),
} as const
const Q = DEMO_QUESTIONS

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([choice, label]) => ({ id: choice, label }))
const q = (qid: string, page: number, type: string, prompt: string, more: object = {}) => ({
  id: qid,
  page,
  type,
  prompt,
  ...more,
})
const PROJECT_LABELS = {
  pool: 'Resurface the pool',
  playground: 'Replace the playground',
  'parking-lot': 'Repave the clubhouse parking lot',
  'trail-trees': 'Plant trees along the trail',
  'guest-parking': 'Add guest parking on Sugar Maple Lane',
}
const PROJECTS = Object.keys(PROJECT_LABELS) as Array<keyof typeof PROJECT_LABELS>
const ROWS = ['snow', 'landscaping', 'pool', 'trash', 'board'] as const
const SCALE = ['poor', 'fair', 'good', 'excellent'] as const

function demoSurvey(communityId: string) {
  return SurveyInputSchema.parse({
    title: DEMO_SURVEY_TITLE,
    slug: DEMO_SURVEY_SLUG,
    description:
      'The board is planning the 2026 budget and wants to hear from every household. It takes about four ' +
      'minutes. Answers are anonymous, and the results are shared with all residents.',
    thankYou: 'Thank you! The board will go over the results at the January meeting.',
    anonymous: true,
    audience: 'open',
    communityId,
    resultsPublic: true,
    roleQuestionId: Q.role,
    questions: [
      q(Q.role, 0, 'single', 'Do you own or rent your home?', {
        required: true,
        options: choices({ owner: 'I own it', renter: 'I rent it' }),
      }),
      q(Q.tenure, 0, 'single', 'How long have you lived in Maple Hollow?', {
        options: choices({
          new: 'Under a year',
          '1-5': '1 to 5 years',
          '6-10': '6 to 10 years',
          'over-10': 'More than 10 years',
        }),
      }),
      q(Q.amenities, 1, 'multiple', 'Which amenities does your household use?', {
        allowOther: true,
        options: choices({
          pool: 'Pool',
          playground: 'Playground',
          clubhouse: 'Clubhouse',
          trail: 'Walking trail',
          pickleball: 'Pickleball court',
        }),
      }),
      q(Q.grounds, 1, 'rating', 'How satisfied are you with the upkeep of the common areas?', {
        required: true,
      }),
      q(Q.services, 1, 'matrix', 'How would you rate these services this year?', {
        help: 'Skip a row if you have no opinion.',
        rows: choices({
          snow: 'Snow removal',
          landscaping: 'Landscaping and sprinklers',
          pool: 'Pool upkeep',
          trash: 'Trash and recycling',
          board: 'News from the board',
        }),
        scale: choices({ poor: 'Poor', fair: 'Fair', good: 'Good', excellent: 'Excellent' }),
      }),
      q(Q.dues, 2, 'yes_no', 'Would you support $15 more a month in dues for the pool and the playground?', {
        required: true,
        help: 'The money would resurface the pool in 2026 and replace the playground equipment in 2027.',
      }),
      q(Q.instead, 2, 'long_text', 'What would you do instead?', {
        max: 2000,
        showIf: { questionId: Q.dues, operator: 'equals', value: false },
      }),
      q(Q.projects, 2, 'ranking', 'Put these projects in order, most important first.', {
        options: choices(PROJECT_LABELS),
      }),
      q(Q.recommend, 3, 'nps', 'How likely are you to recommend Maple Hollow to a friend buying a home?', {
        required: true,
      }),
      q(Q.comments, 3, 'long_text', 'Anything else the board should know?', { max: 2000 }),
    ],
  })
}

const INSTEAD = [
  'Fix the pool this year and leave the playground for next year. Doing both at once is too much at one time.',
  'Use the reserve fund first. The last reserve study said we were more than 70% funded.',
  'We are on a fixed income. Another increase after last year’s is hard, please look for savings first.',
  'Get three bids on the pool resurfacing before anything else. The last contractor was overpriced.',
  'A one-time special assessment would be easier for us to plan for than a permanent increase.',
  'Cut the landscaping contract back to every other week in the fall and use the savings.',
  'The playground is fine. Our kids still use it every day. Just replace the broken swing.',
  'I rent, so any dues increase ends up in my rent. Keep it as it is.',
  'Stop watering the park strip in the middle of the day and put that money toward the pool.',
  'Phase it over two years so dues only go up $7 or $8 at a time.',
]
const COMMENTS = [
  'The snow plow keeps leaving a wall of snow at the end of our driveway on Sugar Maple Lane. Please ask them to come back through after the storm.',
  'Thank you to the board for all the volunteer hours. The new clubhouse furniture looks great.',
  'Cars parked on both sides of Maple Hollow Drive make it hard for the plow and for school buses. Can we enforce the parking rules in winter?',
  'The sprinklers by the mailboxes have been spraying the sidewalk all summer.',
  'Please post the pool schedule and the closing date on the website, not just on the gate.',
  'Dogs off leash on the walking trail are a real problem in the evenings.',
  'We would love a few more benches and a shade tree near the playground.',
  'The trash cans left out all week on the north loop are an eyesore. Please send reminders.',
  'Can the annual meeting be held in the evening? Many of us work during the day.',
  'The landscapers did a great job with the fall cleanup this year.',
  'Some of the trees along the trail are dead and could fall on the path in a windstorm.',
  'It would help to get the budget a few weeks before the meeting, with the reserve study.',
  'Speeding through the neighborhood is getting worse. A couple of speed humps near the park would help.',
  'The pickleball court is great, but the lines need repainting and the net is sagging.',
  'Please consider allowing electric car chargers in the clubhouse lot.',
]
const MORE = [
  '',
  '',
  '',
  ' Thanks for asking.',
  ' My neighbors feel the same.',
  ' We have lived here 9 years.',
]
const OTHER_AMENITIES = ['Community garden', 'Dog waste stations', 'Little free library', 'Basketball hoop']

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!
const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(n)))

/** The answers of the demo's resident number `n`: one household's mood carried through every question. */
export function demoAnswers(n: number): Answers {
  const random = seededRandom(2_025_000 + n)
  const renter = random() < 0.18
  const mood = 3.4 + (random() - 0.5) * 2.6
  const answers: Answers = { [Q.role]: renter ? 'renter' : 'owner' }
  if (random() < 0.93)
    answers[Q.tenure] = renter
      ? pick(random, ['new', '1-5'])
      : pick(random, ['new', '1-5', '1-5', '6-10', 'over-10'])
  const kids = random() < 0.45
  const odds = { pool: 0.6, playground: kids ? 0.8 : 0.1, clubhouse: 0.25, trail: 0.7, pickleball: 0.2 }
  const used: Array<string | { other: string }> = Object.entries(odds).flatMap(([k, p]) =>
    random() < p ? [k] : [],
  )
  if (random() < 0.05) used.push({ other: pick(random, OTHER_AMENITIES) })
  if (used.length) answers[Q.amenities] = used
  answers[Q.grounds] = clamp(mood + (random() - 0.5) * 1.5, 1, 5)
  // Snow removal is the sore point of a Davis County winter; trash pickup hardly ever is.
  const bias = { snow: -0.9, landscaping: 0, pool: -0.3, trash: 0.6, board: -0.2 }
  const cells: Record<string, string> = {}
  for (const row of ROWS) {
    if ((row === 'pool' && !used.includes('pool')) || random() < 0.06) continue
    cells[row] = SCALE[clamp(((mood + bias[row] + (random() - 0.5) * 1.6 - 1) / 4) * 3, 0, 3)]!
  }
  answers[Q.services] = cells
  const yes = random() < (renter ? 0.2 : 0.38 + (mood - 3.4) * 0.15 + (kids ? 0.12 : 0))
  answers[Q.dues] = yes
  if (!yes && random() < 0.5) answers[Q.instead] = pick(random, INSTEAD) + pick(random, MORE)
  // Families put the playground first; everyone else leans to the pool.
  const weight = [1.2, kids ? 1.4 : 0.3, 0.6, 0.7, 0.8]
  answers[Q.projects] = PROJECTS.map((p, i) => ({ p, score: weight[i]! + random() * 1.2 }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.p)
  answers[Q.recommend] = clamp(mood * 2 + 0.6 + (random() - 0.5) * 3, 0, 10)
  if (random() < 0.35) answers[Q.comments] = pick(random, COMMENTS) + pick(random, MORE)
  return answers
}

export const demoBrowser = (n: number) => `maple-hollow-demo-${String(n).padStart(4, '0')}`

/** Residents 0 to 299 answer; one already recorded (a run cut short) is skipped: its browser has answered. */
async function answerDemo(db: Database, surveyId: string): Promise<number> {
  let added = 0
  for (let n = 0; n < DEMO_RESPONSES; n++) {
    const who = { browserId: demoBrowser(n), hashKey: DEMO_HASH_KEY }
    try {
      await submitResponse(db, surveyId, { answers: demoAnswers(n) }, who)
      added++
    } catch (error) {
      if (!isAppError(error) || error.code !== 'survey_used') throw error
    }
  }
  return added
}

/** Finds or makes the published demo survey and its answers; answers what it did, with its links. */
export async function ensureDemoSurvey({ db, actor, community, origin }: DemoContext): Promise<string[]> {
  const found = (await listSurveys(db, actor)).find((s) => s.slug === DEMO_SURVEY_SLUG)
  let survey: Pick<StaffSurvey, 'id' | 'status' | 'responses'> =
    found ?? (await createSurvey(db, actor, demoSurvey(community.id)))
  if (survey.status === 'draft')
    survey = (await publishSurvey(db, actor, survey.id, { mailer: surveyMailer, origin })).survey
  const lines: string[] = []
  if (survey.status !== 'published' || survey.responses >= DEMO_RESPONSES)
    lines.push(
      `The demo survey "${DEMO_SURVEY_TITLE}" is already there (${survey.status}, ` +
        `${survey.responses} responses); kept as it is.`,
    )
  else {
    const added = await answerDemo(db, survey.id)
    lines.push(
      !found
        ? `Created and published the demo survey "${DEMO_SURVEY_TITLE}" (anonymous, open link, public ` +
            `results) with ${added} residents' answers.`
        : `The demo survey "${DEMO_SURVEY_TITLE}" had ${survey.responses} responses; added ${added} more.`,
    )
  }
  lines.push(
    `  Answer it: ${origin}/survey/${DEMO_SURVEY_SLUG}`,
    `  Its results: ${origin}/survey-responses/${survey.id}`,
  )
  return lines
}
