import { beforeEach, describe, expect, test } from 'vitest'
import type { LawTopicId } from '~/content/law-topic-types'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import type { CommunityType } from './schemas'
import { searchSections } from './search.server'
import { matchTopic } from './topic-match'
import { isOtherActSummary, summariesFor } from './topic-summaries'

const t = setupTestDatabase()
beforeEach(() => loadTestCorpus(t.db))

const topicOf = async (question: string, type: CommunityType) =>
  matchTopic(question, await searchSections(t.db, question, type))

// One test per list: each test reloads the corpus into the emptied database.
describe('choosing a topic from the ranking', () => {
  test('each topic is chosen for a question about it', async () => {
    const cases: Array<[LawTopicId, string, CommunityType]> = [
      ['rentals', 'Can our HOA ban rentals in Utah?', 'homeowners-association'],
      ['rentals', 'Is it legal for our condo HOA to require a one year minimum lease?', 'condominium'],
      ['fines', 'How much can the HOA fine me each month for a weed violation?', 'homeowners-association'],
      ['fines', 'What steps must the board take before it can fine a homeowner?', 'homeowners-association'],
      ['assessments-and-liens', 'Can the HOA charge me attorney fees for collecting my dues?', 'townhome'],
      ['assessments-and-liens', 'What happens if I do not pay my condo assessments?', 'condominium'],
      ['reserves', 'How often must the condo association update its reserve study?', 'condominium'],
      ['records', 'Who can see the HOA financial statements?', 'homeowners-association'],
      [
        'board-meetings',
        'Can the condo board hold an executive session to discuss a lawsuit?',
        'condominium',
      ],
      ['budgets', 'What happens if the owners vote down the budget?', 'homeowners-association'],
      ['amending-documents', 'Can we change the bylaws?', 'homeowners-association'],
      ['architectural-approval', 'Do I need approval to build a shed?', 'homeowners-association'],
      ['elections-and-proxies', 'How long is a proxy valid?', 'other'],
      [
        'payoff-fees',
        'How long does the HOA have to give payoff information to the title company?',
        'townhome',
      ],
      ['flags-and-signs', 'Can my condo association ban an American flag on my balcony?', 'condominium'],
      [
        'water-wise-landscaping',
        'Can the HOA stop me from replacing my lawn with xeriscaping?',
        'homeowners-association',
      ],
      ['member-meetings', 'How can owners call a special meeting of the association?', 'townhome'],
      ['member-meetings', 'Can I insist that the condo association mail my notices to me?', 'condominium'],
      [
        'board-meetings',
        'Can the HOA board vote by email without holding a meeting?',
        'homeowners-association',
      ],
      ['registration', 'Does a condo association have to register with the state?', 'condominium'],
      ['ombudsman', 'Who can help me in a dispute with my HOA?', 'homeowners-association'],
    ]
    for (const [topic, question, type] of cases) expect(await topicOf(question, type), question).toBe(topic)
  })

  test('near misses (a topic’s words about something its sections do not answer) get no topic', async () => {
    const cases: Array<[string, CommunityType]> = [
      ['Can the HOA charge a transfer fee when I sell my home?', 'homeowners-association'], // payoff: "sell"
      ['Can the HOA sell the common area open space to a developer?', 'homeowners-association'],
      ['Who is bound by the snow removal contract the developer signed?', 'homeowners-association'], // amending
      ['Can the board remove a director who misses meetings?', 'homeowners-association'], // board meetings
      ['Are the drywall and paint inside my condo part of my unit or the common areas?', 'condominium'],
      ['Can the HOA enter my lot to repair the common area fence?', 'townhome'], // architectural: "fence"
      ['Can the gas company shut off service to a condo unit with an unpaid bill?', 'condominium'], // liens
      ['When can the owners elect the board after the developer leaves?', 'homeowners-association'],
      ['Who has to repair the roof of my townhome, me or the association?', 'townhome'],
      // water-wise landscaping: "water"; members' meetings: "notice"
      ['Can the association pay my unit’s overdue water bill and then charge me for it?', 'condominium'],
    ]
    for (const [question, type] of cases) expect(await topicOf(question, type), question).toBeNull()
  })

  test('a cited section brings its topic; a cited section of no topic brings none', async () => {
    expect(await topicOf('Explain section 57-8a-209 please', 'homeowners-association')).toBe('rentals')
    expect(await topicOf('What does 57-8-60 require? Also tell me about rentals.', 'condominium')).toBeNull()
  })
})

describe('the summary for the association type', () => {
  const acts = async (topic: LawTopicId, question: string, type: CommunityType) =>
    summariesFor(topic, type, await searchSections(t.db, question, type)).map((s) => s.act)

  test('condominium gets the Condominium Ownership Act, HOA and townhome the Community Association Act', async () => {
    const question = 'Can the association fine me for a violation?'
    expect(await acts('fines', question, 'condominium')).toEqual(['57-8'])
    expect(await acts('fines', question, 'homeowners-association')).toEqual(['57-8a'])
    expect(await acts('fines', question, 'townhome')).toEqual(['57-8a'])
  })

  test('a mixed-use or other community gets both, the act whose section ranks higher first', async () => {
    const ranked = await searchSections(
      t.db,
      'Can the condo association limit rentals of units?',
      'mixed-use',
    )
    const first = ranked.find((s) => s.section === '57-8-10.1' || s.section === '57-8a-209')!
    const order = summariesFor('rentals', 'mixed-use', ranked).map((s) => s.act)
    expect(order).toEqual(first.section === '57-8-10.1' ? ['57-8', '57-8a'] : ['57-8a', '57-8'])
  })

  test('a topic with no Condominium Ownership Act section gives a condominium the other act, marked as such', async () => {
    const [budget] = summariesFor('budgets', 'condominium', [])
    expect(budget!.act).toBe('57-8a')
    expect(isOtherActSummary(budget!, 'condominium')).toBe(true)
    expect(isOtherActSummary(budget!, 'townhome')).toBe(false)
    const [elections] = summariesFor('elections-and-proxies', 'condominium', [])
    expect(isOtherActSummary(elections!, 'condominium')).toBe(false)
    const [ombudsman] = summariesFor('ombudsman', 'condominium', [])
    expect(isOtherActSummary(ombudsman!, 'condominium')).toBe(false)
    const [waterWise] = summariesFor('water-wise-landscaping', 'condominium', [])
    expect(isOtherActSummary(waterWise!, 'condominium')).toBe(true)
  })
})
