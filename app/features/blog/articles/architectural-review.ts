import type { SeedArticle } from './seed-article'

export const architecturalReview: SeedArticle = {
  slug: 'architectural-review-that-owners-trust',
  title: 'Architectural Review That Owners Trust: Clear Criteria, Quick Answers',
  date: '2026-01-20',
  excerpt:
    'Fences, solar panels, paint colors and additions: an architectural review process works when the criteria are written down, the application is simple, and every owner gets a timely written answer.',
  content: `Architectural control keeps a community looking the way owners expected when they bought. It also produces more neighbor disputes than almost anything else an association does. The difference between the two outcomes is usually process, not taste.

## Start from the documents

The authority to review exterior changes comes from the declaration. Read it for:

- which changes need approval (often anything visible from the street or a neighbor's lot);
- who reviews them (the board, or an architectural committee it appoints);
- any **deadline** for a decision, and what happens if the association misses it; and
- whether the board may adopt **design guidelines** by rule.

Utah's Community Association Act also limits what rules may do. Utah Code 57-8a-218 requires rules to treat similarly situated owners similarly, and restricts rules about matters such as religious and holiday displays. Before adopting or changing design criteria, have the proposed text reviewed against the declaration and the Act.

## Write criteria owners can follow

Good design guidelines answer the questions owners actually ask:

- **Fences:** approved materials, heights, colors and where the fence may sit relative to the front of the home.
- **Paint:** an approved palette, with the paint maker's color names and numbers.
- **Roofing and siding:** approved materials and colors for replacements.
- **Landscaping:** water-wise options, tree placement near utilities and sidewalks.
- **Solar, satellite dishes and antennas:** placement guidance consistent with state and federal limits on restricting them.
- **Sheds, pergolas and additions:** setbacks, heights and materials.

Include photographs or diagrams where they help. A one-page summary with a link to the full guidelines works better than a 40-page binder.

## Make the application simple

An application should ask for:

1. the owner's name, address and contact details;
2. a description of the project and its location on the lot;
3. a sketch or site plan, materials and colors;
4. the contractor's name, if any, and the expected start and finish dates; and
5. the neighbors' acknowledgement, if the guidelines ask for it.

Accept applications online and by email, and confirm receipt the same day.

## Decide promptly, in writing

Set an internal target well inside any deadline in the declaration, such as 15 business days. Every decision should be in writing and say one of three things:

- **approved**, with any conditions;
- **approved with changes**, stating exactly what must change; or
- **denied**, citing the specific guideline or provision and explaining what would make the project approvable.

Never approve verbally. A written approval protects the owner at resale as much as it protects the association.

## Keep a record

Store each application and decision with the lot's file. When a home sells, buyers and title companies often ask whether existing improvements were approved, and a searchable record answers them in minutes.

## Handle violations consistently

When someone builds without approval, start with a conversation and a chance to apply after the fact. If that fails, follow the written warning and fine process in Utah Code 57-8a-208: a written warning that describes the violation and cites the provision, and for a continuing violation a cure period of at least 48 hours, before any fine.

## Review the guidelines every few years

Materials change, water-wise landscaping has become the norm in much of Utah, and owners' expectations shift. Revisit the guidelines every three to five years, ask owners for comments on a draft, and adopt changes in an open board meeting.

## How we help

We host each community's guidelines and application online, route applications to the reviewing committee, track every deadline, send written decisions and keep the approval history with each lot's records.`,
}
