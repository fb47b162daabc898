import type { CommunityType, LawTextStatus } from './schemas'

// The answer built from the statute text alone (no language model): which act applies, then each
// section the answer relies on with its most relevant passages quoted word for word.

export type AnswerSection = {
  section: string
  title: string
  chapterName: string
  url: string
  textStatus: LawTextStatus
  passages: string[]
}

export const UTAH_CODE_URL = 'https://le.utah.gov/'

const PASSAGE_MAX = 480

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

/** Cuts a passage at a word boundary so a quote stays readable. */
export function clip(text: string, max = PASSAGE_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).replace(/[,;:]$/, '')} …`
}

export const sectionHeading = (s: Pick<AnswerSection, 'section' | 'title' | 'chapterName'>) =>
  `Utah Code ${s.section}, ${s.title} (${s.chapterName})`

export function buildRetrievalAnswer(type: CommunityType, sections: readonly AnswerSection[]): string {
  const parts = [`${ACT_INTRO[type]} These sections speak to your question:`]
  for (const section of sections) {
    const lines = [sectionHeading(section)]
    if (section.textStatus === 'none') {
      lines.push('Our library holds this section’s title but not its text; read it at the link below.')
    } else {
      for (const passage of section.passages) lines.push(`“${clip(passage)}”`)
      if (section.textStatus === 'partial')
        lines.push('Our copy of this section is incomplete; read the whole section at the link below.')
    }
    parts.push(lines.join('\n'))
  }
  parts.push(
    'The quotes above are from the statutes; read each section in full at the links under Sources. Your ' +
      'association’s declaration, bylaws and rules can add requirements within these limits.',
  )
  return parts.join('\n\n')
}

/** Said plainly when nothing in the corpus answers the question, instead of guessing. */
export const OUT_OF_CORPUS_ANSWER =
  'I could not find a Utah statute in our library that answers this question, so I will not guess. Our ' +
  'library covers Utah’s Community Association Act (Utah Code Title 57, Chapter 8a), the Condominium ' +
  'Ownership Act (Title 57, Chapter 8) and the member-voting sections of the Revised Nonprofit Corporation ' +
  `Act (Title 16, Chapter 6a).\n\nYou can search the whole Utah Code at ${UTAH_CODE_URL}, and the Office of ` +
  'the HOA Ombudsman at the Utah Department of Commerce helps owners and associations understand their ' +
  'rights and duties under Utah’s HOA and condominium laws. For advice on your situation, ask a Utah attorney.'
