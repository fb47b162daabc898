/**
 * What an election sends owners by email and on paper, in the owner's language: invitations, reminders,
 * new links, "your unit voted" confirmations, printed notices and mail ballots. Written on the server only
 * (app/features/elections/messages.ts, confirmation-mail.ts, notice-letter-text.ts, mail-ballot-text.ts).
 */
export const voteMail = {
  'field.community': 'Community',
  'field.unit': 'Unit',
  'field.closes': 'Voting closes',
  'field.link': 'Your voting link',
  'field.election': 'Election',
  'field.votedOn': 'Voted on',
  'field.changedOn': 'Vote changed on',
  'field.how': 'How',
  keepPrivate:
    'This link is your unit’s ballot: anyone who has it can vote for the unit, so please do not forward this email.',
  'invitation.subject': 'Your ballot: {title}',
  'invitation.intro':
    'Voting is open for {title}. Each unit has one vote; the first owner to use the link casts it.',
  'invitation.proxy':
    '{grantor} named you as proxy for {unit} in this vote. Use the link below to vote for the unit.',
  'invitation.proxyGrantor': 'The owner of {unit}',
  'invitation.receipt':
    'After you vote you will see a receipt code: keep it to find your ballot in the published results.',
  'reminder.subject': 'Reminder: vote by {closes}',
  'reminder.heading': '{unit} has not voted yet',
  'reminder.intro': 'Voting for {title} closes soon. This new link works as well as the one you had.',
  'reissued.subject': 'Your new voting link: {title}',
  'reissued.intro':
    'Someone asked for the voting link for your email address. Here is a new one. An earlier link for this unit keeps working too, until one of them is used to vote.',
  'reissued.ignore':
    'If you did not ask for it, you can ignore this email: only people who read this mailbox can use the link.',
  'confirm.how.online': 'online, with the unit’s voting link',
  'confirm.how.paper': 'on a paper ballot, entered by the management company',
  'confirm.how.proxy': 'by proxy',
  'confirm.subjectVoted': '{unit} voted in {title}',
  'confirm.subjectChanged': '{unit} changed its vote in {title}',
  'confirm.headingVoted': '{unit} voted',
  'confirm.headingChanged': '{unit} changed its vote',
  'confirm.introVoted': '{unit} voted in {title} on {day}, {how}.',
  'confirm.introChanged': '{unit} changed its vote in {title} on {day}, {how}.',
  'confirm.everyOwner':
    'We send this to every owner of the unit on the election’s roll, so each of you knows the unit’s vote was recorded.',
  'confirm.secret':
    'This email never includes the unit’s choices. This is a secret ballot: the choices are kept apart from the unit.',
  'confirm.notSecret': 'This email never includes the unit’s choices.',
  'confirm.contact':
    'If nobody you know voted for {unit}, contact {company} right away at {phone} or {email}, before voting closes.',

  'notice.heading': 'Notice of vote: {title}',
  'notice.deadline': 'Voting closes {closes}.',
  'notice.codeHeading': 'Your unit’s voting code',
  'notice.step1':
    'Go to {address} and type the code (capital letters and dashes do not matter), or scan the QR code with your phone’s camera.',
  'notice.step2': 'Mark your choices, review them, and confirm.',
  'notice.step3':
    'Keep the receipt code shown at the end: it lets you find your ballot in the published results.',
  'notice.qr': 'QR code that opens the ballot of {unit}',
  'notice.private':
    'This code is your unit’s ballot: anyone who has it can vote for the unit, so keep this letter private. The unit has one vote; if it has several owners, the first to use the code casts it. Any code or link printed for your unit before this letter no longer works.',
  'notice.paper':
    'Prefer paper? The mail ballot that comes with this letter carries the same code: mark it, sign it and mail it back. Vote one way only: once the unit has voted, the other ballot is not counted.',
  'notice.help':
    'If you cannot vote online, or have a question, call {phone} or write to {email} before voting closes.',

  'ballot.kicker': 'Official mail ballot',
  'ballot.deadline': 'Must arrive by {closes}',
  'ballot.attn': 'Attn: Election ballots',
  'ballot.codeLabel': 'Unit voter code',
  'ballot.qr': 'QR code of the voter code of {unit}',
  'ballot.instruction1': 'Mark one box per choice with a dark pen: fill the box or mark it with an X.',
  'ballot.instruction2':
    'Do not mark more choices than a contest allows: a contest with too many marks cannot be counted.',
  'ballot.instruction3':
    'To vote for someone not listed, write the name on a write-in line and mark its box.',
  'ballot.instruction4':
    'Sign at the end, fold the ballot with the code showing, and return it to the address above before voting closes.',
  'ballot.instruction5':
    'The code on this ballot also opens your unit’s ballot online. The unit has one vote: the first ballot received counts, and any other is not counted.',
  'ballot.voteFor1': 'Vote for 1',
  'ballot.any': 'Choose any number',
  'ballot.cumulative': {
    one: 'You have {count} vote: write how many you give each candidate ({count} in all)',
    other: 'You have {count} votes: write how many you give each candidate ({count} in all)',
  },
  'ballot.upTo': 'Vote for up to {count}',
  'ballot.writeIn': 'Write-in',
  'ballot.signatureHeading': 'Owner’s signature',
  'ballot.signatureStatement':
    'I am an owner of the unit named above, or hold its proxy, and I cast this ballot for the unit.',
  'ballot.signature': 'Signature',
  'ballot.printedName': 'Printed name',
  'ballot.date': 'Date',
  'ballot.yes': 'Yes',
  'ballot.no': 'No',
  'ballot.abstain': 'Abstain',
} as const
