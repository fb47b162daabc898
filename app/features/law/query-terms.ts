import { servedCities, servedCounties } from '~/content/cities'

// Turns a visitor's question into weighted search terms for the statute search (search.server.ts):
// content words, the phrases they form, and the words the statutes use for what owners call things
// ("HOA" is an "association", "dues" are an "assessment"). Pure, so it is tested on its own.

/** `words`: the indexes of the question's content words the term stands for. */
export type QueryTerm = { text: string; weight: number; words: number[] }

// Function words and question scaffolding: they say nothing about which statute applies.
const STOPWORDS = new Set(
  (
    'a about above after again against all allowed allow allows also am an and any anyone anything are ' +
    'as at be because been before being below between both but by can cannot could did do does doing ' +
    "don't done during each even ever every few for from further get gets getting give go going got had has " +
    'have having he her here hers him his how however i if in into is it its itself just know legal ' +
    'legally let like make makes many may me might mine more most much must my myself need needs no nor ' +
    'not now of off on once only or other ought our ours out over own per please really right rights ' +
    'same say says she should so some someone something such than that the their theirs them then there ' +
    'these they this those through to too under until up upon us use very want wants was way we were ' +
    'what whatever when where whether which while who whom why will with within without would yes yet ' +
    'you your yours yourself utah law laws legislation statute statutes code rule required require ' +
    'requires okay ok actually anymore currently still tell mean means'
  ).split(/\s+/),
)

type Expansion = { match: RegExp; terms: ReadonlyArray<string | [string, number]> }

const SYNONYM_WEIGHT = 0.7

/**
 * Owner vocabulary -> statute vocabulary. Matched against single words; each adds terms at a lower
 * weight than the visitor's own words. A tuple sets its own weight.
 */
const EXPANSIONS: readonly Expansion[] = [
  { match: /^(hoa|hoas|poa)$/, terms: ['association', 'homeowner association'] },
  { match: /^condos?$/, terms: ['condominium', 'unit owner'] },
  { match: /^(dues|fees?)$/, terms: ['assessment', 'common expense'] },
  { match: /^board$/, terms: ['board of directors', 'management committee'] },
  { match: /^(directors?|trustees?)$/, terms: ['board', 'management committee'] },
  {
    match: /^(rent|renting|rented|rentals?|lease|leasing|leased|tenants?|renters?|landlords?|airbnb|vrbo)$/,
    terms: ['rental', 'lease', 'rental restriction'],
  },
  { match: /^(ban|bans|banned|banning|forbid|forbids|outlaw|prohibit|prohibits)$/, terms: ['prohibit'] },
  { match: /^(often|frequently|frequency)$/, terms: ['frequently'] },
  { match: /^(short|nightly)$/, terms: [['short-term rental', 0.4]] },
  { match: /^(fine|fined|fines|fining|penalty|penalties|penalize|penalized)$/, terms: ['fine', 'violation'] },
  { match: /^(hearing|appeal|contest)$/, terms: ['hearing', 'fine'] },
  // Utah Code 13-79: the HOA Ombudsman's advisory opinions are how the state helps in a dispute.
  {
    match: /^(disputes?|disagreements?|disagree|complaints?|complain|ombudsman|ombudsperson)$/,
    terms: ['advisory opinion', 'ombudsman', 'dispute resolution'],
  },
  { match: /^(advisory|opinions?)$/, terms: ['advisory opinion'] },
  {
    match: /^(mediation|mediator|arbitration|arbitrator|court)$/,
    terms: ['binding arbitration', 'dispute resolution'],
  },
  { match: /^(meetings?|meet)$/, terms: ['meeting', 'notice of meeting'] },
  { match: /^annual$/, terms: ['annual meeting'] },
  { match: /^(speak|speaking|talk|comment|comments)$/, terms: ['comment', 'open meeting'] },
  { match: /^(special|petition|demand|demands)$/, terms: ['special meeting', 'written demand'] },
  {
    match: /^(consents?|unanimous|unanimously|decisions?|decide)$/,
    terms: ['action without meeting', 'consent in writing'],
  },
  {
    match: /^(email|emails|emailed|text|electronic|electronically|mail|mailed)$/,
    terms: ['notice', 'electronic means'],
  },
  { match: /^(agenda|minutes)$/, terms: ['records', 'meeting'] },
  {
    match: /^(records?|books|documents|financials?|statements?|inspect|inspection|copies|copy)$/,
    terms: ['records', 'examination'],
  },
  { match: /^(online|internet|web|post|posted|posting)$/, terms: ['website'] },
  {
    match: /^(foreclose|foreclosure|foreclosing)$/,
    terms: ['foreclosure', 'nonjudicial foreclosure', ['lien', 0.4]],
  },
  { match: /^(lien|liens)$/, terms: ['lien', ['enforcement of a lien', 0.4]] },
  {
    match: /^(delinquent|delinquency|unpaid|behind|collections?|owe|owed|owing)$/,
    terms: ['unpaid assessment', 'costs of collection'],
  },
  { match: /^(late|interest)$/, terms: ['late fee', 'late payment'] },
  { match: /^(reserves?|study)$/, terms: ['reserve analysis', 'reserve fund'] },
  { match: /^(budgets?)$/, terms: ['budget'] },
  { match: /^(vote|votes|voting|ballots?|elections?|elect)$/, terms: ['vote', 'ballot'] },
  { match: /^(proxy|proxies)$/, terms: ['proxy'] },
  { match: /^(mail|mailed|mailing|absentee|paper)$/, terms: ['written ballot'] },
  { match: /^quorum$/, terms: ['quorum'] },
  {
    match: /^(developer|declarant|builder|turnover)$/,
    terms: ['declarant', 'period of administrative control'],
  },
  {
    match: /^(amend|amending|amendment|amendments|change|changing)$/,
    terms: ['amend', 'amendment governing documents'],
  },
  { match: /^(cc&rs?|ccrs?|covenants?|declaration)$/, terms: ['declaration', 'governing document'] },
  { match: /^(bylaws?)$/, terms: ['bylaws'] },
  { match: /^(rules?|regulations?)$/, terms: ['rule', 'equal treatment'] },
  {
    match:
      /^(architectural|design|paint|painting|color|fence|fencing|shed|addition|plans?|remodel|renovation|landscaping)$/,
    terms: ['design criteria', 'approval of plans'],
  },
  { match: /^(review|reviewing)$/, terms: ['approval of plans', 'plan fee'] },
  {
    match: /^(deny|denies|denied|denial|reject|rejects|rejected|rejection|disapproved)$/,
    terms: ['deny', 'written notice'],
  },
  { match: /^(wildfire|fire)$/, terms: ['fire-resistant material', 'wildfire'] },
  // Utah Code 57-8a-231: what owners call water-wise landscaping.
  {
    match:
      /^(xeriscape|xeriscaping|xeriscaped|drought|tolerant|lawns?|turf|grass|sod|mulch|rock|rocks|gravel|native|wise|irrigation|sprinklers?|watering)$/,
    terms: ['water wise landscaping', 'lawn or turf'],
  },
  {
    match: /^(repair|repairs|maintenance|maintain|replace|replacement|roof|roofs|damage)$/,
    terms: ['maintenance', 'repair', 'replacement'],
  },
  {
    match: /^(common|amenity|amenities|pool|clubhouse|grounds)$/,
    terms: ['common area', 'common areas and facilities'],
  },
  { match: /^(flags?)$/, terms: ['flag'] },
  { match: /^(solar|panels?)$/, terms: ['solar energy system'] },
  {
    match: /^(payoff|closing|sales?|sell|sells|selling|sold|buyers?|buying|escrow|title|resale)$/,
    terms: ['payoff', 'closing', 'reinvestment fee', 'transfer fee'],
  },
  {
    match: /^(charges?|charged|charging|costs?|maximum|cap)$/,
    terms: [
      ['fee', 0.5],
      ['limit', 0.4],
    ],
  },
  { match: /^(transfer|reinvestment)$/, terms: ['reinvestment fee', 'transfer fee covenant'] },
  {
    match: /^(utility|utilities|water|power|electricity|gas|electric)$/,
    terms: ['utilities', 'delinquent utilities'],
  },
  {
    match: /^(shutoff|shut|disconnect|disconnected|discontinue|discontinued|bill|bills|winterize)$/,
    terms: ['discontinue service', 'delinquent charges'],
  },
  { match: /^(insurance|insured|deductible)$/, terms: ['insurance', 'property insurance'] },
  { match: /^(registered|register|registration)$/, terms: ['registration', 'department of commerce'] },
  {
    match: /^(officers?|president|treasurer|secretary|committee|removal|remove|recall)$/,
    terms: ['officer', 'management committee', 'removal'],
  },
  {
    match: /^(enforce|enforcing|enforcement|violation|violations)$/,
    terms: ['enforce governing documents', 'violation'],
  },
  { match: /^(notices?|notify|notified|notification)$/, terms: ['notice', 'fair and reasonable notice'] },
  { match: /^(money|funds|spend|spending|accounts?)$/, terms: ['funds', 'administration of funds'] },
  {
    match: /^(indemnif\w*|liable|liability|personally|sue|sued|lawsuit)$/,
    terms: ['liability', 'indemnification', 'indemnify'],
  },
  { match: /^(pets?|dogs?|cats?|animals?)$/, terms: ['pet', 'animal'] },
  { match: /^(signs?|political)$/, terms: ['sign', 'political sign'] },
]

/**
 * Phrases whose meaning their words lose: "without" is a function word, but "without a meeting" names
 * what 16-6a-707 and 16-6a-813 allow. Matched against the whole question; the terms add to the score
 * only (coverage counts the question's own words).
 */
const PHRASES: readonly Expansion[] = [
  {
    match:
      /\b(without|outside( of)?) (a |an |any )?(holding |having |calling )?(a )?(board |committee |members' )?meetings?\b/,
    terms: ['action without meeting'],
  },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A Utah place says where, not which statute: the HOA statutes apply statewide, and "Salt Lake County"
 * must not match the court named in 16-6a-703. Counties with the word "county", and the two-word names
 * of the cities we serve; one-word names ("Price", "Sandy") are also ordinary words and stay.
 */
const PLACE_NAMES = new RegExp(
  `\\b(${[
    ...servedCounties.map((county) => `${county} county`),
    ...servedCities.map((c) => c.name).filter((name) => name.includes(' ')),
    'salt lake',
  ]
    .map((name) => escapeRegExp(name.toLowerCase()))
    .join('|')})(?![a-z])`,
  'g',
)

/** Utah Code section numbers cited in the text, e.g. "57-8a-209" or "§ 57-8-10.1". */
export function citedSections(question: string): string[] {
  const found = question.toLowerCase().match(/\b\d{1,2}-\d{1,2}[a-z]?-\d{1,3}(?:\.\d+)?\b/g) ?? []
  return [...new Set(found)]
}

export function contentWords(question: string): string[] {
  const words = question
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\b\d{1,2}-\d{1,2}[a-z]?-\d{1,3}(?:\.\d+)?\b/g, ' ')
    .replace(PLACE_NAMES, ' ')
    .match(/[a-z0-9]+(?:[&'][a-z0-9]+)*/g)
  return (words ?? [])
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
}

/**
 * The weighted terms for a question: each content word (1), each pair of neighbouring content words
 * as a phrase (0.5, it rewards sections where both occur), and the statute's own words for them.
 * Terms are unique; the highest weight wins.
 */
export function queryTerms(question: string): QueryTerm[] {
  const words = contentWords(question)
  const terms = new Map<string, QueryTerm>()
  const add = (text: string, weight: number, from: number[]) => {
    const term = terms.get(text)
    if (!term) return void terms.set(text, { text, weight, words: [...from] })
    term.weight = Math.max(term.weight, weight)
    for (const i of from) if (!term.words.includes(i)) term.words.push(i)
  }
  words.forEach((word, i) => {
    add(word, 1, [i])
    if (i > 0) add(`${words[i - 1]} ${word}`, 0.5, [i - 1, i])
    for (const expansion of EXPANSIONS) {
      if (!expansion.match.test(word)) continue
      for (const term of expansion.terms) {
        if (typeof term === 'string') add(term, SYNONYM_WEIGHT, [i])
        else add(term[0], term[1], [i])
      }
    }
  })
  const text = question.toLowerCase().replace(/[’‘]/g, "'")
  for (const phrase of PHRASES)
    if (phrase.match.test(text))
      for (const term of phrase.terms)
        if (typeof term === 'string') add(term, 1, [])
        else add(term[0], term[1], [])
  return [...terms.values()]
}
