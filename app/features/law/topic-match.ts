import type { LawTopicId } from '~/content/law-topic-types'

// Which plain-language topic (app/content/law-topics.ts) a question is about, decided by the statute
// ranking, not by words alone: a topic is chosen when the question uses the topic's words and one of its
// sections ranks first, or in the top three close behind the first. Weak words ("sell", "meeting",
// "change") count only with the topic's section first and covering most of the question: "when my home
// sells" asks about payoff fees, "a transfer fee when I sell" ranks the transfer-fee statute first and
// must not get the payoff summary. A question about something else ranks other sections first, or uses
// none of the topic's words, and gets no summary; the answer then quotes the sections alone.

export type TopicRankedSection = { section: string; score: number; cited: boolean; coverage: number }

/** `words` name the topic; `weakWords` name it only when one of its sections ranks first. */
type TopicSignal = { words: RegExp; weakWords?: RegExp; sections: readonly string[] }

export const TOPIC_SIGNALS: Record<LawTopicId, TopicSignal> = {
  rentals: {
    words:
      /\b(rent|rents|rented|renting|rentals?|renters?|leas(e|es|ed|ing)|tenants?|landlords?|airbnb|vrbo|short-term|nightly)\b/,
    sections: ['57-8a-209', '57-8-10.1', '57-8a-218'],
  },
  fines: {
    words: /\b(fine|fines|fined|fining|penalty|penalties|penali[sz]e[ds]?)\b/,
    sections: ['57-8a-208', '57-8-37'],
  },
  'assessments-and-liens': {
    words:
      /\b(assessments?|dues|liens?|foreclos\w*|delinquen\w*|unpaid|late fees?|owe|owed|owing|collections?)\b/,
    weakWords: /\b(late|pay|paid|paying)\b/,
    sections: [
      '57-8a-201',
      '57-8a-206',
      '57-8a-301',
      '57-8a-302',
      '57-8a-303',
      '57-8a-307',
      '57-8-44',
      '57-8-54',
    ],
  },
  reserves: { words: /\breserves?\b/, sections: ['57-8a-211', '57-8-7.5'] },
  records: {
    words:
      /\b(records?|books|minutes|financials?|statements?|inspect\w*|copies|copy|examin\w*|website|online)\b/,
    weakWords: /\b(documents|contracts)\b/,
    sections: ['57-8a-227', '16-6a-1601', '16-6a-1602'],
  },
  'board-meetings': {
    words:
      /\b(attend\w*|open|closed|secret|executive session|agenda|notice|speak|comment\w*|(without|outside( of)?) (an? |any )?(holding |having )?(a )?(board |committee )?meetings?)\b/,
    weakWords: /\b(meetings?|meet)\b/,
    sections: ['57-8a-226', '57-8-57', '16-6a-813'],
  },
  budgets: { words: /\bbudgets?\b/, sections: ['57-8a-215'] },
  'amending-documents': {
    words:
      /\b(amend\w*|revis\w*|rewrit\w*|chang\w* ([a-z']+ ){0,2}(cc&rs?|ccrs?|declaration|bylaws|covenants|governing documents))\b/,
    weakWords: /\b(chang(e|es|ed|ing))\b/,
    sections: ['57-8a-104', '57-8-39'],
  },
  'architectural-approval': {
    words:
      /\b(architectur\w*|design\w*|plans?|paint\w*|colou?rs?|fences?|fencing|sheds?|decks?|patios?|additions?|remodel\w*|renovat\w*|landscap\w*|exterior)\b/,
    weakWords: /\b(approv\w*|build\w*|construct\w*|den(y|ies|ied|ial)|reject\w*)\b/,
    sections: ['57-8a-109', '57-8a-217', '57-8-6.7', '57-8a-218'],
  },
  'elections-and-proxies': {
    words:
      /\b(elect\w*|vote|votes|voted|voting|voters?|ballots?|proxy|proxies|quorum|candidates?|cumulative)\b/,
    sections: [
      '16-6a-707',
      '16-6a-709',
      '16-6a-710',
      '16-6a-711',
      '16-6a-712',
      '16-6a-713',
      '16-6a-714',
      '16-6a-715',
      '16-6a-716',
      '16-6a-717',
    ],
  },
  'payoff-fees': {
    words: /\b(payoff|pay-off|closing|escrow|title company|refinanc\w*)\b/,
    weakWords: /\b(sell|sells|selling|sold|sale)\b/,
    sections: ['57-8a-106', '57-8-6.3'],
  },
  'flags-and-signs': {
    words:
      /\b(flags?|signs?|banners?|decorations?|displays?|displaying|political|religious|holiday|christmas)\b/,
    sections: ['57-8a-219', '57-8a-218', '57-8-8.1'],
  },
  'water-wise-landscaping': {
    words:
      /\b(water[- ]?wise|water[- ]?saving|xeri\w*|drought\w*|lawns?|turf|grass|sod|mulch|native plants?|irrigat\w*|sprinklers?)\b/,
    sections: ['57-8a-231'],
  },
  'member-meetings': {
    words:
      /\b(annual meetings?|special meetings?|(members|owners|membership|homeowners)'? meetings?|meetings? of (the )?(members|owners)|written consents?|without (a |holding a )?meeting|(e-?mail|mail|text)\w* (\w+ ){0,2}notices?|notices? (\w+ ){0,3}(e-?mail|mail|text)\w*)\b/,
    weakWords: /\b(meetings?|notices?)\b/,
    sections: ['16-6a-701', '16-6a-702', '16-6a-703', '16-6a-704', '16-6a-707', '57-8a-214', '57-8-42'],
  },
  registration: {
    words: /\b(regist\w*|department of commerce|division of corporations)\b/,
    sections: ['57-8a-105', '57-8-13.1'],
  },
  ombudsman: {
    words:
      /\b(ombuds\w*|advisory|opinions?|disputes?|disagree\w*|complain\w*|mediat\w*|arbitrat\w*|recourse)\b/,
    sections: ['13-79-101', '13-79-102', '13-79-103', '13-79-104'],
  },
}

const TOPIC_IDS = Object.keys(TOPIC_SIGNALS) as LawTopicId[]

/** A topic section behind the first counts when it scores at least this share of the first's score. */
export const CLOSE_BEHIND = 0.55
/**
 * Weak words count only when the first section also covers most of the question (search.server.ts
 * coverage), and the question names no other topic in its own words: "when my home sells" with the
 * payoff-fee section first (0.77) is about payoff fees; "sell the common area to a developer" with it
 * first by accident (0.58) is not, nor is "meeting minutes" a question about open meetings.
 */
export const WEAK_WORDS_COVERAGE = 0.7
/** How far down the ranking a topic section may be found. */
const LOOK_DOWN = 3

const topicsOf = (section: string) => TOPIC_IDS.filter((id) => TOPIC_SIGNALS[id].sections.includes(section))

/** 2 when the question uses the topic's words, 1 for its weak words only, 0 when neither. */
function wordStrength(id: LawTopicId, text: string): number {
  const signal = TOPIC_SIGNALS[id]
  return signal.words.test(text) ? 2 : signal.weakWords?.test(text) ? 1 : 0
}

/** The topic the question is about, or null when no topic answers it confidently. */
export function matchTopic(question: string, ranked: readonly TopicRankedSection[]): LawTopicId | null {
  const top = ranked[0]
  if (!top) return null
  const text = question.toLowerCase().replace(/[’‘]/g, "'")
  if (top.cited) {
    // A cited section speaks for itself: its topic, preferring one the question also names.
    const owners = topicsOf(top.section)
    return owners.find((id) => wordStrength(id, text) > 0) ?? (owners.length === 1 ? owners[0]! : null)
  }
  const named = TOPIC_IDS.some((id) => wordStrength(id, text) === 2)
  const candidates: Array<{ id: LawTopicId; rank: number; strength: number }> = []
  for (const [rank, section] of ranked.slice(0, LOOK_DOWN).entries()) {
    if (section.score < top.score * CLOSE_BEHIND) break
    for (const id of topicsOf(section.section)) {
      const strength = wordStrength(id, text)
      const weakOk = strength === 1 && rank === 0 && !named && section.coverage >= WEAK_WORDS_COVERAGE
      if (strength === 2 || weakOk) candidates.push({ id, rank, strength })
    }
  }
  // A topic the question names in its own words beats one it only touches ("meeting" in a proxy
  // question); then the better-ranked section wins.
  candidates.sort((a, b) => b.strength - a.strength || a.rank - b.rank)
  return candidates[0]?.id ?? null
}
