import type { Database } from '~/db/client.server'
import type { Actor } from '~/features/surveys/access.server'
import { publishSurvey } from '~/features/surveys/lifecycle.server'
import type { MailContext, SurveyMail } from '~/features/surveys/messages'
import { submitResponse } from '~/features/surveys/respond.server'
import { SurveyInputSchema } from '~/features/surveys/schemas'
import { createSurvey } from '~/features/surveys/surveys.server'
import type { Answers } from '~/features/surveys/types'

// Surveys for tests (issue 13): one question of every type under fixed ids, made and published through
// the services, and answered as a browser would.

export const TEST_ORIGIN = 'https://hoa.example.com'
export const HASH_KEY = 'test-hash-key-that-is-long-enough-123'

const qid = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`
/** The question ids of surveyInput(), by type. */
export const Q = {
  single: qid(1),
  role: qid(2),
  multiple: qid(3),
  rating: qid(4),
  nps: qid(5),
  yesNo: qid(6),
  short: qid(7),
  long: qid(8),
  number: qid(9),
  date: qid(10),
  ranking: qid(11),
  matrix: qid(12),
  followUp: qid(13),
} as const

/** A raw POST /api/surveys body with every question type; `single` feeds the community filter. */
export function surveyInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Pool survey',
    description: 'About the pool.',
    thankYou: 'Thanks!',
    communityQuestionId: Q.single,
    roleQuestionId: Q.role,
    questions: [
      {
        id: Q.single,
        type: 'single',
        prompt: 'Which building?',
        required: true,
        options: [
          { id: 'north', label: 'North' },
          { id: 'south', label: 'South' },
        ],
        allowOther: true,
      },
      {
        id: Q.role,
        type: 'single',
        prompt: 'Own or rent?',
        options: [
          { id: 'owner', label: 'Owner' },
          { id: 'renter', label: 'Renter' },
        ],
      },
      {
        id: Q.multiple,
        type: 'multiple',
        prompt: 'Which hours?',
        page: 1,
        min: 1,
        max: 2,
        allowOther: true,
        options: [
          { id: 'am', label: 'Morning' },
          { id: 'pm', label: 'Afternoon' },
          { id: 'eve', label: 'Evening' },
        ],
      },
      { id: Q.rating, type: 'rating', prompt: 'Cleanliness?', page: 1 },
      { id: Q.nps, type: 'nps', prompt: 'Recommend?', page: 1 },
      { id: Q.yesNo, type: 'yes_no', prompt: 'Heated?', page: 1 },
      { id: Q.short, type: 'short_text', prompt: 'One word?', page: 2, max: 20 },
      { id: Q.long, type: 'long_text', prompt: 'Anything else?', page: 2 },
      { id: Q.number, type: 'number', prompt: 'Swims a week?', page: 2, min: 0, max: 14 },
      { id: Q.date, type: 'date', prompt: 'Opening day?', page: 2 },
      {
        id: Q.ranking,
        type: 'ranking',
        prompt: 'Rank the features',
        page: 2,
        options: [
          { id: 'slide', label: 'Slide' },
          { id: 'lanes', label: 'Lanes' },
          { id: 'shade', label: 'Shade' },
        ],
      },
      {
        id: Q.matrix,
        type: 'matrix',
        prompt: 'Rate the areas',
        page: 2,
        rows: [
          { id: 'deck', label: 'Deck' },
          { id: 'showers', label: 'Showers' },
        ],
        scale: [
          { id: 'bad', label: 'Poor' },
          { id: 'ok', label: 'Fair' },
          { id: 'good', label: 'Good' },
        ],
      },
      {
        id: Q.followUp,
        type: 'short_text',
        prompt: 'Why not heated?',
        page: 2,
        required: true,
        showIf: { questionId: Q.yesNo, operator: 'equals', value: false },
      },
    ],
    ...overrides,
  }
}

export function capturingMailer() {
  const sent: SurveyMail[] = []
  const mail: MailContext = {
    origin: TEST_ORIGIN,
    mailer: async (_tx, messages) => {
      sent.push(...messages)
    },
  }
  return { sent, mail }
}

/** The token in a survey email's link. */
export function tokenOf(message: SurveyMail): string {
  const link = message.fields.find((field) => field.label === 'Your survey link')!.value
  return new URL(link).searchParams.get('token')!
}

/** Created and published through the services; the mails an invitation survey sent come back too. */
export async function publishedSurvey(db: Database, actor: Actor, overrides: Record<string, unknown> = {}) {
  const created = await createSurvey(db, actor, SurveyInputSchema.parse(surveyInput(overrides)))
  const { sent, mail } = capturingMailer()
  const { survey } = await publishSurvey(db, actor, created.id, mail)
  return { survey, sent }
}

let browsers = 0
/** A new browser's random id. */
export const newBrowser = () => `browser-${String(++browsers).padStart(12, '0')}-${process.pid}`

/** One response through the service, from a new browser unless one is given. */
export function answer(
  db: Database,
  surveyId: string,
  answers: Answers,
  who: { browserId?: string; token?: string } = {},
) {
  return submitResponse(
    db,
    surveyId,
    { answers, token: who.token },
    {
      browserId: who.browserId ?? newBrowser(),
      hashKey: HASH_KEY,
    },
  )
}
