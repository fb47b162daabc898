import type { LawTopicSummary } from './law-topic-types'

// Where the state comes in: registering the association with the Department of Commerce, and the
// Office of the HOA Ombudsman for disputes. Checked against corpus/utah-law; where our copy of a section
// is partial, title-only or may be out of date, the text says so.

export const stateTopicSummaries: LawTopicSummary[] = [
  {
    topic: 'registration',
    act: '57-8a',
    sections: ['57-8a-105', '57-8a-227'],
    text:
      'The Community Association Act’s rule on registering an association with the Department of ' +
      'Commerce is in Utah Code 57-8a-105, but our library holds only its title, so read its text at ' +
      'le.utah.gov for what must be filed and when. Utah Code 57-8a-227 refers to the address an ' +
      'association has registered with the department under that section: an association without an ' +
      'active website must keep paper copies of its governing documents, minutes, and budget and ' +
      'financial statement there for owners during regular business hours. A condominium association ' +
      'registers under the Condominium Ownership Act instead; ask about a condominium to see that rule.',
  },
  {
    topic: 'registration',
    act: '57-8',
    sections: ['57-8-13.1'],
    text:
      'A condominium association must register with the Department of Commerce, in the manner the ' +
      'department sets, no later than 90 days after its declaration is recorded (Utah Code 57-8-13.1). The ' +
      'department requires certain information with each registration, and the association must send it ' +
      'an update within 90 days after any of that information changes. That information includes a ' +
      'disclosure of any reinvestment fee or transfer fee, and the statute says no one may rely on that ' +
      'disclosure when preparing documents for buying a property the fee burdens. Our copy of 57-8-13.1, ' +
      'the 2026 text, stops part-way in several places: the definitions, the list of what a registration ' +
      'must include, and subsections (4) and (6) are missing, so read the whole section at le.utah.gov.',
  },
  {
    topic: 'ombudsman',
    act: '13-79',
    sections: ['13-79-104', '13-79-102', '13-79-103'],
    text:
      'Utah’s Office of the Homeowners’ Association Ombudsman, in the Department of Commerce, is staffed ' +
      'by attorneys with background or expertise in community association law (Utah Code 13-79-102), and ' +
      'Utah Code 13-79-103 sets its duties, starting with expertise in the laws that affect owners and ' +
      'associations. An owner or an association, of a condominium or any other HOA, may ask the office ' +
      'for a written advisory opinion on whether an act complies with the Condominium Ownership Act, the ' +
      'Community Association Act or other Utah statutes, at any time before a court action or binding ' +
      'arbitration begins (Utah Code 13-79-104). The request is filed with the office with a nonrefundable ' +
      '$150 fee, which the office may partly waive for someone unable to pay, no later than one year after ' +
      'the requester knew or should have known of the act, and it describes the act and its impact on the ' +
      'requester, who may allege actual damages. The office generally may not give an opinion until the ' +
      'requester has used the existing dispute resolution procedures the section lists. Our copy of ' +
      '13-79-104 is the 2026 text but stops part-way, before that list, and our copies of 13-79-102 and ' +
      '13-79-103 are the 2025 text, which a 2026 law amended, and 13-79-103 also stops part-way, so check ' +
      'the current sections at le.utah.gov.',
  },
]
