import type { LawTopicSummary } from './law-topic-types'

// Money between owners and the association: fines, assessments and liens, reserves, budgets and payoff
// fees. Checked against corpus/utah-law; where our copy of a section is partial, old or title-only,
// the text says so.

export const moneyTopicSummaries: LawTopicSummary[] = [
  {
    topic: 'fines',
    act: '57-8a',
    sections: ['57-8a-208', '57-8a-301'],
    text:
      'Under Utah Code 57-8a-208, the board may fine an owner for breaking the governing documents only ' +
      'after a written warning that describes the violation, names the rule it breaks and says fines may ' +
      'follow. For a continuing violation, the warning must give the owner at least 48 hours to fix it. ' +
      'The board may then fine the owner if the same rule is broken again within a year of the warning, ' +
      'or if a continuing violation is not fixed in the time given; where the governing documents allow, ' +
      'further fines may follow without a new warning for a repeat within a year or a violation that ' +
      'continues 10 days or more after the fine. The owner has a set time to appeal a fine, and a fine ' +
      'becomes part of the association’s lien on the lot only after that time passes without an appeal ' +
      'or a court upholds it (Utah Code 57-8a-301). Our copy of 57-8a-208 stops part-way, so read the ' +
      'rest of it, including the appeal rules, at le.utah.gov.',
  },
  {
    topic: 'fines',
    act: '57-8',
    sections: ['57-8-37', '57-8-44'],
    text:
      'Under Utah Code 57-8-37, the management committee may fine a unit owner for breaking the ' +
      'governing documents only after a written warning that describes the violation, names the rule it ' +
      'breaks and says fines may follow. For a continuing violation, the warning must give the owner at ' +
      'least 48 hours to fix it. The committee may then fine the owner if the same rule is broken again ' +
      'within a year of the warning, or if a continuing violation is not fixed in the time given; where ' +
      'the governing documents allow, further fines may follow without a new warning. The owner has a ' +
      'set time to appeal a fine, and a fine becomes part of the association’s lien on the unit only ' +
      'after that time passes without an appeal or a court upholds it (Utah Code 57-8-44). Our copy of ' +
      '57-8-37 stops part-way, so read the rest of it, including the appeal rules, at le.utah.gov.',
  },
  {
    topic: 'assessments-and-liens',
    act: '57-8a',
    sections: ['57-8a-201', '57-8a-301', '57-8a-302', '57-8a-303'],
    text:
      'Each owner must pay a share of the common expenses and any other assessments, in the amount and ' +
      'at the times the board sets under the declaration or bylaws, and an unpaid assessment is a debt ' +
      'the association can collect (Utah Code 57-8a-201). For a late payment the board may charge a late ' +
      'fee of up to 10% of the assessment or $50, whichever is greater, and interest of up to 1.5% a ' +
      'month, but only after adopting a fee schedule by rule and giving each owner a copy. The ' +
      'association has a lien on the lot for unpaid assessments and the costs of collecting them, such ' +
      'as late charges, interest and reasonable attorney fees, and for a fine once the time to appeal it ' +
      'has passed or a court has upheld it (Utah Code 57-8a-301). It may enforce the lien by foreclosure ' +
      'in court or by nonjudicial foreclosure, as if the lien were a deed of trust (Utah Code 57-8a-302). ' +
      'At least 30 days before starting a nonjudicial foreclosure it must notify the owner, who may ' +
      'demand a foreclosure in court instead, and the required notice says that procedure will not be ' +
      'used to foreclose for unpaid fines (Utah Code 57-8a-303).',
  },
  {
    topic: 'assessments-and-liens',
    act: '57-8',
    sections: ['57-8-44', '57-8-54', '57-8a-201'],
    text:
      'A condominium association has a lien on a unit for unpaid assessments and the costs of collecting ' +
      'them, such as late charges, interest, court costs and reasonable attorney fees, and for a fine ' +
      'once the time to appeal it has passed or a court has upheld it (Utah Code 57-8-44). When an ' +
      'assessment is payable in installments, the lien covers the whole assessment from the day the ' +
      'first installment is due, unless the association’s notice of assessment says otherwise. The lien ' +
      'comes ahead of other liens except, among others, a lien recorded before the declaration and a ' +
      'first or second mortgage recorded before the association’s recorded notice. On a written request ' +
      'and a fee of no more than $25, the manager or management committee must give the owner a written ' +
      'statement of any unpaid assessment on the unit, which is conclusive for anyone who relies on it in ' +
      'good faith (Utah Code 57-8-54). Our library holds no Condominium Ownership Act section limiting ' +
      'late fees; for homeowners associations that are not condominiums, Utah Code 57-8a-201 caps a late ' +
      'fee at 10% of the assessment or $50, whichever is greater, plus interest of up to 1.5% a month. Our ' +
      'copy of 57-8-44 is an older version that stops part-way, so check the current text at le.utah.gov.',
  },
  {
    topic: 'reserves',
    act: '57-8a',
    sections: ['57-8a-211', '57-8a-227'],
    text:
      'Unless the governing documents say otherwise, the board must have a reserve analysis done at ' +
      'least every six years, and review it, updating it if needed, at least every three years (Utah ' +
      'Code 57-8a-211). A reserve analysis works out whether the association needs a reserve fund and ' +
      'how much should be in it, to repair, replace or restore common areas and facilities with a useful ' +
      'life of three years or more and a remaining life under 30 years, when the general budget cannot ' +
      'reasonably cover the cost. The board may do the analysis itself or hire a reliable person or ' +
      'organization to do it. The analysis lists the components that will need reserve money, with each ' +
      'one’s remaining useful life, the estimated cost to repair, replace or restore it, and the yearly ' +
      'contribution needed to meet that cost. The association must make its most recent reserve ' +
      'analysis available to owners (Utah Code 57-8a-227); our copy of 57-8a-211 stops part-way, so read ' +
      'the rest at le.utah.gov.',
  },
  {
    topic: 'reserves',
    act: '57-8',
    sections: ['57-8-7.5', '57-8a-211'],
    text:
      'Condominiums have their own section on reserves, Utah Code 57-8-7.5 (Reserve analysis -- Reserve ' +
      'fund). Our library holds its title but not its text, so we cannot summarize its requirements ' +
      'here; read it at le.utah.gov. For comparison, the Community Association Act, which governs ' +
      'homeowners associations that are not condominiums, requires a reserve analysis at least every six ' +
      'years and a review at least every three years, unless the governing documents say otherwise ' +
      '(Utah Code 57-8a-211). Your declaration and bylaws may set reserve requirements of their own.',
  },
  {
    topic: 'budgets',
    act: '57-8a',
    sections: ['57-8a-215', '57-8a-227'],
    text:
      'At least once a year the board must prepare and adopt a budget and present it to the owners at a ' +
      'meeting of the members (Utah Code 57-8a-215). The statute does not call for an owner vote to ' +
      'approve the budget, but owners can disapprove it: within 45 days after that meeting, owners ' +
      'holding at least 51% of all the allocated voting interests in the association must vote to ' +
      'disapprove it at a special meeting that owners call for that purpose under the declaration, ' +
      'articles or bylaws. If the budget is disapproved, or the board does not adopt one, the budget the ' +
      'board last adopted stays in effect until the board adopts a new one. The association must also ' +
      'make its most recent budget and financial statement available to owners, free on its website if ' +
      'it has one (Utah Code 57-8a-227).',
  },
  {
    topic: 'payoff-fees',
    act: '57-8a',
    sections: ['57-8a-106'],
    text:
      'An association may charge a fee for the payoff information needed to finance, refinance or close ' +
      'the sale of a lot only if the declaration, bylaws or rules specifically allow it, and the fee may ' +
      'not be more than $50 (Utah Code 57-8a-106). The association may not require that fee to be paid ' +
      'before closing. If it does not give the payoff information within five business days after the ' +
      'closing agent asks for it, it may not enforce a lien against the lot for money due to it at ' +
      'closing. The request counts only if it is made in writing to the association’s designated primary ' +
      'contact, gives the requester’s name, phone number and address and a fax number or email address ' +
      'for the answer, and comes with the owner’s signed and dated consent to release the information.',
  },
  {
    topic: 'payoff-fees',
    act: '57-8',
    sections: ['57-8-6.3', '57-8-54'],
    text:
      'A condominium association may charge a fee for the payoff information needed to finance, ' +
      'refinance or close the sale of a unit only if the declaration, bylaws or rules specifically allow ' +
      'it, and the fee may not be more than $50 (Utah Code 57-8-6.3). The association may not require ' +
      'that fee to be paid before closing. If it does not give the payoff information within five ' +
      'business days after the closing agent asks for it, it may not enforce a lien against the unit for ' +
      'money due to it at closing. The request counts only if it is made in writing to the ' +
      'association’s designated primary contact, gives the requester’s name, phone number and address ' +
      'and a fax number or email address for the answer, and comes with the owner’s signed and dated ' +
      'consent to release the information. A written statement of a unit’s unpaid assessments, which the ' +
      'manager or management committee must give on the owner’s written request, costs no more than $25 ' +
      '(Utah Code 57-8-54).',
  },
]
