import { formatUtahDateTime } from '~/lib/dates'

// The emails an election sends (issue 12). Each is a layout the mail feature turns into text and HTML;
// the voting link appears in them and goes only to the recipient: the outbox keeps a placeholder in its
// place and the link sealed until it is sent (decision 0018).

export type ElectionMail = {
  kind: 'invitation' | 'reminder' | 'record' | 'vote_confirmation'
  to: string[]
  subject: string
  heading: string
  intro: string[]
  fields: Array<{ label: string; value: string }>
  outro: string[]
  electionId: string
  /** The voting link the message carries (also among the fields); none in the board's record at close. */
  link?: string
}

export type MailAbout = {
  electionId: string
  electionTitle: string
  communityName: string
  closesAt: Date
  unitLabel: string
}

/** Sends messages in the caller's transaction (the route hands in the mail feature's outbox). */
export type Mailer = (tx: unknown, messages: ElectionMail[]) => Promise<void>

const keepPrivate =
  'This link is your unit’s ballot: anyone who has it can vote for the unit, so please do not forward this email.'

function fields(about: MailAbout, link: string) {
  return [
    { label: 'Community', value: about.communityName },
    { label: 'Unit', value: about.unitLabel },
    { label: 'Voting closes', value: formatUtahDateTime(about.closesAt) },
    { label: 'Your voting link', value: link },
  ]
}

export function invitationMail(
  about: MailAbout,
  to: string[],
  link: string,
  proxyFor?: string,
): ElectionMail {
  const intro = proxyFor
    ? [
        `${proxyFor} named you as proxy for ${about.unitLabel} in this vote. Use the link below to vote for the unit.`,
      ]
    : [
        `Voting is open for ${about.electionTitle}. Each unit has one vote; the first owner to use the link casts it.`,
      ]
  return {
    kind: 'invitation',
    to,
    subject: `Your ballot: ${about.electionTitle}`,
    heading: about.electionTitle,
    intro,
    fields: fields(about, link),
    outro: [
      keepPrivate,
      'After you vote you will see a receipt code: keep it to find your ballot in the published results.',
    ],
    electionId: about.electionId,
    link,
  }
}

export function reminderMail(about: MailAbout, to: string[], link: string): ElectionMail {
  return {
    kind: 'reminder',
    to,
    subject: `Reminder: vote by ${formatUtahDateTime(about.closesAt)}`,
    heading: `${about.unitLabel} has not voted yet`,
    intro: [`Voting for ${about.electionTitle} closes soon. This new link works as well as the one you had.`],
    fields: fields(about, link),
    outro: [keepPrivate],
    electionId: about.electionId,
    link,
  }
}

export function reissuedMail(about: MailAbout, to: string[], link: string): ElectionMail {
  return {
    kind: 'invitation',
    to,
    subject: `Your new voting link: ${about.electionTitle}`,
    heading: about.electionTitle,
    intro: [
      'Someone asked for the voting link for your email address. Here is a new one. An earlier link for this unit keeps working too, until one of them is used to vote.',
      'If you did not ask for it, you can ignore this email: only people who read this mailbox can use the link.',
    ],
    fields: fields(about, link),
    outro: [keepPrivate],
    electionId: about.electionId,
    link,
  }
}

export const voteLink = (origin: string, token: string) => `${origin}/vote/${token}`
/** The short address printed on paper, and what a mail ballot's QR code opens: /vote with the voter code. */
export const voteCodeLink = (origin: string, code: string) => `${origin}/vote?code=${code}`
