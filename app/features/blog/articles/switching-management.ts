import type { SeedArticle } from './seed-article'

export const switchingManagement: SeedArticle = {
  slug: 'switching-hoa-management-companies-in-utah',
  title: 'Switching HOA Management Companies Without Losing a Beat',
  date: '2025-04-08',
  excerpt:
    'Changing management companies is easier than most boards fear. A clear checklist for the contract, the records, the money and the owners keeps the transition to about a month.',
  content: `Boards rarely change management companies on a whim. Usually it follows months of unreturned calls, late financial statements or a vendor problem nobody followed up. The good news is that a well-planned transition is routine, and owners barely notice it beyond a new payment address.

## 1. Read your current contract first

Before you talk to anyone, find the management agreement and note:

- the **termination clause**: how much notice is required (30, 60 or 90 days is common) and whether termination "without cause" is allowed;
- any **termination fee** or charges for transferring records;
- what the outgoing company must hand over and when.

Termination is a board decision, so make it at a properly noticed board meeting. In Utah, a board of an association under the Community Association Act may take action only at a board meeting or by action without a meeting under the Nonprofit Corporation Act (Utah Code 57-8a-226). Contract negotiations are one of the matters the statute allows a board to discuss in a closed session; take the vote itself in the open meeting and record it in the minutes.

## 2. Choose the new company carefully

Ask every candidate the same questions so you can compare answers:

- How many communities does each manager handle, and who covers when the manager is away?
- When do monthly financial statements arrive, and what do they include?
- How are owner payments received, and how fast do they post?
- Who answers after-hours emergencies?
- What does onboarding cost, and what is included?

Ask for references from communities of similar size and type, and call them.

## 3. Give notice in writing

Send written notice as the contract requires, signed by an authorized officer, stating the termination date and asking for a transition meeting. Keep the tone professional: you need the outgoing company's cooperation for the next month.

## 4. Collect the records

The association, not the management company, owns its records. Make a written list and check items off as they arrive:

- governing documents, rules, and every recorded amendment;
- owner roster with mailing and email addresses and notice preferences;
- ledgers for each owner, with open balances, payment plans and accounts in collection;
- bank statements, reconciliations, the general ledger and the last year-end financial statements;
- the current budget and the most recent reserve analysis;
- insurance policies and certificates;
- vendor contracts, warranties, and open work orders;
- minutes, architectural approvals and violation files.

Utah associations must keep and make certain records available to owners (Utah Code 57-8a-227), so gaps discovered now are worth fixing now.

## 5. Move the money safely

Operating and reserve accounts belong to the association. The board should add new signers and remove the outgoing company's access on the transition date, and the new company should reconcile every account to the bank before paying a single bill. Ask the outgoing company to stop auto-drafts and to forward any payments received after the handover.

## 6. Tell the owners

Send owners a letter and an email about two weeks before the change with:

- the effective date;
- how and where to pay, including new online portal sign-up;
- who to call for maintenance and emergencies;
- a reassurance that balances carry over exactly.

A second reminder in the week of the change avoids most misdirected payments.

## 7. The first 30 days

A good new manager will walk the property with the board, review every vendor contract, confirm insurance coverage and renewal dates, reconcile owner ledgers against the outgoing company's reports, and put the reserve study and budget calendar on the schedule.

## How long does it take?

With a 30-day notice period, most transitions finish in four to five weeks. Our switching process is built around that timeline: we handle the records request, bank changes, owner communication and vendor introductions so the board can focus on decisions rather than paperwork.`,
}
