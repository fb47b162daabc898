/**
 * What a voter reads: the code page (/vote) and its boxes on /election-system, the ballot (/vote/:token) with its
 * review, receipt and every state sentence. The API's sentences to a voter come from here too, so the page and
 * the server say the same thing (the results page has its own area, results.en.ts). Keys read as `part.what`
 * (app/i18n/format.ts).
 */
export const vote = {
  'crumbs.home': 'Home',
  'crumbs.electionSystem': 'Election System',
  'crumbs.hoaElectionSystem': 'HOA Election System',
  'crumbs.ballot': 'Your ballot',
  'crumbs.code': 'Vote with your code',
  inEnglishOnly: '(English only)',
  'option.yes': 'Yes',
  'option.no': 'No',
  'option.abstain': 'Abstain',

  'code.metaTitle': 'Vote with your code | HOA Election System',
  'code.metaDescription':
    'Type the voting code from your printed notice or mail ballot, or paste the link from your invitation, to open your unit’s ballot.',
  'code.eyebrow': 'HOA Election System',
  'code.title': 'Vote with your code',
  'code.lead':
    'The code on your printed notice or mail ballot opens your unit’s ballot, the same ballot your invitation link opens. Type it below; capital letters, dashes and spaces do not matter.',
  'code.sectionLabel': 'Your voting code',
  'code.boxTitle': 'Have a voting code?',
  'code.boxIntro':
    'Your printed notice or mail ballot shows a voting code; your invitation email holds a personal voting link. Either one opens your unit’s ballot.',
  'code.field': 'Voting code or link',
  'code.help':
    'Type the 16-character code from your printed notice or mail ballot (dashes and spaces do not matter), or paste the whole link from your invitation email.',
  'code.bad':
    'That is not a voting code or link. A voting code has 16 letters and digits, such as 7KQ2-M9XD-4TRB-P3WA; a link contains “/vote/”.',
  'code.empty': 'Type your voting code or paste your voting link.',
  'code.notFound':
    'We could not find a ballot for that voting code. Check it against your printed notice or mail ballot (16 letters and digits, such as 7KQ2-M9XD-4TRB-P3WA), or ask for a new link on the election page.',
  'code.finding': 'Finding your ballot…',
  'code.go': 'Go to my ballot',

  'lost.title': 'Lost your link?',
  'lost.intro':
    'Enter the email address the association has for you. If it is on the roll of an election that is open now, we email a new link; one you already had keeps working until you vote.',
  'lost.field': 'Your email address',
  'lost.sending': 'Sending…',
  'lost.send': 'Send me a new link',
  'lost.noEmail':
    'No email on file? Owners without one receive a printed notice with the link by post. If yours has not arrived, call us at <phone>{phone}</phone> or write to <email>{email}</email>.',
  'lost.answer':
    'If that email address is on the roll of an open election, a new voting link is on its way to it. A link you already had keeps working too, until one of them is used to vote.',
  'lost.busy': 'We cannot take more requests for links right now. Please try again in a few minutes.',
  'lost.emailMissing': 'Enter your email address.',
  'lost.emailInvalid': 'Enter a valid email address.',
  'state.network': 'Network error occurred. Please try again.',

  'ballot.metaTitle': 'Your ballot: {title}',
  'ballot.metaInvalid': 'Voting link not valid',
  'ballot.leadClosed': 'Voting closed {closed}.',
  'ballot.leadCloses': 'Voting closes {closes}.',
  'ballot.canChange':
    'This unit has already voted, but this election lets you change your vote until {closes}: if you vote again, your new ballot replaces the earlier one.',
  'link.notValid':
    'This voting link is not valid: check that you copied all of it, or ask for a new one on the election page.',
  'link.replaced':
    'This voting link was replaced by a newer one, sent to the unit’s owners by email or on a printed notice. Use the newest link you received; if you cannot find it, ask for a new one on the election page.',
  'link.replacedTitle': 'This voting link was replaced',
  'link.notValidTitle': 'This voting link does not work',
  'link.toElectionPage': 'Go to the election page',
  'state.alreadyVoted': 'This unit has already voted; each unit has one vote.',
  'state.busy':
    'So many owners are voting right now that your ballot could not be recorded within 30 seconds. Nothing was recorded: please try again in a minute.',
  'state.tooMany': 'Too many tries from this connection. Please wait a while, then try again.',
  'state.closedMessage': 'Voting in this election has closed.',
  'state.notOpenMessage': 'Voting has not opened yet; come back when it opens.',
  'state.voted': 'This unit has already voted; each unit has one vote, and voting closes {closes}.',
  'state.notOpen': 'Voting opens {opens}; come back then with this same link.',
  'state.closedAt': 'Voting in this election closed {closed}.',
  'state.votedTitle': 'Already voted',
  'state.notOpenTitle': 'Voting has not opened',
  'state.closedTitle': 'Voting is closed',
  'state.seeResults': 'See the results and find your receipt',
  'outline.title': 'What is on the ballot',

  'intro.title': 'About this vote',
  'intro.community': 'Community',
  'intro.closed': 'Voting closed',
  'intro.closes': 'Voting closes',
  'intro.unit': 'Your unit',
  'intro.weight': 'Vote weight',
  'intro.proxy':
    'You are voting as proxy: {holder} holds the proxy for {unit}, and this ballot counts as that unit’s vote.',
  'intro.secret':
    'This is a secret ballot: your choices are stored without your unit, with only a receipt code, so no one can see how your unit voted, only that it voted.',
  'intro.secretRevote':
    ' Because you may change your vote, the ballot also keeps a code made from your unit with a server secret, so a new ballot can replace it; someone holding both the database and that secret could link the two.',
  'intro.notSecret':
    'This is not a secret ballot: your choices are recorded with your unit, and the association can see how your unit voted.',
  'intro.description': 'Description',
  'intro.notice': 'Notice of the vote',

  'choices.title': 'Your ballot',
  'choices.intro':
    'Make your choices, then review them before anything is cast. You may leave a contest blank; your unit still counts as taking part.',
  'choices.attention': {
    one: 'One contest needs attention: see the message at the contest.',
    other: '{count} contests need attention: see the message at the contest.',
  },
  'choices.review': 'Review my choices',
  'contest.noChoice': 'No choice in this race',
  'contest.votes': { one: '{count} vote', other: '{count} votes' },
  'contest.writeIn': 'Write-in candidate (optional)',
  'contest.writeInCumulative': 'A name you write in takes one of your votes.',
  'contest.writeInHint': 'A name you write in counts as one of your choices.',
  'limit.one': 'Choose one',
  'limit.any': 'Choose any number',
  'limit.oneVote': 'You have 1 vote',
  'limit.votes': 'You have {count} votes: give them to one candidate or spread them',
  'limit.upTo': 'Choose up to {count}',
  'count.chosen': '{count} chosen',
  'count.overVotes': 'You have given {given} but have {have}: take {back} back.',
  'count.votesLeft': 'Votes left: {left} of {seats}',
  'count.over': '{count} chosen, but only {seats} may be: untick {back}.',
  'count.of': '{count} of {seats} chosen',
  'problem.measure': 'Choose one answer for “{title}”.',
  'problem.cumulative': 'You have {have} in “{title}” and gave {given}: take {back} back.',
  'problem.upTo': 'Choose up to {seats} in “{title}” (you chose {count}).',
  'problem.other': 'Something in “{title}” could not be read: check your choices there.',
  'problem.votes': 'Give each candidate a number of votes from the list.',
  'submit.contest': 'Each choice names its contest.',
  'submit.tooMany': 'At most {count} choices in one contest.',
  'submit.writeInLong': 'A write-in name is at most {count} characters.',
  'submit.writeInCharacter': 'The write-in contains a character that is not allowed.',
  'submit.choices': 'Send your choices.',
  'words.withVotes': '{name} — {votes}',
  'words.writeIn': '{name} (write-in)',

  'review.title': 'Review your choices',
  'review.introLost':
    'These are the choices you confirmed to cast the ballot for {unit} (vote weight {weight}).',
  'review.intro':
    'Nothing is cast yet. Check each contest, then confirm to cast the ballot for {unit} (vote weight {weight}).',
  'review.blank': 'No choice: this contest is left blank.',
  'review.revote':
    'This election lets you change your vote until voting closes: a new ballot would replace this one.',
  'review.final': 'Once cast, the ballot cannot be changed.',
  'review.slow':
    'Many owners are voting right now: your ballot is in line to be recorded. Please keep this page open.',
  'review.recording': 'Recording your vote…',
  'review.casting': 'Casting your ballot…',
  'review.confirm': 'Confirm and cast my ballot',
  'review.edit': 'Edit choices',
  'review.lostAnswer':
    'No answer came back from our server, so your ballot may or may not have been recorded. Check your connection, then confirm again: if it was recorded, you will see its receipt, and it will not be counted twice.',

  'receipt.newCast': 'Your new ballot is cast',
  'receipt.cast': 'Your ballot is cast',
  'receipt.replaced': 'It replaced the ballot your unit cast before; that ballot’s receipt no longer counts.',
  'receipt.code': 'Your receipt code',
  'receipt.keep':
    'Keep this code: print this page or write the code down. When the results are published, the code appears in their list of receipts, which shows that your ballot was counted.',
  'receipt.keepSecret':
    ' The ballot is not stored with your unit, so no one can look the code up for you later; this browser keeps a copy, which your voting link shows again here.',
  'receipt.later': 'Once the results are certified and published, your voting link will lead you to them.',
  'receipt.copied': 'The receipt code is copied.',
  'receipt.selected': 'The code is selected: copy it with your keyboard or menu.',
  'receipt.copy': 'Copy the code',
  'receipt.print': 'Print this page',

  'voted.you': 'You voted on {day}.',
  'voted.paper': 'This unit voted on {day}, on a paper ballot.',
  'voted.proxy': 'This unit voted on {day}, by proxy.',
  'voted.owner': 'This unit’s owner voted on {day}.',
  'voted.hide': 'Hide my receipt',
  'voted.show': 'Show my receipt',
  'voted.kept':
    'This browser kept the code when you voted. Find it in the published results to see that your ballot was counted.',
  'voted.notKept':
    'The receipt code is shown only once, on the device used to vote, and this browser does not have it. If you wrote it down or printed it, use that copy to find your ballot in the results.',
  'candidate.photo': 'Photo of {name}',
  'candidate.statement': 'Read {name}’s statement',

  'results.votersOnly':
    'These results are shown to the voters of this election. Open them from your voting link.',
} as const
