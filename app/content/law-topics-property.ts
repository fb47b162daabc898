import type { LawTopicSummary } from './law-topic-types'

// What owners may do with their homes: rentals, plans for changes, water-wise landscaping, flags and
// signs. Checked against corpus/utah-law; where our copy of a section is partial or title-only, the text
// says so.

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
      'improve your lot, Utah Code 57-8a-109 (as amended in 2025) says it may not charge more for ' +
      'reviewing and approving them than its actual cost of doing so. If it denies your plans, it must ' +
      'give you written notice of each provision of the governing documents it relied on and the specific ' +
      'part of your plan that does not conform to it. In an area with a heightened risk of wildfire, it ' +
      'may not prohibit, unreasonably restrict, deny or delay a plan because the plan uses a ' +
      'fire-resistant material, such as Class A roofing, metal roofing, non-combustible siding or a fiber ' +
      'cement product. Design criteria are rules: Utah Code 57-8a-217 covers how the board adopts them ' +
      'and, as its title says, a vote of disapproval, and Utah Code 57-8a-218 limits what they may say, ' +
      'starting with the rule that similarly situated owners must be treated similarly. Our library holds ' +
      'only the title of 57-8a-217 and the first part of 57-8a-218, so read both in full at le.utah.gov.',
  },
  {
    topic: 'architectural-approval',
    act: '57-8',
    sections: ['57-8-6.7', '57-8a-109'],
    text:
      'When a condominium’s governing documents require the association to approve plans before a unit is ' +
      'built or improved, Utah Code 57-8-6.7 (as amended in 2025) says the association may not charge more ' +
      'for reviewing and approving them than its actual cost of doing so. If it denies a unit owner’s ' +
      'plans, it must give the owner written notice of each provision of the governing documents it relied ' +
      'on and the specific part of the plan that does not conform to it. The Community Association Act ' +
      'sets the same fee limit and denial notice for homeowners associations that are not condominiums, ' +
      'and also protects plans that use fire-resistant materials in areas at heightened risk of wildfire ' +
      '(Utah Code 57-8a-109); the condominium section has no such clause. Which changes need approval, ' +
      'and the standards for them, come from your declaration and the association’s rules.',
  },
  {
    topic: 'water-wise-landscaping',
    act: '57-8a',
    sections: ['57-8a-231'],
    text:
      'Under Utah Code 57-8a-231, an association may not enact or enforce a governing document that ' +
      'prohibits, or has the effect of prohibiting, the owner of a detached home from putting water-wise ' +
      'landscaping on the owner’s lot. Water-wise landscaping means plants suited to the local climate ' +
      'and soil that stay healthy with little irrigation once established or without overhead spray ' +
      'irrigation, efficient irrigation design and watering, or other design features that reduce the ' +
      'need for irrigation water, reduce the area of lawn or turf, or encourage plant cover. The section ' +
      'then lets the association still require certain things of an owner, but our copy stops part-way, ' +
      'at the start of that list, so read the rest, which was amended in 2025, at le.utah.gov before you ' +
      'plan the work. As our copy shows it, the protection is for detached homes; if you live ' +
      'in an attached home, check the full section, your declaration and your association’s design rules.',
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
