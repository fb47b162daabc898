import type { SeedArticle } from './seed-article'

export const rentalRules: SeedArticle = {
  slug: 'utah-hoa-rental-restrictions-57-8a-209',
  title: 'Rental Restrictions in Utah HOAs: What Section 57-8a-209 Allows',
  date: '2025-06-17',
  excerpt:
    'Utah lets community associations limit or prohibit rentals, but only in the recorded declaration and only with the exemptions the statute requires. A plain-language guide for boards and owners.',
  content: `Few topics fill a board meeting like rentals. Some owners want the flexibility to rent; others worry about parking, turnover and financing. Utah's Community Association Act sets the ground rules in Utah Code 57-8a-209, and boards that follow them avoid most disputes.

*This article is general information, not legal advice. Rental amendments should be drafted or reviewed by an attorney familiar with Utah community association law.*

## What an association may do

Under 57-8a-209(1), an association may create restrictions on the **number and term** of rentals, or prohibit rentals altogether. With one exception, the restriction must be in the **recorded declaration** of covenants, conditions and restrictions, or added by amending it. A board rule alone is not enough.

The exception: an association may set, **by rule**, a minimum lease term of **six months or less**. A longer minimum lease term requires the declaration.

## Exemptions the law requires

If an association restricts or prohibits rentals, the statute requires it to exempt, among others:

- an owner in the military, for the period of the owner's deployment;
- a lot occupied by the owner's parent, child or sibling;
- an owner whose employer has relocated the owner for two years or less;
- a lot owned by an entity and occupied by an individual with voting rights and a 25% or greater share of ownership of that entity; and
- a lot held in a trust or other estate-planning entity created for a current resident or that resident's parent, child or sibling.

## Owners who already rent

An owner who was renting before the restriction took effect may continue to rent until certain events end that grandfathering, such as the owner occupying the lot or the lot being conveyed. The precise list is in the statute; read it before telling an owner their right has ended.

## Rules that apply to rental owners

A separate section, Utah Code 57-8a-218, requires rules to treat similarly situated owners similarly. A rule generally may not treat an owner differently because the owner rents the lot, if the owner complies with the governing documents. The statute does allow, for example:

- limiting a rental owner's own use of the common areas (other than attending association meetings or managing the rental);
- requiring each tenant to abide by the governing documents; and
- holding the tenant and the owner jointly and severally liable for a violation.

## A workable rental program

Most successful Utah communities do a few simple things:

1. **Put the rules in one place.** A short rental policy that quotes the declaration, lists the exemptions and explains how to register is easier to follow than scattered amendments.
2. **Register rentals.** Ask for the owner's contact details, the tenant names and contact information, the lease start and end dates and the vehicles that will park in the community. Keep the request to what the association actually needs.
3. **Give tenants the rules.** Owners should give every tenant the current rules; many associations provide a one-page summary for that purpose.
4. **Track the cap.** If the declaration limits the number of rentals, keep a dated waiting list and apply it consistently.
5. **Enforce evenly.** Violations by tenants go through the same written warning and fine process as any other violation (Utah Code 57-8a-208).

## Short-term rentals

Nightly and weekly rentals are a different question from year-long leases. Many Utah declarations prohibit leases shorter than 30 days, and cities and counties have their own licensing rules for short-term rentals. If your community has seen a rise in nightly rentals, review both the declaration and the local ordinance before acting.

## How we help

We keep a rental registry for each community we manage, remind owners when registrations expire, give boards a current count against any cap, and route violations through the documented warning and hearing process so enforcement is fair and defensible. Owners can register a rental through our landlord and tenant information page.`,
}
