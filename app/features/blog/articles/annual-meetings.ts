import type { SeedArticle } from './seed-article'

export const annualMeetings: SeedArticle = {
  slug: 'hoa-annual-meetings-and-board-elections',
  title: 'Annual Meetings and Board Elections: A Checklist for Utah Associations',
  date: '2026-08-18',
  excerpt:
    'Notice, quorum, proxies, nominations and counting votes: the annual meeting is where owners choose their board. A checklist that keeps the meeting orderly and the election beyond dispute.',
  content: `The annual meeting is the one time each year when owners come together to hear how the association is doing and to elect the people who will run it. A well-run meeting builds trust for the year ahead; a confusing election can poison it.

## Read your governing documents first

Almost every detail of the annual meeting comes from the bylaws, the declaration and, for incorporated associations, the Utah Revised Nonprofit Corporation Act (Title 16, Chapter 6a). Before you set a date, confirm:

- how much **notice** owners must receive, how it must be delivered, and what it must include;
- the **quorum** needed to hold the meeting, and whether it drops if the first meeting fails to reach it;
- whether **proxies**, absentee ballots or electronic voting are allowed;
- how many seats are open, the length of terms, and any term limits; and
- how votes are weighted: one vote per lot, or an allocated interest.

## Eight weeks out: nominations

Announce the meeting date and invite owners to nominate themselves or others, with a deadline. Ask each candidate for a short statement: how long they have lived in the community, their experience, and why they want to serve. Publishing statements side by side is the fairest way to introduce candidates.

## Four to six weeks out: the notice package

Send the formal notice within the window the bylaws require. A complete package includes:

1. the date, time, place and any remote participation details;
2. the agenda;
3. candidate statements;
4. a proxy or absentee ballot form, if the documents allow them, with clear instructions and a return deadline; and
5. the year's financial summary and, where the budget is presented at this meeting, the budget package.

## Proxies and ballots

Proxies are a common source of disputes. Use a single association form, require the owner's signature and date, and state whether the proxy is directed (the owner chooses the candidates) or general. Log each proxy as it arrives and keep the originals.

Secret ballots protect owners from pressure from neighbors. If your documents allow it, use ballots that separate the voter's identity from the choice, with a sign-in sheet to confirm eligibility.

## At the meeting

- **Check in** owners and proxies against the roster, and confirm quorum before any business.
- **Appoint neutral inspectors of election**: owners who are not candidates, or the manager, to count the ballots.
- **Follow the agenda**: call to order, proof of notice and quorum, approval of last year's minutes, reports from the president and treasurer, the election, then owner questions.
- **Count openly**: let candidates or their designees observe the count, and announce results before the meeting adjourns.

## After the meeting

Record the results in the minutes, including the number of votes for each candidate. Keep the ballots, proxies and sign-in sheets with the association's records for the period the bylaws or your records policy requires. The new board should meet promptly to elect officers and sign updated bank signature cards.

Utah associations under the Community Association Act must keep and make certain records available to owners, including the most recent approved minutes (Utah Code 57-8a-227). Approve the annual meeting minutes at the next owners' meeting or as the bylaws direct, and post them where owners can read them.

## Electronic voting

Online voting can raise participation sharply, especially in communities with many non-resident owners. It works best when each owner receives a unique credential, the system keeps ballots apart from voter identity, vote weights follow the declaration exactly, and results can be audited afterwards.

## How we help

We prepare the notice package, manage nominations and proxies, check owners in, serve as inspectors of election when the board asks, and run secure online elections that count each owner's vote with its correct weight.`,
}
