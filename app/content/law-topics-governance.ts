import type { LawTopicSummary } from './law-topic-types'

// How the association is run: records, board meetings, amending the documents, elections and proxies.
// Checked against corpus/utah-law; where our copy of a section is partial or old, the text says so.

export const governanceTopicSummaries: LawTopicSummary[] = [
  {
    topic: 'records',
    act: '57-8a',
    sections: ['57-8a-227'],
    text:
      'Whether or not it is incorporated as a nonprofit, an association must keep its records and make ' +
      'them available to owners, including the records the Revised Nonprofit Corporation Act lists and ' +
      'copies of its governing documents, its most recent approved minutes, its most recent budget and ' +
      'financial statement, its most recent reserve analysis, and a certificate of insurance for each ' +
      'policy it holds (Utah Code 57-8a-227). If the association has an active website, it must post the ' +
      'governing documents, the minutes, and the budget and financial statement there for owners free of ' +
      'charge; if it has none, it must keep paper copies available to owners during regular business ' +
      'hours at its address registered with the Department of Commerce. Before producing documents, the ' +
      'association may black out Social Security numbers, bank account numbers and communications ' +
      'protected by attorney-client privilege. Our copy of 57-8a-227 stops part-way, so read the full ' +
      'section at le.utah.gov before making or answering a request.',
  },
  {
    topic: 'board-meetings',
    act: '57-8a',
    sections: ['57-8a-226'],
    text:
      'Apart from actions taken without a meeting as the Nonprofit Corporation Act allows, an HOA board ' +
      'may act only at a board meeting (Utah Code 57-8a-226). At least 48 hours before a board meeting, ' +
      'the association must email notice of its date, time and place, and of how to join electronically ' +
      'if board members may, to each owner who has asked for notice, unless the meeting was on a schedule ' +
      'already given to that owner or it is an emergency meeting called on less than 48 hours’ notice to ' +
      'the board. Board meetings are open to every owner, or to a representative the owner names in ' +
      'writing. The board may close a meeting only to get legal advice, or to discuss litigation or ' +
      'similar proceedings, a personnel matter, contract negotiations or bids, a matter likely to ' +
      'embarrass someone or invade their privacy, or a delinquent assessment or fine. Our copy of ' +
      '57-8a-226 stops part-way, so read the rest at le.utah.gov.',
  },
  {
    topic: 'board-meetings',
    act: '57-8',
    sections: ['57-8-57'],
    text:
      'Apart from actions taken without a meeting as the Nonprofit Corporation Act allows, a ' +
      'condominium’s management committee may act only at a committee meeting (Utah Code 57-8-57). At ' +
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
