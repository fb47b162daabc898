/**
 * What owners read on /election-system beside the voting-code and lost-link boxes (those are the vote area's):
 * the page's header, the explainer of the platform, how to vote and what a secret ballot means, and the list
 * of public results. The staff sign-in and console are staff's, in English; `staff.inEnglish` says so on a page
 * in another language.
 */
export const electionSystem = {
  'meta.title': 'HOA Election System: Weighted Voting for Utah Associations',
  'meta.description':
    'Secure online voting for Utah HOAs and condominiums: one ballot per unit, weighted as the roll says, secret ballots, paper ballots and proxies, receipts and certified results. Vote with your code or get a new link.',
  'crumbs.home': 'Home',
  'crumbs.page': 'HOA Election System',
  eyebrow: 'Weighted voting for Utah associations',
  title: 'HOA Election System',
  lead: 'Vote in your association’s election from any phone or computer. Each unit casts one ballot, weighted as your community’s roll records, and a secret ballot stays secret.',
  voteWithCode: 'Vote with your code',
  seeResults: 'See certified results',
  boxesLabel: 'Vote or get a new link',

  'platform.eyebrow': 'The platform',
  'platform.title': 'Voting built for Utah community associations',
  'platform.lead':
    'Our managers run elections and ballot votes for the associations we manage: board elections, amendments, budgets and special assessments, with the rules each community’s documents set.',
  'feature.weighted.title': 'One ballot per unit, weighted',
  'feature.weighted.text':
    'Each unit votes once, with the weight your declaration gives it: one vote per unit, a percentage interest, or the weights your bylaws set. Totals are exact to the last decimal place.',
  'feature.paper.title': 'Paper ballots and proxies count too',
  'feature.paper.text':
    'Owners without email get a printed notice by post. Paper ballots and written proxies (Utah Code 16-6a-712) are entered by the manager, so every unit counts once, however it votes.',
  'feature.record.title': 'A record anyone can check',
  'feature.record.text':
    'The roll is frozen when voting opens, every step is kept in a tamper-evident log, and each voter gets a receipt code to find in the published results.',

  'how.eyebrow': 'For homeowners',
  'how.title': 'How you vote',
  'step.invitation.title': 'Your invitation arrives',
  'step.invitation.text':
    'When voting opens, each owner on the roll gets an email with the unit’s voting link. Owners without an email address get a printed notice by post with a 16-character voting code, a QR code and a mail ballot.',
  'step.open.title': 'Open your link, or type your code',
  'step.open.text':
    'The link in your email opens your unit’s ballot. On paper, go to {path!} on this site and type your code (such as 7KQ2-M9XD-4TRB-P3WA; capitals and dashes do not matter), or scan the QR code with your phone. No account or password is needed. The link and the code are two forms of the same key: anyone who has either can vote for the unit, so keep them private.',
  'step.choose.title': 'Make your choices and review them',
  'step.choose.text':
    'Each contest says how many you may choose. Before anything is sent, you see your choices on one page and can go back to change them. Prefer paper? Mark the mail ballot, sign it and mail it back before voting closes; the manager keys it by its code, and a unit that has already voted is not counted twice.',
  'step.confirm.title': 'Confirm',
  'step.confirm.text':
    'Your ballot is cast when you confirm. Unless your association allows changes, a cast ballot cannot be changed (Utah Code 16-6a-709(5)). Co-owners share one ballot: the first to confirm casts it.',
  'step.receipt.title': 'Keep your receipt',
  'step.receipt.text':
    'You see a receipt code such as 7KQ2-M9XD-4TRB. When the results are published, the list of receipts shows that your ballot was counted, without showing how you voted.',

  'secret.eyebrow': 'Secret ballot',
  'secret.title': 'What a secret ballot means here',
  'secret.lead':
    'When an election is secret, nobody can connect your choices to you: not the board, not our staff.',
  'secret.stored':
    'Your ballot is stored without your unit, your name or your link: only your choices, the unit’s vote weight, the day it was cast (no time of day) and a random receipt code.',
  'secret.staff':
    'Our staff can see which units have voted, and whether online, on paper or by proxy, so they can send reminders and check quorum. In a secret ballot the board sees only how many have voted. Nobody can see for whom a unit voted.',
  'secret.counted':
    'Nothing is counted while voting is open. Results are counted once, when voting closes; owners see them after the association certifies and publishes them.',
  'secret.changes':
    'Where the bylaws let owners change a ballot, a coded mark lets the new ballot replace the old one. That makes the secret a little weaker, so changes are off unless your association allows them.',
  'secret.recorded':
    'Some votes are not secret, when the bylaws call for a recorded vote. The ballot says which kind it is before you vote.',

  'public.eyebrow': 'Results',
  'public.title': 'Certified results',
  'public.lead': 'Results an association has certified and chosen to publish for everyone.',
  'public.certified': 'Certified {certified}',
  'public.see': 'See the results<hidden> of {title}</hidden>',
  'public.noneTitle': 'No public results yet',
  'public.noneText':
    'No association has published results for everyone yet. Many share them only with their own voters: if you voted, open the link from your invitation after voting closes to see your community’s results.',

  'staff.inEnglish': 'Staff tools are in English.',
} as const
