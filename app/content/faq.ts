// The home page FAQ (spec section 1: cities served, manager qualifications, pricing, legal compliance,
// included services). Plain text answers: they also feed the FAQPage JSON-LD.
import { servedCities, servedCounties } from './cities'
import { offices } from './company'

export type FaqItem = { id: string; question: string; answer: string }

export const faqItems: readonly FaqItem[] = [
  {
    id: 'cities',
    question: 'Which Utah cities and counties do you serve?',
    answer:
      `We manage communities statewide, with ${servedCities.length} listed cities across all ` +
      `${servedCounties.length} Utah counties, from Logan and Garden City in the north to St. George and Kanab in ` +
      'the south and Vernal and Moab in the east. Two offices, ' +
      offices.map((o) => `our ${o.name} in ${o.shortName}`).join(' and ') +
      ', support managers who live in the regions they serve. ' +
      'If your community is not near a ' +
      'listed city, ask us: we most likely already work nearby.',
  },
  {
    id: 'qualifications',
    question: 'What qualifications do your community managers have?',
    answer:
      'Utah does not license HOA managers, so we hold ours to the national standard. Every community manager ' +
      'holds, or is working toward, the CMCA (Certified Manager of Community Associations) credential, which ' +
      'requires passing a national exam and keeping up continuing education. Our senior managers also hold the ' +
      'AMS (Association Management Specialist) designation from the Community Associations Institute, which adds ' +
      'advanced coursework and at least two years of hands-on management. Each manager also trains every year on ' +
      'changes the Utah Legislature makes to HOA and condominium law.',
  },
  {
    id: 'pricing',
    question: 'How much does HOA management cost?',
    answer:
      'Pricing is based on the size of your community and the services it needs: a 40-unit townhome association ' +
      'with a pool needs something different from a 300-home master-planned community. Your proposal lists the ' +
      'monthly management fee and every other possible charge in writing, so there are no hidden fees and no ' +
      'surprises on your statements. Request a quote and we will send a detailed proposal within 24 hours.',
  },
  {
    id: 'compliance',
    question: 'How do you keep our association compliant with Utah law?',
    answer:
      'We run your association by the Utah Community Association Act (Utah Code Title 57, Chapter 8a) or the ' +
      'Condominium Ownership Act (Chapter 8), the Nonprofit Corporation Act and your own governing documents. ' +
      'That means keeping your registration with the Utah Department of Commerce current, giving owners the ' +
      'notice and hearing the statute requires before a fine, following your collection policy to the letter, ' +
      'scheduling reserve studies on time, answering records requests within the legal deadlines and applying ' +
      'rental rules the statute allows. When a question needs legal advice, we bring in your association’s ' +
      'attorney.',
  },
  {
    id: 'services',
    question: 'What services are included in full-service management?',
    answer:
      'Financial management (paying expenses, owner statements, accounting, monthly bank reconciliation, reserve ' +
      'funding and board financial reports), annual budgets, regular site visits, violation notices under your ' +
      'fine policy, collections under your collection policy, board packets delivered at least one business day ' +
      'before each meeting, annual meeting notices, maintenance and insurance coordination, vendor oversight, ' +
      'email bulletins, a homeowner web portal and one point of contact for owners, title companies, vendors ' +
      'and agents. How often we visit and attend meetings is set in your contract.',
  },
]
