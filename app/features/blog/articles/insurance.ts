import type { SeedArticle } from './seed-article'

export const insurance: SeedArticle = {
  slug: 'hoa-insurance-basics-for-utah-boards',
  title: 'HOA Insurance Basics for Utah Boards: What to Carry and What Owners Cover',
  date: '2026-05-05',
  excerpt:
    "Property, liability, directors and officers, fidelity: the policies an association carries, how the master policy and owners' policies fit together, and how to prepare for a renewal in a hardening market.",
  content: `Insurance is the largest line in many association budgets, and one of the least understood. Boards that know what they carry, and why, make better decisions at renewal and handle claims with far less friction.

*This article is general information. Your declaration, your policies and the act that governs your association decide what coverage is required; review them with a licensed insurance professional who works with community associations.*

## The policies most associations carry

- **Property insurance** on the common areas, and in many condominiums on the buildings themselves. Know whether your policy insures at replacement cost and whether it includes building ordinance coverage for code upgrades after a loss.
- **General liability** for injuries on the common areas, such as a fall on an icy sidewalk or an accident at the pool.
- **Directors and officers (D&O)** liability, which defends volunteer board members against claims about their decisions. Ask whether it covers the management company as well, and whether it includes non-monetary claims such as disputes over architectural decisions.
- **Fidelity or crime coverage** against theft of association funds by anyone who handles them, including board members and the management company. A common benchmark is coverage at least equal to the reserves plus a few months of assessments.
- **Workers' compensation**, if the association has employees of its own.
- **Umbrella** coverage above the liability and D&O limits, inexpensive relative to the protection it adds.

Earthquake and flood are usually excluded from property policies. Along the Wasatch Front, the board should at least price earthquake coverage and record its decision in the minutes.

## The master policy and the owner's policy

In a condominium, the association's master policy often covers the building structure, and the owner's policy (often called an HO-6) covers the unit's contents, improvements and the owner's liability. The declaration decides exactly where the line falls, for example whether cabinets, flooring and fixtures are the association's or the owner's responsibility.

The **master policy deductible** matters to every owner. Many declarations allow the association to charge some or all of the deductible to the owner whose unit caused the loss. Owners should ask their agent about "loss assessment" coverage, which can pay their share of a deductible or of a special assessment for an uninsured loss.

In a planned community of single-family homes, owners usually insure their own homes and the association insures only the common areas.

## Preparing for renewal

Premiums in Utah have risen in recent years, driven by construction costs, weather losses and a tighter reinsurance market. Start the renewal process 90 days out:

1. Confirm building values with a recent replacement cost appraisal.
2. Gather the loss history and explain any claims and the repairs that followed.
3. Document risk improvements: new roofs, updated wiring, water shut-off valves, security cameras.
4. Ask the broker to market the account to several carriers, and compare deductibles as well as premiums.

## Handling a claim

- Stop further damage and document everything with photos.
- Notify the carrier promptly.
- Tell affected owners what the association's policy covers and what they should report to their own insurer.
- Keep a written log of every call, inspection and payment.

## Certificates for owners and lenders

Lenders and buyers regularly request the association's certificate of insurance. Utah associations under the Community Association Act must keep and make available a certificate of insurance for each policy they hold (Utah Code 57-8a-227). Keep current certificates on the owner portal so requests take minutes, not days.

## How we help

We track every policy and renewal date, work with the association's broker on renewal submissions, keep certificates available to owners and lenders, and coordinate claims from first notice to final repair.`,
}
