import type { LawTopicSummary } from './law-topic-types'

// How the association is run: records, board and members' meetings, amending the documents, elections
// and proxies.
// Checked against corpus/utah-law; where our copy of a section is partial or old, the text says so.

export const governanceTopicSummaries: LawTopicSummary[] = [
  {
    topic: 'records',
    act: '57-8a',
    sections: ['57-8a-227', '16-6a-1601', '16-6a-1602'],
    text:
      'Whether or not it is incorporated as a nonprofit, an association must keep its records and make ' +
      'them available to owners, including copies of its governing documents, its most recent approved ' +
      'minutes, its most recent budget and financial statement, its most recent reserve analysis, and a ' +
      'certificate of insurance for each policy it holds (Utah Code 57-8a-227). If the association has an ' +
      'active website, it must post the governing documents, the minutes, and the budget and financial ' +
      'statement there for owners free of charge; if it has none, it must keep paper copies available to ' +
      'owners during regular business hours at its address registered with the Department of Commerce. It ' +
      'must also keep the records the Revised Nonprofit Corporation Act lists, among them minutes of ' +
      'members’ and board meetings, accounting records and a list of members, and keep at its principal ' +
      'office its articles, bylaws, three years of members’ meeting minutes and of financial statements, ' +
      'and the names and addresses of its directors and officers (Utah Code 16-6a-1601). An owner may ' +
      'inspect and copy those principal-office records during regular business hours after a written ' +
      'demand at least five business days ahead, and other records only on a demand made in good faith, ' +
      'for a proper purpose, that describes the purpose and the records, which must be directly connected ' +
      'with it (Utah Code 16-6a-1602). Before producing documents, the association may black out Social ' +
      'Security numbers, bank account numbers and communications protected by attorney-client privilege. ' +
      'Our copies of 57-8a-227 and 16-6a-1602 stop part-way, and those of 16-6a-1601 and 16-6a-1602 come ' +
      'from older, undated sources and may be out of date, so read all three at le.utah.gov before making ' +
      'or answering a request.',
  },
  {
    topic: 'board-meetings',
    act: '57-8a',
    sections: ['57-8a-226', '16-6a-813'],
    text:
      'An HOA board may act only at a board meeting (Utah Code 57-8a-226), except for an action taken ' +
      'without a meeting under Utah Code 16-6a-813, which, unless the bylaws say otherwise, needs every ' +
      'board member’s written consent, or a written notice to every board member to which none answers ' +
      'with a written demand to meet. At least 48 hours before a board meeting, the association must ' +
      'email notice of its date, time and place, and of how to join electronically if board members may, ' +
      'to each owner who has asked for notice, unless the meeting was on a schedule already given to that ' +
      'owner or it is an emergency meeting called on less than 48 hours’ notice to the board. Board ' +
      'meetings are open to every owner, or to a representative the owner names in writing. The board may ' +
      'close a meeting only to get legal advice, or to discuss litigation or similar proceedings, a ' +
      'personnel matter, contract negotiations or bids, a matter likely to embarrass someone or invade ' +
      'their privacy, or a delinquent assessment or fine. Our copies of 57-8a-226 and 16-6a-813 stop ' +
      'part-way, so read the rest at le.utah.gov.',
  },
  {
    topic: 'board-meetings',
    act: '57-8',
    sections: ['57-8-57', '16-6a-813'],
    text:
      'A condominium’s management committee may act only at a committee meeting (Utah Code 57-8-57), ' +
      'except for an action taken without a meeting under Utah Code 16-6a-813 (our copy of which stops ' +
      'part-way), which, unless the bylaws say otherwise, needs every committee member’s written consent, ' +
      'or a written notice to every member to which none answers with a written demand to meet. At ' +
      'least 48 hours before a meeting, the association must email notice of its date, time and place, ' +
      'and of how to join electronically if committee members may, to each unit owner who has asked for ' +
      'notice, unless the meeting was on a schedule already given to that owner or it is an emergency ' +
      'meeting called on less than 48 hours’ notice to the committee. Meetings are open to every unit ' +
      'owner, or to a representative the owner names in writing, and owners must get a reasonable chance ' +
      'to comment at each meeting, which the committee may limit to one time period. The committee may ' +
      'close a meeting only to get legal advice, or to discuss litigation or similar proceedings, a ' +
      'personnel matter, contract negotiations or bids, a matter likely to embarrass someone or invade ' +
      'their privacy, or a delinquent assessment or fine. These rules do not apply during the developer’s ' +
      'period of administrative control. An owner who gives the association written notice of a failure ' +
      'and 90 days to fix it may then sue for an order to comply, $500 or actual damages (whichever is ' +
      'greater), or other relief.',
  },
  {
    topic: 'member-meetings',
    act: '16-6a',
    sections: ['16-6a-704', '16-6a-701', '16-6a-702', '57-8a-214', '57-8-42', '16-6a-707'],
    text:
      'If your association is a nonprofit corporation, it holds a meeting of the voting members every year ' +
      'unless its bylaws drop that requirement, at the time the bylaws or a board resolution sets (Utah ' +
      'Code 16-6a-701), and it must hold a special meeting when the board, or whoever the bylaws name, ' +
      'calls one, or, unless the bylaws say otherwise, when members holding at least 10% of the votes sign ' +
      'and date written demands stating its purpose; if notice is not given within 30 days of the demand, ' +
      'a member who signed it may set the time and place and give notice (Utah Code 16-6a-702). Notice of ' +
      'a members’ meeting must be fair and reasonable, and it is when the place, date and time reach the ' +
      'members at least 10 days before the meeting (30 to 60 days before when not sent by first-class or ' +
      'registered mail), with the purpose of a special meeting and any matter members must approve at an ' +
      'annual meeting (Utah Code 16-6a-704). Notice by a method the nonprofit act allows is fair and ' +
      'reasonable for any association, and the governing documents may allow email, text or the website, ' +
      'but an owner may demand notice by mail in writing (Utah Code 57-8a-214 for an HOA, Utah Code ' +
      '57-8-42 for a condominium). Unless the articles say otherwise, members may also act without a ' +
      'meeting by signed written consents from the voting power the action would need at a meeting, with ' +
      'notice to those who did not consent (Utah Code 16-6a-707). Our copies of 16-6a-704, 16-6a-702 and ' +
      '16-6a-707 stop part-way, and that of 16-6a-707 is from 2018 and may be out of date, so read them at ' +
      'le.utah.gov before calling a meeting.',
  },
  {
    topic: 'amending-documents',
    act: '57-8a',
    sections: ['57-8a-104'],
    text:
      'Under Utah Code 57-8a-104, once the developer’s period of administrative control has ended, the ' +
      'governing documents may not require more than owners with 67% of the voting interests to approve ' +
      'an amendment, and they may never require the approval of a particular owner or of lenders holding ' +
      'more than 67% of the first mortgages. After that period, an amendment to the declaration can pass ' +
      'by a majority of those voting, or a higher share if the declaration requires it, at a meeting ' +
      'where at least 51% of the voting interests are present. A clause that forbids amending the ' +
      'documents during a particular time period is invalid, and the board cannot amend the declaration ' +
      'on its own. These limits do not apply to an amendment that affects only lot boundaries or owners’ ' +
      'voting rights.',
  },
  {
    topic: 'amending-documents',
    act: '57-8',
    sections: ['57-8-39'],
    text:
      'Under Utah Code 57-8-39, once the developer’s period of administrative control has ended, a ' +
      'condominium’s governing documents may not require more than unit owners with 67% of the voting ' +
      'interests to approve an amendment, and they may never require the approval of a particular unit ' +
      'owner or of lenders holding more than 67% of the first mortgages. A clause that forbids amending ' +
      'the documents during a particular time period is invalid. These limits do not apply to an ' +
      'amendment that affects only each unit’s share of the common areas, unit boundaries or unit ' +
      'owners’ voting rights. Our copy of 57-8-39 stops part-way and may be out of date (the section was ' +
      'amended in 2025), so check the current text at le.utah.gov before an amendment vote.',
  },
  {
    topic: 'elections-and-proxies',
    act: '16-6a',
    sections: ['16-6a-711', '16-6a-712', '16-6a-709', '16-6a-714', '16-6a-717'],
    text:
      'If your association is a nonprofit corporation, the Revised Nonprofit Corporation Act sets voting ' +
      'rules that apply unless your bylaws say otherwise, and each member entitled to vote has one vote ' +
      'on each matter (Utah Code 16-6a-711). A member may vote in person or by proxy, appointed by a ' +
      'signed form or an electronic transmission; the appointment lasts 11 months unless the form says ' +
      'otherwise, and the member may revoke it (Utah Code 16-6a-712). Any action the members may take at ' +
      'a meeting, including electing directors, may instead be taken by a written ballot sent to every ' +
      'member entitled to vote, stating the quorum needed, the deadline for returning ballots and, except ' +
      'for director elections, the share of approvals needed (Utah Code 16-6a-709). At a meeting, the ' +
      'members represented make a quorum unless the statute or the bylaws require more, and a matter ' +
      'other than electing directors passes when more votes are cast for it than against it (Utah Code ' +
      '16-6a-714). Cumulative voting for directors is allowed only when the bylaws provide for it and ' +
      'notice of it is given (Utah Code 16-6a-717).',
  },
]
