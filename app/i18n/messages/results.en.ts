/**
 * What the public results of an election say (/results/:electionId): the totals, quorum, each contest with its
 * rule and outcome, ties, the ballot digest and the receipt finder. Keys read as `part.what`
 * (app/i18n/format.ts); a share or weight arrives already written in the page's language (formatPercent,
 * formatDecimal), so a message never adds its own % sign.
 */
export const results = {
  'crumbs.home': 'Home',
  'crumbs.electionSystem': 'Election System',
  'crumbs.results': 'Results',

  'meta.title': 'Results: {title}',
  'meta.description': 'Results of {title} ({community}): weighted totals, quorum and the receipt list.',
  'meta.hidden': 'Election results',
  'meta.hiddenDescription': 'The results of this election are not published.',

  'hidden.title': 'Results not available',
  'hidden.notPublished': 'The results of this election are not published.',
  'hidden.votersOnly':
    'These results are shown to the voters of this election. Open them from your voting link.',
  'hidden.failedVerification':
    'These results failed verification: the stored record no longer matches what was sealed when voting closed, so they are not shown. Please tell the management company.',
  'hidden.toElectionPage': 'Go to the election page',

  'lead.eyebrow': 'Results · {community}',
  'lead.ballots': { one: '{count} ballot was counted, ', other: '{count} ballots were counted, ' },
  'lead.weight': 'with a total vote weight of {weight}.',
  'lead.weightShare': '{share} of the association’s vote weight.',
  'lead.tooFew': 'too few for their share of the vote weight to be shown.',
  'lead.closed': ' Voting closed {closed}.',
  certified: 'Certified {certified}.',
  preliminary: 'Preliminary: not yet certified.',
  preliminaryMore:
    'These are the counts made when voting closed; they become official when the election is certified.',
  contests: 'Contests',
  rounded:
    'This was a secret ballot. So that no one can work out how a unit voted from the totals, each share is rounded to a tenth of a percent, no counts per choice are shown, write-ins with fewer than 3 ballots are grouped, and a choice made on only 1 or 2 ballots shows no share. The exact count is on the certified report the association keeps with its records.',
  digest: 'Ballot digest (SHA-256)',
  digestHelp:
    'A fingerprint of every ballot counted, sealed into the election’s audit log when voting closed: if any ballot were changed afterwards, it would no longer match.',

  'quorum.met': 'Quorum met',
  'quorum.notMet': 'Quorum not met',
  'quorum.units': 'Units that took part',
  'quorum.ofTotal': '{part} of {whole}',
  'quorum.weight': 'Vote weight that took part',
  'quorum.shareOfTotal': '{share} of the total',
  'quorum.required': 'Quorum required',
  'quorum.requiredUnits': {
    one: '{percent} of the units: {count} unit',
    other: '{percent} of the units: {count} units',
  },
  'quorum.requiredWeight': '{percent} of the vote weight: vote weight {required}',

  'option.yes': 'Yes',
  'option.no': 'No',
  'option.abstain': 'Abstain',
  'contest.fewerThan3': 'fewer than 3 ballots',
  'contest.otherWriteIns': 'Other write-ins',
  'contest.ofVotes': 'of all votes’ weight in this race',
  'contest.ofCast': 'of the weight cast',
  'contest.blankShare': 'Left blank: {share}.',
  'contest.blankShareOf': '{share} of the weight cast',
  'contest.blankBallots': {
    one: 'Left blank: {count} ballot (vote weight {weight}).',
    other: 'Left blank: {count} ballots (vote weight {weight}).',
  },
  'contest.passed': 'Passed',
  'contest.failed': 'Failed',
  'contest.rule': 'Rule:',
  'contest.yesShare': 'Yes: {share}.',
  'contest.yesShareOf': '{share} of that weight',
  'contest.yesExact': 'Yes: vote weight {yes} of a base of {base}; at least {required} was needed to pass.',
  'contest.noQuorum': 'The yes vote reached the threshold, but quorum was not met.',
  'contest.howVoted': 'How owners voted:',
  'contest.seats': { one: '{count} seat to fill.', other: '{count} seats to fill.' },
  'contest.elected': 'Elected:',
  'contest.writeInMark': ' (write-in)',
  'contest.electedTag': 'Elected',
  'contest.tieResolved': 'Tie resolved',
  'contest.tied': 'Tied',
  'contest.voteWeight': 'Vote weight',
  'contest.ballotCount': { one: '{count} ballot', other: '{count} ballots' },
  inEnglishOnly: '(English only)',

  'rule.cumulative':
    'Cumulative voting: each unit had {votes} to give, several to one candidate if it chose, each carrying the unit’s full weight; {elected}',
  'rule.approval':
    'Approval voting: each unit chose every candidate it approved of, each with the unit’s full weight; {elected}',
  'rule.plurality': {
    one: 'Plurality: each unit chose up to {count} candidate with its full weight; {elected}',
    other: 'Plurality: each unit chose up to {count} candidates with its full weight; {elected}',
  },
  'rule.votes': { one: '{count} vote', other: '{count} votes' },
  'rule.electedMost': {
    one: 'the candidate with the most vote weight is elected',
    other: 'the {count} candidates with the most vote weight are elected',
  },
  'rule.electedApproved': {
    one: 'the candidate approved by the most weight is elected',
    other: 'the {count} candidates approved by the most weight are elected',
  },
  'rule.measure': '{comparison} {share} {base} must vote yes',
  'rule.percent': '{percent}',
  'rule.moreThan': 'More than',
  'rule.atLeast': 'At least',
  'rule.half': 'half',
  'rule.twoThirds': 'two-thirds',
  'rule.base.yes_no': 'of the weight voting yes or no',
  'rule.base.ballots_cast': 'of the weight of all ballots cast',
  'rule.base.all_weight': 'of all voting weight on the roll',

  'tie.label': 'Tie:',
  'tie.measure':
    'as much vote weight voted no as yes, exactly at the threshold, so the count does not decide it',
  'tie.race': {
    one: '{names} have the same vote weight for the last seat, so the count does not decide it',
    other: '{names} have the same vote weight for the last seats, so the count does not decide it',
  },
  'tie.rules': '; the association’s rules say how a tie is broken.',
  'tie.note': ' Note: {note}',
  'tie.onMeasure': 'Tie on this measure',
  'tie.atLastSeat': 'Tie at the last seat',
  'tie.runoff': '{what} to be decided by a runoff election (recorded {on}).',
  'tie.resolved': '{what} resolved {how} on {on}: {outcome}.',
  'tie.how.lot': 'by drawing lots',
  'tie.how.coin': 'by coin toss',
  'tie.how.board': 'by a vote of the board',
  'tie.passes': 'the measure passes',
  'tie.fails': 'the measure fails',
  'tie.seated': '{names} seated',

  'receipts.title': 'Find your receipt',
  'receipts.intro':
    'Every ballot counted has a receipt code, shown to the voter once when they voted. If your code is in this list, your ballot was counted.',
  'receipts.field': 'Receipt code',
  'receipts.hint': 'Type the whole code, or its first characters.',
  'receipts.find': 'Find',
  'receipts.list': 'Receipt codes',
  'receipts.none': 'No ballots were cast in this election.',
  'receipts.first': 'Showing the first {shown} of {total} receipts: type your code to find yours.',
  'receipts.all': 'All {total} receipts, in order.',
  'receipts.found': 'Found: receipt {q} is counted in these results.',
  'receipts.noMatch': 'No receipt starts with {q}. Check the code as it was shown when you voted.',
  'receipts.matches': { one: '{count} receipt starts with {q}.', other: '{count} receipts start with {q}.' },
  'receipts.failed': 'The receipts could not be searched just now. Please try again.',
  'receipts.network': 'Network error occurred. Please try again.',
} as const
