import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, uniqueStamp } from './election-setup'
import { expect } from './fixtures'

// An anonymous survey with public results, made and answered through the API for the results journeys:
// eight responses, five of them using the pool (four owners, one renter), four the clubhouse, and one
// "Other" way of hearing about meetings, which an anonymous survey must never show word for word.

const qid = (n: number) => `5e55a000-0000-4000-8000-${String(n).padStart(12, '0')}`
export const RQ = {
  role: qid(1),
  amenities: qid(2),
  upkeep: qid(3),
  fix: qid(4),
  hear: qid(5),
  more: qid(6),
} as const
export const FIX_PROMPT = 'What should the board fix first?'
export const ONLY_OTHER = 'From the neighbors over the fence'

const QUESTIONS = [
  {
    id: RQ.role,
    type: 'single',
    prompt: 'Do you own or rent your home?',
    required: true,
    options: [
      { id: 'owner', label: 'I own it' },
      { id: 'renter', label: 'I rent it' },
    ],
  },
  {
    id: RQ.amenities,
    type: 'multiple',
    prompt: 'Which amenities does your household use?',
    options: [
      { id: 'pool', label: 'Pool' },
      { id: 'clubhouse', label: 'Clubhouse' },
      { id: 'trail', label: 'Walking trail' },
    ],
  },
  { id: RQ.upkeep, type: 'rating', prompt: 'How satisfied are you with the upkeep?' },
  { id: RQ.fix, type: 'long_text', prompt: FIX_PROMPT, max: 2000 },
  {
    id: RQ.hear,
    type: 'single',
    prompt: 'How do you hear about board meetings?',
    allowOther: true,
    options: [
      { id: 'email', label: 'Email' },
      { id: 'mail', label: 'Mailed notice' },
    ],
  },
  { id: RQ.more, type: 'long_text', prompt: 'Anything else the board should know?', max: 2000 },
]

type Answer = [
  role: string,
  amenities: string[],
  upkeep: number,
  fix: string | null,
  hear: unknown,
  more?: string,
]
const ANSWERS: Answer[] = [
  ['owner', ['pool'], 5, 'Fix the pool gate latch', 'email', 'Thanks for the new benches'],
  ['owner', ['pool', 'clubhouse'], 4, 'Repaint the clubhouse', 'email', 'More recycling bins'],
  ['owner', ['pool'], 4, 'Resurface the pool deck', 'mail'],
  ['owner', ['trail'], 3, null, { other: ONLY_OTHER }],
  ['renter', ['clubhouse'], 2, 'Longer clubhouse hours', 'email', 'Great job this year'],
  ['renter', ['clubhouse', 'pool'], 3, null, 'mail'],
  ['renter', ['clubhouse'], 2, 'Better lighting on the trail', 'email'],
  ['owner', ['pool'], 5, 'Trim the trees by the entrance', 'mail'],
]

/**
 * The survey's Spanish where its author gave it: the title, most prompts and choices; "I rent it",
 * "Walking trail" and the last question left in English, so the Spanish page marks them.
 */
const SPANISH = {
  survey: { es: { title: 'Encuesta de servicios' } },
  questions: {
    [RQ.role]: {
      prompt: '¿Es propietario o inquilino de su vivienda?',
      options: { owner: 'Soy propietario' },
    },
    [RQ.amenities]: {
      prompt: '¿Qué servicios usa su hogar?',
      options: { pool: 'Piscina', clubhouse: 'Casa club' },
    },
    [RQ.upkeep]: { prompt: '¿Qué tan satisfecho está con el mantenimiento?' },
    [RQ.fix]: { prompt: '¿Qué debería arreglar primero la junta directiva?' },
    [RQ.hear]: {
      prompt: '¿Cómo se entera de las reuniones de la junta directiva?',
      options: { email: 'Correo electrónico', mail: 'Aviso por correo postal' },
    },
  } as Record<string, object>,
}

/**
 * Creates, publishes and answers the survey (results public unless said); answers its id and title.
 * With `spanish`, the survey carries its author's Spanish (SPANISH above).
 */
export async function answeredResultsSurvey(
  request: APIRequestContext,
  resultsPublic = true,
  { spanish = false } = {},
) {
  const admin = await adminHeaders(request)
  const title = `Amenities survey ${uniqueStamp()}`
  const created = await request.post('/api/surveys', {
    headers: admin,
    data: {
      title,
      description: 'What residents use, and what the board should fix first.',
      thankYou: 'Thank you.',
      anonymous: true,
      resultsPublic,
      roleQuestionId: RQ.role,
      questions: spanish
        ? QUESTIONS.map((q) =>
            SPANISH.questions[q.id] ? { ...q, translations: { es: SPANISH.questions[q.id] } } : q,
          )
        : QUESTIONS,
      ...(spanish ? { translations: SPANISH.survey } : {}),
    },
  })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { survey: { id: string } }).survey
  expect((await request.post(`/api/surveys/${id}/publish`, { headers: admin })).status()).toBe(200)
  for (const [i, [role, amenities, upkeep, fix, hear, more]] of ANSWERS.entries()) {
    const answers: Record<string, unknown> = {
      [RQ.role]: role,
      [RQ.amenities]: amenities,
      [RQ.upkeep]: upkeep,
      [RQ.hear]: hear,
    }
    if (fix) answers[RQ.fix] = fix
    if (more) answers[RQ.more] = more
    const sent = await request.post(`/api/surveys/${id}/responses`, {
      headers: { 'X-Survey-Browser': `results-journey-${uniqueStamp()}-${i}` },
      data: { answers },
    })
    expect(sent.status()).toBe(201)
  }
  return { id, title }
}
