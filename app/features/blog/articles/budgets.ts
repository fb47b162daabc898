import type { SeedArticle } from './seed-article'

export const budgets: SeedArticle = {
  slug: 'building-an-hoa-budget-owners-understand',
  title: 'Building an HOA Budget Owners Understand (and Utah Law Requires)',
  date: '2026-03-10',
  excerpt:
    'Utah boards must adopt a budget every year and present it to owners, who can disapprove it. A step-by-step approach to an honest budget, the assessment it produces, and the meeting where you present it.',
  content: `The budget is the most important document a board produces each year. It sets every owner's assessment, decides whether the community saves enough for the future, and tells owners what the board plans to do with their money.

## What Utah law requires

For associations under the Community Association Act, Utah Code 57-8a-215 says:

- at least once a year the board must **prepare and adopt** a budget;
- the board must **present the adopted budget** to owners at a meeting of the members; and
- the budget is **disapproved** only if, within 45 days after that meeting, owners holding at least **51% of all allocated voting interests** vote to disapprove it at a special meeting called for that purpose under the governing documents.

If a budget is disapproved, or not adopted, the budget the board last adopted continues until the board adopts a new one. Condominium associations should check the Condominium Ownership Act and their declaration for their own procedure.

## Step 1: Start from actual spending

Pull twelve months of actual income and expenses by category. Compare them to last year's budget and note every line that was more than 10% off, with the reason. Those notes become the board's explanation to owners.

## Step 2: Check every contract

Landscaping, snow removal, insurance, management, trash and utilities usually make up most of an operating budget. Confirm renewal dates and price escalators, and ask for renewal quotes early. Insurance renewals in particular have risen sharply in Utah in recent years; ask your agent for an estimate before you finalize the number.

## Step 3: Fund the reserves

Put the contribution recommended by the current reserve analysis into the reserve line item (Utah Code 57-8a-211 requires most associations to keep that analysis current). If the board decides to contribute less, write down why and when the association will catch up.

## Step 4: Add a realistic contingency

A small contingency, often 3% to 5% of operating expenses, absorbs a hard winter or a water main break without a mid-year special assessment.

## Step 5: Calculate the assessment

Divide the total by the owners' shares exactly as the declaration allocates them: equally per lot, by square footage, or by another formula. Check the rounding so the per-lot amounts add up to the total.

## Step 6: Explain it in one page

Owners read summaries, not spreadsheets. Give them:

- the total budget and the assessment per lot, this year and last year;
- the three biggest reasons for any change;
- the reserve contribution and the projected reserve balance; and
- a pie chart of where each dollar goes.

Send the budget package to owners ahead of the meeting at which it is presented, so questions come in early.

## Step 7: Present it well

At the meeting, the treasurer or manager walks through the summary, then the board answers questions. Be candid about trade-offs: deferring a project lowers this year's assessment but usually raises the cost later. Record in the minutes that the adopted budget was presented, because the 45-day period for a possible disapproval vote runs from that meeting.

## Special assessments

A special assessment is for costs the budget cannot absorb, such as an uninsured loss or a reserve shortfall. The declaration usually sets limits on how large one can be without an owner vote. Check those limits before announcing anything, and explain the cause, the amount per lot, the due dates and any payment plan in the notice.

## Mid-year check-ins

Compare actual results to budget every month. A quarterly one-paragraph update to owners ("we are on budget except snow removal, which is 20% over after a heavy January") builds trust long before the next budget season.

## How we help

We prepare a draft budget from actual results and current contracts, build in the reserve study's funding plan, produce the owner summary, and present the budget alongside the board at the owners' meeting. Monthly financial statements then track every line against it.`,
}
