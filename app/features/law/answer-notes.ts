import { uniqueBySection, usDate, type LawCurrency } from './currency'
import type { LawTextStatus } from './schemas'

// What an answer says before its substance when the sections it rests on are cut short or may be out of
// date, and the Office of the HOA Ombudsman beside the disclaimer when the question is about a dispute.

/** Every answer whose key sections are incomplete or possibly stale opens with a paragraph starting so. */
export const CURRENCY_NOTE_PREFIX = 'Please note: '

type KeySection = { section: string; textStatus: LawTextStatus } & Pick<
  LawCurrency,
  'effective' | 'stale' | 'copyYear'
>

const cite = (sections: readonly KeySection[]) => {
  const names = sections.map((s) => `Utah Code ${s.section}`)
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** "is an older copy (2014)", "is the text as in effect 5/7/2025", "is an older copy". */
function olderCopy(s: KeySection): string {
  if (s.copyYear) return `is an older copy (${s.copyYear})`
  return s.effective ? `is the text as in effect ${usDate(s.effective)}` : 'is an older copy'
}

/**
 * The opening paragraph for an answer resting on `sections` (the sections it quotes or its summary
 * relies on first), or null when each of them is whole and not known to be out of date.
 */
export function currencyNote(sections: readonly KeySection[]): string | null {
  const unique = uniqueBySection(sections)
  const partial = unique.filter((s) => s.textStatus === 'partial')
  const titleOnly = unique.filter((s) => s.textStatus === 'none')
  const stale = unique.filter((s) => s.stale)
  const clauses: string[] = []
  if (partial.length)
    clauses.push(
      partial.length === 1
        ? `our copy of ${cite(partial)} holds only the first part of the section`
        : `our copies of ${cite(partial)} hold only the first part of each section`,
    )
  if (titleOnly.length) clauses.push(`${TITLE_ONLY_CLAUSE}${cite(titleOnly)}`)
  for (const s of stale)
    clauses.push(`our copy of Utah Code ${s.section} ${olderCopy(s)} and may be out of date`)
  if (clauses.length === 0) return null
  const list = clauses.length < 2 ? clauses[0]! : `${clauses.slice(0, -1).join('; ')}; and ${clauses.at(-1)}`
  return (
    `${CURRENCY_NOTE_PREFIX}${list}. Read ${unique.length > 1 ? 'each section' : 'the section'} in full ` +
    'at le.utah.gov (linked under Sources) before relying on this answer.'
  )
}

const TITLE_ONLY_CLAUSE = 'our library holds only the title of '

/** The sections an answer's opening note says are held by title only (the page words their sources so). */
export function titleOnlyIn(answer: string): Set<string> {
  if (!answer.startsWith(CURRENCY_NOTE_PREFIX)) return new Set()
  const note = answer.split('\n\n')[0]!
  const clause = note.split('; ').find((c) => c.includes(TITLE_ONLY_CLAUSE)) ?? ''
  return new Set([...clause.matchAll(/Utah Code (\d+-\d+[a-z]?-\d+(?:\.\d+)?)/g)].map((m) => m[1]!))
}

/** The Ombudsman sections the note relies on; cited among the answer's sources. */
export const OMBUDSMAN_SECTIONS = ['13-79-102', '13-79-104'] as const

/** Said next to the disclaimer for a question about a dispute (Utah Code 13-79-102 to 13-79-104). */
export const OMBUDSMAN_NOTE =
  'In a dispute with an association, or an association with an owner, Utah’s Office of the Homeowners’ ' +
  'Association Ombudsman, in the Department of Commerce, can help. Its attorneys work with the ' +
  'Condominium Ownership Act and the Community Association Act, and an owner or an association may ask it ' +
  'for a written advisory opinion on whether an act complies with those laws, at any time before a court ' +
  'action or binding arbitration begins. The request carries a nonrefundable $150 filing fee (the office ' +
  'may waive part of it for someone who cannot pay), must be filed within a year of when you knew or ' +
  'should have known of the act, and generally comes after the dispute procedures in your governing ' +
  'documents (Utah Code 13-79-102 and 13-79-104; our copy of 13-79-104 holds only its first part, so ' +
  'check the office’s current process with it).'

const DISPUTE =
  /\b(disputes?|disagree\w*|complain\w*|unfair\w*|unjust\w*|sue|sues|suing|sued|lawsuits?|court|arbitrat\w*|mediat\w*|ombudsman|grievances?|appeal\w*|contest\w*|fight\w*|harass\w*|retaliat\w*|refus\w*|won[’']?t|will not|ignor\w*|wrongful\w*|illegal\w*|unlawful\w*|challeng\w*|recourse|advisory opinion|(?:my|our) rights)\b/i

/** Whether a question is about a disagreement between an owner and an association. */
export const isDisputeQuestion = (question: string) => DISPUTE.test(question)
