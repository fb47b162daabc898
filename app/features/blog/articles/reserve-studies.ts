import type { SeedArticle } from './seed-article'

export const reserveStudies: SeedArticle = {
  slug: 'utah-reserve-studies-what-boards-must-do',
  title: 'Reserve Studies in Utah: What Your Board Must Do and How Often',
  date: '2025-02-11',
  excerpt:
    'Utah law requires most community associations to commission a reserve analysis at least every six years and to review it at least every three. Here is what the study must contain, how to read one, and how to turn it into a budget owners can live with.',
  content: `Every roof, road, pool and fence in a community wears out on a schedule. A reserve study is how a board sees that schedule coming and saves for it, so a $400,000 asphalt project becomes a line in the budget instead of a surprise special assessment.

## What Utah law requires

For associations governed by the Community Association Act, Utah Code 57-8a-211 says that, unless the governing documents provide otherwise, the board must:

- cause a **reserve analysis** to be conducted no less frequently than every **six years**; and
- review and, if necessary, update a previously conducted analysis no less frequently than every **three years**.

Condominium associations have a parallel requirement in the Condominium Ownership Act, Utah Code 57-8-7.5.

The statute also says what a reserve analysis must include:

1. a list of the components that will reasonably require reserve funds;
2. the probable remaining useful life of each component as of the date of the analysis;
3. an estimate of the cost to repair, replace or restore each component; and
4. an estimate of the total annual contribution needed to meet those costs over each component's life.

"Reserve funds" under the statute cover common areas with a useful life of three years or more and a remaining useful life of less than 30 years, when the cost cannot reasonably be paid from the general budget. The board may do the analysis itself or hire "a reliable person or organization". Because the most recent reserve analysis is one of the documents an association must keep and make available to owners (Utah Code 57-8a-227), expect owners, buyers and lenders to read it.

## Who should prepare it

A volunteer board can technically prepare its own analysis, but few should. A professional reserve specialist walks the property, measures quantities, photographs the condition of each component and prices replacement at current local costs. That independence matters when the study later justifies an increase in dues: owners accept numbers from a credentialed outside professional far more readily than numbers from a neighbor.

Ask any provider for a sample report, their credentials (for example the Reserve Specialist designation of the Community Associations Institute), their insurance, and whether the price includes a site visit at each update.

## How to read the study

A good report has three parts. The **component inventory** lists each item with its quantity, useful life, remaining life and replacement cost. Check it against reality: missing items (retaining walls, irrigation mains, mailbox clusters) are the most common flaw. The **percent funded** figure compares the money you have to the money you "should" have for the wear that has already occurred. Boards often treat 70% or more as comfortable and 30% or less as a warning sign of future special assessments. The **funding plan** shows the yearly contribution, usually over 30 years, with the fund balance projected year by year.

Pay attention to the assumptions for inflation and interest. A small change in either moves the contribution noticeably over a 30-year horizon.

## From study to budget

The analysis only helps if the annual budget follows it. Put the recommended contribution in the budget's reserve line item, keep reserve money in a separate account, and record every withdrawal against a named component. When a board chooses to contribute less than the study recommends, the minutes should say why and what the plan is to catch up.

If the contribution the study calls for is a big jump, consider phasing it over two or three years and explaining the reasoning to owners in writing before the budget meeting. A one-page summary with the five largest upcoming projects and their dates answers most questions before they are asked.

## A practical calendar

- **Year 0:** full study with a site visit.
- **Year 3:** update with a site visit; re-price major components.
- **Every year:** adjust the funding plan for actual spending and interest earned, and share a summary with owners along with the budget.
- **Year 6:** new full study.

## How we help

Our managers keep each community's reserve schedule on the association calendar, request proposals from qualified reserve specialists, reconcile the reserve account monthly and build the funding plan into the draft budget. If your association has never had a study, or its last one is older than six years, that is the first thing to fix.`,
}
