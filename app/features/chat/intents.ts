// Which topic a chat line is about. Keywords and their synonyms carry weights; the best-scoring topic
// wins, and a line that matches nothing falls back to the topic menu instead of a guess.

export const INTENTS = [
  'greeting',
  'thanks',
  'emergency',
  'hours',
  'closures',
  'offices',
  'services',
  'pricing',
  'switching',
  'portal',
  'payment',
  'message',
  'law',
] as const
export type Intent = (typeof INTENTS)[number] | 'law-help' | 'fallback'

type Rule = readonly [pattern: RegExp, weight: number]

// Stems end without \b where plurals and verb forms should match too (pay, paying, payments).
const RULES: Record<(typeof INTENTS)[number], readonly Rule[]> = {
  greeting: [[/^(hi|hello|hey|howdy|good (morning|afternoon|evening)|greetings)\b/, 2]],
  thanks: [[/\b(thanks?|thank you|thx|appreciate it|that helps|perfect|great)\b/, 2]],
  emergency: [
    [/\bemergenc/, 5],
    [/\burgent/, 3],
    [
      /\b(flood|leak|burst|broken pipe|water (is )?(pouring|everywhere|damage)|sewer|gas smell|smell gas|fire|no heat|power outage|outage)/,
      4,
    ],
    [
      /\b(after hours|after-hours|middle of the night|weekend emergency|24\/?7|twenty four seven|around the clock)\b/,
      3,
    ],
    [/\boption 9\b/, 4],
  ],
  hours: [
    [/\b(hours|opening times?|open|opens|close|closes|closing time)\b/, 2],
    [/\b(business|office|working) hours\b/, 3],
    [/\bwhen (are|is) (you|the office|your office)\b/, 2],
    [/\b(saturday|sunday|weekend|friday|monday|today|tonight|tomorrow)\b/, 1],
    [/\bwhat time\b/, 2],
  ],
  closures: [
    [/\b(holiday|holidays|thanksgiving|christmas|closure|closures|closed on|day off|vacation)\b/, 4],
  ],
  offices: [
    [/\b(address|location|located|directions|office|offices|visit|where are you|where is)\b/, 2],
    [/\b(phone|phones|number|numbers|call|telephone|email|e-mail|contact|reach|text|texting|sms)\b/, 2],
    [/\b(salt lake|st\.? george|saint george|park city|southern|northern)\b/, 2],
    [/\bappointment/, 2],
  ],
  services: [
    [/\bservices?\b/, 3],
    [/\bwhat (do|does) (you|your company|wasatch crest) (do|offer|handle|provide)\b/, 4],
    [/\b(offer|included|include|provide|manage|management company|full[- ]service)\b/, 1],
    [
      /\b(accounting|bookkeeping|budget|budgets|reserve funding|reconciliation|maintenance|vendors?|collections|violations|board packets?|annual meeting|insurance)\b/,
      2,
    ],
  ],
  pricing: [
    [
      /\b(price|prices|pricing|cost|costs|fee|fees|charge|charges|rate|rates|expensive|cheap|afford|budget for management)\b/,
      3,
    ],
    [/\bhow much\b/, 3],
    [/\b(quote|estimate|proposal|hidden)\b/, 2],
  ],
  switching: [
    [/\b(switch|switching|transition|transfer|onboard|onboarding|take over|takeover)/, 4],
    [
      /\b(change|changing|replace|replacing|leave|leaving|fire|firing|drop) (our |my |the )?(current |existing |old )?(management|manager|management company|property manager)\b/,
      5,
    ],
    [/\b(new|current|existing|old) (management|manager|management company)\b/, 2],
    [/\bhow long\b/, 1],
  ],
  portal: [
    [/\bportal\b/, 5],
    [/\b(log ?in|sign ?in|signin|username|password|account|online access|my account)\b/, 3],
    [/\b(documents?|cc&?rs|bylaws|minutes|forms?)\b/, 1],
  ],
  payment: [
    [/\b(pay|paying|payment|payments|paid)\b/, 4],
    [/\b(dues|assessment|assessments|balance|bill|billing|autopay|auto-pay|invoice|statement)\b/, 2],
    [/\b(credit card|debit card|e-?check|ach)\b/, 3],
  ],
  message: [
    [
      /\b(leave a message|message (for )?(your|the) team|call me back|callback|call back|contact me|get back to me)\b/,
      6,
    ],
    [/\b(human|person|agent|representative|real person|someone|staff member|manager call)\b/, 3],
    [/\b(speak|talk) (to|with)\b/, 2],
  ],
  law: [
    [/\b(law|laws|legal|legally|illegal|statute|statutes|utah code|code section|ombudsman|act)\b/, 4],
    [/\b(allowed|permitted|entitled|required|rights?|lawful)\b/, 3],
    [/\bcan (my|the|our|an?) (hoa|board|association|condo association|manager)\b/, 4],
    [/\b(does|do) (my|the|our|an?) (hoa|board|association) have to\b/, 4],
    [
      /\b(rent|rental|rentals|lease|short[- ]term|airbnb|foreclos|lien|fine|fines|fined|quorum|proxy|vote|voting|records request|reserve study|meeting notice|architectural|solar|flag|pets?|hearing|special assessment|declaration|amend)/,
      2,
    ],
  ],
}

/** Words that say "I have a law question" without saying what it is. */
const GENERIC_LAW_WORDS = new Set(
  'a an about ask asking have i my question questions law laws legal utah hoa condo code statute statutes please on'.split(
    ' ',
  ),
)

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9&/\s.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export type IntentMatch = { intent: Intent; score: number; scores: Partial<Record<Intent, number>> }

/** Scores every topic; ties go to the one listed first in INTENTS (emergency beats hours, and so on). */
export function matchIntent(text: string): IntentMatch {
  const line = normalise(text)
  const scores: Partial<Record<Intent, number>> = {}
  for (const intent of INTENTS) {
    const score = RULES[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(line) ? weight : 0), 0)
    if (score > 0) scores[intent] = score
  }
  let best: Intent = 'fallback'
  let bestScore = 0
  for (const intent of INTENTS) {
    const score = scores[intent] ?? 0
    if (score > bestScore) {
      best = intent
      bestScore = score
    }
  }
  // "Hi, what are your hours?" is about hours: a greeting or thanks only wins a line with nothing else in it.
  if ((best === 'greeting' || best === 'thanks') && Object.keys(scores).length > 1) {
    const rest = INTENTS.filter((i) => i !== 'greeting' && i !== 'thanks' && scores[i])
    best = rest.reduce((a, b) => ((scores[b] ?? 0) > (scores[a] ?? 0) ? b : a))
    bestScore = scores[best] ?? 0
  }
  // A law question needs something to search for; "law question" alone asks how to ask one.
  if (best === 'law' && !line.split(' ').some((word) => word && !GENERIC_LAW_WORDS.has(word)))
    best = 'law-help'
  return { intent: best, score: bestScore, scores }
}

/** The association type a law question implies, for the law assistant's ranking. */
export function impliedCommunityType(text: string) {
  const line = normalise(text)
  if (/\b(condo|condos|condominium|condominiums)\b/.test(line)) return 'condominium' as const
  if (/\btown ?homes?\b/.test(line)) return 'townhome' as const
  if (/\bmixed[- ]use\b/.test(line)) return 'mixed-use' as const
  return 'homeowners-association' as const
}
