import type { LawTopicSummary } from './law-topic-types'

// What owners may do with their homes: rentals, plans for changes, flags and signs. Checked against
// corpus/utah-law; where our copy of a section is partial or title-only, the text says so.

export const propertyTopicSummaries: LawTopicSummary[] = [
  {
    topic: 'rentals',
    act: '57-8a',
    sections: ['57-8a-209', '57-8a-218'],
    text:
      'An HOA can limit how many homes are rented and for how long, or ban rentals, under Utah Code ' +
      '57-8a-209, but the restriction must be in the recorded declaration (the CC&Rs) or an amendment to ' +
      'it; a rule alone can only set a minimum lease term of six months or less. A ban, restriction or ' +
      'rental fee must exempt certain owners, among them an owner in the military while deployed, a home ' +
      'lived in by the owner’s parent, child or sibling, and an owner whose employer has relocated them ' +
      'for two years or less. An owner who was already renting before the restriction took effect may ' +
      'keep renting until, among other events the statute lists, the owner moves in (our copy of the ' +
      'section stops part-way through that list). Under Utah Code 57-8a-218, a rule may not treat an ' +
      'owner who follows the governing documents differently because the home is a rental, though it ' +
      'may, for example, limit a rental owner’s use of the common areas.',
  },
  {
    topic: 'rentals',
    act: '57-8',
    sections: ['57-8-10.1'],
    text:
      'A condominium association can limit how many units are rented and for how long, or ban rentals, ' +
      'under Utah Code 57-8-10.1, but the restriction must be in the declaration or an amendment to it; ' +
      'a rule alone can only set a minimum lease term of six months or less. Unless every unit owner ' +
      'approves it, a ban, restriction or rental fee must exempt certain owners, among them an owner in ' +
      'the military while deployed, a unit lived in by the owner’s parent, child or sibling, and an ' +
      'owner whose employer has relocated them for two years or less. An owner already renting when the ' +
      'restriction is recorded may keep renting until the owner moves in or the unit is transferred. The ' +
      'association generally may not require its approval of a renter or a lease, copies of rental ' +
      'applications, credit reports or background checks, or an extra assessment, fine or fee because a ' +
      'unit is rented. An association that allows at least 35% of its units to be rentals may charge a ' +
      'rental owner up to $200 once every 12 months, after notice and a management committee meeting ' +
      'where owners can comment.',
  },
  {
    topic: 'architectural-approval',
    act: '57-8a',
    sections: ['57-8a-109', '57-8a-217', '57-8a-218'],
    text:
      'When your governing documents require the association to approve plans before you build on or ' +
      'improve your lot, Utah Code 57-8a-109 says it may not charge more for reviewing and approving ' +
      'them than its actual cost of doing so. Rules include design criteria: Utah Code 57-8a-217 covers ' +
      'how the board adopts rules and design criteria and, as its title says, a vote of disapproval, ' +
      'and Utah Code 57-8a-218 limits what they may say, starting with the rule that similarly situated ' +
      'owners must be treated similarly. Our library holds only the title of 57-8a-217 and the first ' +
      'part of 57-8a-218, so read both in full at le.utah.gov. Before starting work, check your ' +
      'declaration and the association’s design guidelines for what needs approval.',
  },
  {
    topic: 'architectural-approval',
    act: '57-8',
    sections: ['57-8-6.7', '57-8a-109'],
    text:
      'The Condominium Ownership Act limits the fee for approving plans in Utah Code 57-8-6.7 (Limit on ' +
      'fee for approval of plans), but our library holds only that section’s title, so read its text at ' +
      'le.utah.gov. The matching rule for homeowners associations that are not condominiums, Utah Code ' +
      '57-8a-109, says the fee for reviewing and approving plans may not exceed the association’s actual ' +
      'cost of doing so. Which changes need approval, and the standards for them, come from your ' +
      'declaration and the association’s rules.',
  },
  {
    topic: 'flags-and-signs',
    act: '57-8a',
    sections: ['57-8a-219', '57-8a-218'],
    text:
      'An association may not stop an owner from displaying the United States flag inside the home, in ' +
      'a limited common area or on the lot, as long as the display follows the federal flag code (Title ' +
      '4, Chapter 1 of the United States Code), but it may restrict flags on the common areas (Utah Code ' +
      '57-8a-219). Under Utah Code 57-8a-218, a rule may not abridge an owner’s right to display a ' +
      'religious or holiday sign, symbol or decoration on the lot, subject to exceptions in the statute. ' +
      'Our copy of 57-8a-218 stops part-way, so read the rest at le.utah.gov, and check your governing ' +
      'documents for rules on other signs, such as political or for-sale signs.',
  },
  {
    topic: 'flags-and-signs',
    act: '57-8',
    sections: ['57-8-8.1', '57-8a-219', '57-8a-218'],
    text:
      'The Condominium Ownership Act’s limits on association rules are in Utah Code 57-8-8.1 (Equal ' +
      'treatment by rules required -- Limits on rules); our library holds only its title, so read its ' +
      'text at le.utah.gov. The Community Association Act, which governs homeowners associations that ' +
      'are not condominiums, says an association may not stop an owner from displaying the United States ' +
      'flag on the lot when the display follows the federal flag code (Utah Code 57-8a-219), and that a ' +
      'rule may not abridge an owner’s right to display religious or holiday signs, symbols or ' +
      'decorations, with exceptions (Utah Code 57-8a-218). Your declaration and rules may say more about ' +
      'flags and signs.',
  },
]
