import type { LawTopicSummary } from '~/content/law-topic-types'
import { currencyNote } from './answer-notes'
import { currencyLabel, type LawCurrency } from './currency'
import type { Excerpt } from './excerpts'
import type { CommunityType, LawTextStatus } from './schemas'
import { isOtherActSummary } from './topic-summaries'

// The answer built without a language model: for a common topic, our plain-language summary first
// (app/content/law-topics.ts), then which act applies and the statute's own words, each quote a whole
// sentence or list item (excerpts.ts). Plain text: the law tool shows paragraphs split on blank lines,
// and a paragraph opening "Utah Code <section>, " as a heading over its quotes.

export type AnswerSection = {
  section: string
  title: string
  chapterName: string
  url: string
  textStatus: LawTextStatus
  excerpts: Excerpt[]
} & Pick<LawCurrency, 'effective' | 'stale' | 'copyYear'>

export const UTAH_CODE_URL = 'https://le.utah.gov/'

const ACT_INTRO: Record<CommunityType, string> = {
  condominium:
    'For a condominium, the Condominium Ownership Act (Utah Code Title 57, Chapter 8) is the main statute.',
  'homeowners-association':
    'For a homeowners association that is not a condominium, the Community Association Act (Utah Code Title 57, Chapter 8a) is the main statute.',
  townhome:
    'For a townhome community organised as a homeowners association, the Community Association Act (Utah Code Title 57, Chapter 8a) is the main statute; if your townhomes were created as condominium units, the Condominium Ownership Act (Title 57, Chapter 8) applies instead.',
  'mixed-use':
    'For a mixed-use community, which act applies depends on how the project was created: condominium units are under the Condominium Ownership Act (Utah Code Title 57, Chapter 8), lots under the Community Association Act (Title 57, Chapter 8a). Your recorded declaration says which.',
  other:
    'Which act applies depends on how your community was created: condominium units are under the Condominium Ownership Act (Utah Code Title 57, Chapter 8), other homeowner associations under the Community Association Act (Title 57, Chapter 8a). Your recorded declaration says which.',
}

export const sectionHeading = (s: Pick<AnswerSection, 'section' | 'title' | 'chapterName'>) =>
  `Utah Code ${s.section}, ${s.title} (${s.chapterName})`

const SUMMARY_LABEL: Record<LawTopicSummary['act'], string> = {
  '57-8a': 'For a homeowners association (Community Association Act): ',
  '57-8': 'For a condominium (Condominium Ownership Act): ',
  '16-6a': '',
  '13-79': '',
}

const OTHER_ACT_NOTE =
  ' That is the Community Association Act’s rule for homeowners associations that are not condominiums: ' +
  'our library holds no Condominium Ownership Act section on this, so check your declaration and the Utah ' +
  'Code for a condominium’s rule.'

function summaryParagraph(summary: LawTopicSummary, type: CommunityType, labelled: boolean): string {
  const label = labelled ? SUMMARY_LABEL[summary.act] : ''
  return `${label}${summary.text}${isOtherActSummary(summary, type) ? OTHER_ACT_NOTE : ''}`
}

function sectionParagraph(section: AnswerSection): string {
  const lines = [sectionHeading(section)]
  if (section.textStatus === 'none') {
    lines.push('Our library holds this section’s title but not its text; read it at the link under Sources.')
    return lines.join('\n')
  }
  lines.push(`${currencyLabel(section)}.`)
  for (const excerpt of section.excerpts) lines.push(`“${excerpt.text}”`)
  // Said only where it applies: the section is one our copy cuts short.
  if (section.textStatus === 'partial')
    lines.push(
      section.excerpts.some((e) => e.reachesCut)
        ? 'Our copy of this section stops here; read the rest at the link under Sources.'
        : 'Our library holds only the first part of this section; read all of it at the link under Sources.',
    )
  return lines.join('\n')
}

/**
 * The retrieval answer: a note when a key section (`keySections`: the summaries' main sections, or
 * else the quoted ones) is cut short or may be out of date, the topic's summaries (none when no topic
 * fits), then the quoted sections, each with how current our copy is.
 */
export function buildRetrievalAnswer(
  type: CommunityType,
  sections: readonly AnswerSection[],
  summaries: readonly LawTopicSummary[] = [],
  keySections: readonly Omit<AnswerSection, 'excerpts'>[] = sections,
): string {
  const note = currencyNote(keySections)
  const parts = note ? [note] : []
  parts.push(...summaries.map((s) => summaryParagraph(s, type, summaries.length > 1)))
  parts.push(
    `${ACT_INTRO[type]} ${summaries.length ? 'The summary rests on these sections:' : 'These sections speak to your question:'}`,
  )
  parts.push(...sections.map(sectionParagraph))
  parts.push(
    (summaries.length
      ? 'The summary above is our plain-language reading; the quotes are the statute’s own words. '
      : 'The quotes above are from the statutes. ') +
      'Read each section in full at the links under Sources. Your association’s declaration, bylaws and ' +
      'rules can add requirements within these limits.',
  )
  return parts.join('\n\n')
}

/** Said plainly when nothing in the corpus answers the question, instead of guessing. */
export const OUT_OF_CORPUS_ANSWER =
  'I could not find a Utah statute in our library that answers this question, so I will not guess. Our ' +
  'library covers Utah’s Community Association Act (Utah Code Title 57, Chapter 8a), the Condominium ' +
  'Ownership Act (Title 57, Chapter 8), the meeting, voting and records sections of the Revised Nonprofit ' +
  'Corporation Act (Title 16, Chapter 6a) and the HOA Ombudsman chapter (Title 13, Chapter 79).' +
  `\n\nYou can search the whole Utah Code at ${UTAH_CODE_URL}, and the Office of ` +
  'the HOA Ombudsman at the Utah Department of Commerce helps owners and associations understand their ' +
  'rights and duties under Utah’s HOA and condominium laws. For advice on your situation, ask a Utah attorney.'
