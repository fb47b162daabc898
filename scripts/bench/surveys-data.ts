import { SURVEY_2025_IDS as Q } from '~/features/surveys/seed-2025'
import type { Answers } from '~/features/surveys/types'

// The responses of `npm run bench:surveys`: answers to the 2025 community survey as a spread of residents
// would give them. Each community has its own mood, so the community filter finds real differences;
// texts are put together from pieces, so few repeat word for word.

export const RESPONSES = 10_000

/** The managed communities of the benchmark, with how many of the answers come from each (weights). */
export const BENCH_COMMUNITIES = [
  ['Cottonwood Ridge HOA', 18, 4.3],
  ['Daybreak Village Townhomes', 14, 3.6],
  ['Eagle Point Condominiums', 12, 3.1],
  ['Foxboro Meadows HOA', 10, 4.0],
  ['Granite Creek Estates', 9, 3.9],
  ['Heber Valley Cabins Association', 8, 2.8],
  ['Lehi Orchard Townhomes', 8, 3.4],
  ['Provo Bench Condominiums', 7, 3.7],
  ['Red Cliffs Villas (St. George)', 6, 4.4],
  ['Sandy Hills HOA', 5, 3.2],
  ['Sugar House Lofts', 2, 3.5],
  ['Willow Bend PUD', 1, 2.6],
] as const

const WRITTEN_IN = ['Bear Hollow', 'the Aspens at Park City', 'Oak Creek', 'Sunset Ridge Phase 2']

const OPENERS = ['Please', 'I wish you would', 'It would help to', 'Could you', 'Would love to see you']
const WANTS = [
  'send the snow removal schedule before a storm, not after',
  'post the pool hours and the reopening date on the portal',
  'answer emails within a day or two',
  'share the reserve study with every owner',
  'hold at least one evening meeting for people who work days',
  'fix the sprinkler heads along the main entrance',
  'text us when the water is shut off for repairs',
  'do more with the playground, it is looking tired',
  'walk the property with the board every quarter',
  'let us pay dues online without the extra fee',
  'explain why the dues went up before the vote, not after',
  'put up a few more dog waste stations',
  'enforce the parking rules on the guest stalls',
  'get the landscapers to mow before the weeds go to seed',
  'trim the trees over the sidewalks before winter',
]
const STOPS = [
  'Stop sending notices that arrive after the deadline they mention.',
  'The landscaping crew blows grass clippings onto the cars every week.',
  'Too many violation letters for trash cans left out a few hours too long.',
  'The plow comes at 5 am and buries the driveways again after we shovel.',
  'Meeting minutes take two months to be posted.',
  'Calls go to voicemail and nobody calls back.',
  'The portal logs me out every time I try to pay.',
  'Please stop watering at noon in July, the water just evaporates.',
  'The fence repair has been "scheduled" since spring.',
  'Special assessments come as a surprise; give us more warning.',
  'The clubhouse booking rules change without anyone being told.',
  'Nothing, our manager is great.',
]
const DETAILS = [
  'We have lived here 11 years and this has come up every year.',
  'My neighbors feel the same.',
  'Otherwise we are happy with how things are run.',
  'The board works hard, this is more about follow-through.',
  'Thanks for asking.',
  '',
]
const FIRST = ['Karen', 'Brigham', 'Ashley', 'Tyler', 'McKay', 'Jenna', 'Luis', 'Mei', 'Dallin', 'Rosa']
const LAST = ['Jensen', 'Nielsen', 'Christensen', 'Garcia', 'Larsen', 'Nguyen', 'Peterson', 'Young']

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(n)))

/** A community id by the weights above; one answer in 25 writes in a community that is not listed. */
function communityAnswer(random: Random, ids: string[]): { answer: Answers[string]; mood: number } {
  if (random() < 0.04) return { answer: { other: pick(random, WRITTEN_IN) }, mood: 3.5 }
  const total = BENCH_COMMUNITIES.reduce((sum, c) => sum + c[1], 0)
  let at = random() * total
  for (const [i, [, weight, mood]] of BENCH_COMMUNITIES.entries()) {
    at -= weight
    if (at < 0) return { answer: ids[i]!, mood }
  }
  return { answer: ids[0]!, mood: BENCH_COMMUNITIES[0][2] }
}

/** One response to the 2025 survey, valid by its questions; `ids` are the communities' ids, in order. */
export function benchAnswers(random: Random, ids: string[]): Answers {
  const { answer, mood } = communityAnswer(random, ids)
  const renter = random() < 0.22
  const answers: Answers = { [Q.community]: answer, [Q.role]: renter ? 'renter' : 'owner' }
  // Each resident's own leaning around the community's mood; renters see less of the finances.
  const own = mood + (random() - 0.5) * 2.4
  const ratings = [Q.responsiveness, Q.communication, Q.maintenance, Q.finances, Q.value] as const
  for (const [i, id] of ratings.entries()) {
    const skip = i === 0 ? 0.18 : id === Q.finances && renter ? 0.45 : 0.05
    if (random() >= skip) answers[id] = clamp(own + (random() - 0.5) * 1.6, 1, 5)
  }
  answers[Q.recommend] = clamp((own - 1) * 2.5 + (random() - 0.5) * 3, 0, 10)
  if (random() < 0.42)
    answers[Q.start] = `${pick(random, OPENERS)} ${pick(random, WANTS)}. ${pick(random, DETAILS)}`
  if (random() < 0.3 || own < 2.5) answers[Q.stop] = `${pick(random, STOPS)} ${pick(random, DETAILS)}`.trim()
  const contact = random() < 0.12
  answers[Q.contact] = contact
  if (contact) {
    const [first, last] = [pick(random, FIRST), pick(random, LAST)]
    answers[Q.name] = `${first} ${last}`
    if (random() < 0.7)
      answers[Q.email] = `${first}.${last}${Math.floor(random() * 90)}@example.com`.toLowerCase()
    if (random() < 0.4)
      answers[Q.phone] = `(801) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`
  }
  return answers
}
