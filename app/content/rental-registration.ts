// The words of the landlord-tenant page (spec section 2, /landlord-tenant; DESIGN.md "Rental
// registration"), kept with the rest of the company content.
import { responsePromise } from './company'

export const rentalPage = {
  title: 'Register a rental',
  eyebrow: 'Landlord/Tenant Information',
  lead:
    'Renting out your home or condo? Tell your association who lives there. It takes about five minutes, ' +
    'and you can attach a copy of the lease.',
  metaDescription:
    'Owners renting out a home in a Utah HOA or condominium: submit lease and tenant details for the ' +
    'association’s records. Only what Utah Code 57-8a-209 permits is asked, and it is kept private.',
  why:
    'Utah Code 57-8a-209 lets an association set rental rules in its governing documents, such as lease ' +
    'terms and limits on the number of rentals. To apply them fairly, and to reach the people living in a ' +
    'home when something happens, the association keeps a record of each rented unit.',
  asked: [
    'The owner’s name and contact details',
    'The unit and the community it belongs to',
    'Each tenant’s name, with an email or phone if you have one',
    'The lease start and end dates',
    'How many people live there',
    'Vehicles kept at the community',
    'An emergency contact',
    'That the tenants have received the association’s rules',
  ],
  neverAsked: 'Social Security numbers, income, credit reports or criminal history.',
  privacy:
    'Only your community manager and the association’s board see it. It is used for the association’s ' +
    'rental records and to reach residents when needed, never sold or shared for marketing.',
  promise: `You get a reference number at once and a confirmation email. ${responsePromise}`,
} as const

export const rentalNextSteps = [
  'A confirmation email with a copy of the details is on its way to the owner’s email address.',
  'Your community manager adds the tenants to the association’s rental records. If anything is missing, ' +
    'we contact the owner. We answer emails and texts within 24 hours on business days.',
  'When the lease renews or the tenants change, please send a new registration.',
] as const
