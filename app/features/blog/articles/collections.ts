import type { SeedArticle } from './seed-article'

export const collections: SeedArticle = {
  slug: 'hoa-collections-and-late-fees-in-utah',
  title: 'Assessment Collections and Late Fees: A Fair, Firm Process for Utah Boards',
  date: '2025-10-14',
  excerpt:
    'Unpaid assessments shift costs to neighbors who pay on time. A written collection policy, applied the same way to everyone, protects the budget and keeps the board out of arguments about individual cases.',
  content: `When one owner stops paying, everyone else covers the landscaping, insurance and utilities that owner's assessment was supposed to fund. Collections are not a pleasant subject, but a predictable process is the kindest approach for everyone, including the owner who has fallen behind.

*This article is general information, not legal advice. Involve your association's attorney before recording liens or starting any legal action.*

## What Utah law provides

Under Utah Code 57-8a-301, an association governed by the Community Association Act has a **lien** on a lot for:

- unpaid assessments;
- except as the declaration provides otherwise, the costs of collecting them, including court costs and reasonable attorney fees, late charges and interest; and
- fines imposed under the statute's fine procedure, once the time for appeal has passed or a court has upheld the fine.

The recording of the declaration itself is record notice and perfection of that lien. When an assessment is payable in installments, the lien covers the full assessment from the time the first installment is due, unless the association's notice of assessment says otherwise. Unpaid assessments accrue interest at the rate in Utah Code 15-1-1(2), or at the rate in the declaration if it provides a different one.

Condominium associations have similar provisions in the Condominium Ownership Act; check which act governs your community before relying on a specific section.

## Write the policy down

A collection policy adopted by board resolution should state:

1. **Due dates** for each installment, and the grace period.
2. **Late fees** and interest, with the authority for each in the declaration or rules.
3. **Reminder schedule**, for example a friendly reminder at 15 days, a formal past-due notice at 30 days and a final notice at 60 days.
4. **Payment plans**: who may approve them, the minimum payment and what happens if a plan is missed.
5. **Referral**: the point at which the account goes to the association's attorney or collection agency, and that the owner is responsible for the costs the law allows.
6. **Application of payments**: the order in which a payment is credited (for example oldest assessment first).

Publish it to owners. A policy owners have seen is far easier to enforce than one that surfaces only when an account is already delinquent.

## Apply it the same way to everyone

The board's strongest position is consistency. Avoid deciding case by case at the board table: the manager applies the policy, and the board considers hardship requests in a closed session, which 57-8a-226 allows for delinquent assessments and fines. Record the decision itself without personal details.

## Fines are a separate process

Late fees on unpaid assessments are different from **fines** for rule violations. Fines under Utah Code 57-8a-208 require a written warning first that describes the violation and the rule, and, for a continuing violation, gives at least 48 hours to cure. Keep the two processes separate in your records and your letters.

## Talk to the owner early

Most delinquencies start with a life event: a job loss, a medical bill, a divorce. A phone call at 30 days often produces a payment plan that keeps the account out of collection altogether. Document every contact and every promise to pay.

## What owners should know

If you receive a past-due notice:

- read it for the amount, what it includes and the deadline;
- ask the manager for a ledger showing every charge and payment;
- if you cannot pay in full, ask for a payment plan in writing before the referral date; and
- keep paying the current assessment while a dispute is reviewed.

## Watch the numbers

Boards should see an **aging report** every month: balances current, 30, 60, 90 and over 90 days past due. A rising total over 90 days is an early warning that the operating budget will fall short.

## How we help

We post payments daily, send reminders on the policy's schedule, offer owners online payment and payment plans, give the board a monthly aging report, and coordinate with the association's attorney once an account reaches the referral point.`,
}
