import { describe, expect, test } from 'vitest'
import { impliedCommunityType, matchIntent, type Intent } from './intents'
import { TOPICS } from './replies'

const cases: Array<[Intent, string[]]> = [
  [
    'hours',
    [
      'What are your hours?',
      'when are you open',
      'Office hours please',
      'Are you open on Saturday?',
      'what time do you close on friday',
      'Hi! what are your business hours?',
    ],
  ],
  [
    'emergency',
    [
      'I have an emergency',
      'There is a water leak in the clubhouse!',
      'a pipe burst in my unit',
      'who do I call after hours for an urgent problem',
      'EMERGENCY number?',
      'Is there a 24/7 line?',
    ],
  ],
  [
    'offices',
    [
      'What is your phone number?',
      'How can I contact you',
      'Where is your office located?',
      'address of the St. George office',
      'Can I text you?',
      'email address',
    ],
  ],
  [
    'pricing',
    [
      'How much does management cost?',
      'What are your fees',
      'pricing',
      'Do you have hidden fees?',
      'Can I get a quote for our 40 unit HOA',
    ],
  ],
  [
    'switching',
    [
      'How do we switch management companies?',
      'We want to change our management company',
      'how long does the transition take',
      'thinking about replacing our current manager',
    ],
  ],
  [
    'portal',
    ['How do I log in to the portal?', 'I forgot my password', 'homeowner portal', 'sign in to my account'],
  ],
  [
    'payment',
    [
      'How do I pay my dues?',
      'Where can I make a payment',
      'pay assessment online',
      'Can I pay by credit card?',
    ],
  ],
  ['services', ['What services do you offer?', 'What do you do', 'Do you handle accounting and budgets?']],
  ['closures', ['Are you closed for Thanksgiving?', 'holiday schedule', 'closed on christmas?']],
  [
    'message',
    [
      'Can I talk to a real person?',
      'leave a message',
      'please call me back',
      'I want to speak with someone',
    ],
  ],
  [
    'law',
    [
      'Can my HOA stop me from renting my home?',
      'Is it legal for the board to fine me without a hearing?',
      'What does Utah law say about reserve studies?',
      'Can the board raise dues without a vote of the owners?',
      'Am I allowed to install solar panels in my condo?',
    ],
  ],
  ['greeting', ['hello', 'Hi there', 'good morning']],
  ['fallback', ['asdfgh qwerty', 'zzzz', '¿¿¿', '42', 'banana smoothie recipe']],
]

describe('matchIntent', () => {
  for (const [intent, phrasings] of cases) {
    test.each(phrasings)(`"%s" is about ${intent}`, (line) => {
      expect(matchIntent(line).intent).toBe(intent)
    })
  }

  test('a bare mention of the law asks for a real question instead of searching', () => {
    expect(matchIntent('law question').intent).toBe('law-help')
    expect(matchIntent('Utah HOA law question').intent).toBe('law-help')
  })

  test.each(TOPICS.filter((t) => t !== 'Utah HOA law question'))(
    'the quick reply "%s" is understood',
    (topic) => {
      expect(matchIntent(topic).intent).not.toBe('fallback')
    },
  )
})

describe('impliedCommunityType', () => {
  test.each([
    ['Can my condo association ban rentals?', 'condominium'],
    ['Our townhome HOA wants to raise fees', 'townhome'],
    ['Can my HOA fine me?', 'homeowners-association'],
  ] as const)('%s -> %s', (line, type) => {
    expect(impliedCommunityType(line)).toBe(type)
  })
})
