import type { SeedArticle } from './seed-article'

export const boardMeetings: SeedArticle = {
  slug: 'open-board-meetings-in-utah-hoas',
  title: 'Open Board Meetings in Utah HOAs: Notice, Closed Sessions and Owner Comments',
  date: '2025-08-26',
  excerpt:
    'Since Utah Code 57-8a-226, boards of community associations must act in meetings owners can attend, with 48 hours of email notice to owners who ask for it. Here is how to run meetings that follow the law and stay productive.',
  content: `Open meetings are the single best protection a board has against the suspicion that decisions are made in a back room. Utah's Community Association Act makes them the rule in Utah Code 57-8a-226. Condominium associations should check the Condominium Ownership Act and their bylaws for their own requirements; the practices below serve both well.

## Decisions happen in meetings

Under 57-8a-226(1), a board may take action **only at a board meeting**, except for action without a meeting under the Utah Revised Nonprofit Corporation Act (Utah Code 16-6a-813). A string of emails that ends with "sounds good, approved" is not a meeting. If something truly cannot wait, use the statute's action-without-meeting procedure and record it in the minutes.

## Notice: 48 hours, by email, to owners who ask

At least **48 hours** before a board meeting, the association must email written notice to each owner who has asked to receive notice of board meetings, unless:

- the meeting appears on a meeting schedule previously given to that owner; or
- the meeting addresses an emergency and board members themselves received less than 48 hours' notice.

The notice must state the **date, time and location**, and if board members may participate electronically, it must give owners the information they need to join the same way.

Practical tip: publish a yearly schedule of regular board meetings in January. Owners who requested notice then have it, and the association only needs individual notices for special meetings.

## Who may attend

Board meetings are open to every owner, and to an owner's representative designated in writing. Owners attend to observe and, as described below, to comment. Attendance is not the same as participation in deliberation: the chair runs the meeting.

## When a board may close the meeting

The statute lists the reasons a board may meet in closed session. A board may close a meeting to:

1. consult with an attorney to obtain legal advice;
2. discuss ongoing or potential litigation, mediation, arbitration or administrative proceedings;
3. discuss a personnel matter;
4. discuss contract negotiations, including review of a bid or proposal;
5. discuss a matter involving an individual if the discussion is likely to cause undue embarrassment or violate a reasonable expectation of privacy; or
6. discuss a delinquent assessment or fine.

Anything else belongs in the open portion. A good habit is to announce the statutory reason before closing the meeting, keep the closed portion short, and return to open session for any vote.

## Owner comments

Owners who take the time to attend should get a chance to be heard. Most boards reserve a set period near the start of the agenda, for example three minutes per owner, and ask speakers to give their name and lot. Listening without debating works best: the board can ask the manager to follow up and report back at the next meeting.

## Running a meeting that works

- **Circulate a packet.** Send board members the agenda, financial statements, bids and proposed resolutions at least a few days ahead.
- **Use a consent agenda** for routine items such as approving the prior minutes and the monthly financials.
- **State motions clearly** so the minutes record exactly what was decided.
- **Keep minutes of actions, not conversations.** Minutes are association records that owners may request (Utah Code 57-8a-227), and the most recent approved minutes must be available to owners.

## Remote and hybrid meetings

If board members join by video or phone, owners must be able to join by the same means. Test the link before the meeting, mute attendees by default, and have the secretary record who attended and how.

## How we help

Our managers prepare agendas and board packets, send notices to owners who requested them, host hybrid meetings, and draft minutes for the secretary's review. We also keep each community's meeting schedule published on its portal so notice is never an afterthought.`,
}
