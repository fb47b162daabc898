import { formatUtahDateTime } from '~/lib/dates'

// The emails a survey sends (issue 13): an invitation with a single-use link, and reminders to those who
// have not answered. The link appears in them and goes only to the recipient (only its hash is stored; the
// outbox keeps a placeholder and the link sealed until it is sent, decision 0018).

export type SurveyMail = {
  kind: 'invitation' | 'reminder'
  to: string[]
  subject: string
  heading: string
  intro: string[]
  fields: Array<{ label: string; value: string }>
  outro: string[]
  surveyId: string
  /**
   * The single-use link the message carries (also among the fields), kept sealed in the outbox; absent when
   * the message carries only the survey's open address, which is no secret.
   */
  link?: string
}

/** Sends messages in the caller's transaction (the route hands in the mail feature's outbox). */
export type Mailer = (tx: unknown, messages: SurveyMail[]) => Promise<void>

export type MailContext = { mailer: Mailer; origin: string }

export type MailAbout = {
  surveyId: string
  surveyTitle: string
  communityName: string
  closesAt: Date | null
  anonymous: boolean
  /** The unit's label, or the owner's name for a link per owner. */
  recipient: string
}

export const surveyLink = (origin: string, slugOrId: string, token: string) =>
  `${origin}/survey/${encodeURIComponent(slugOrId)}?token=${token}`

const keepPrivate = 'This link is yours alone and works once: please do not forward this email.'

function fields(about: MailAbout, link: string) {
  const rows = [
    { label: 'Community', value: about.communityName },
    { label: 'For', value: about.recipient },
  ]
  if (about.closesAt) rows.push({ label: 'Answer by', value: formatUtahDateTime(about.closesAt) })
  rows.push({ label: 'Your survey link', value: link })
  return rows
}

const privacy = (about: MailAbout) =>
  about.anonymous
    ? 'Your answers are anonymous: we only record that the link was used, never which answers came from it.'
    : 'Your answers are recorded with your name so we can follow up with you.'

export function invitationMail(about: MailAbout, to: string[], link: string): SurveyMail {
  return {
    kind: 'invitation',
    to,
    subject: `Your survey: ${about.surveyTitle}`,
    heading: about.surveyTitle,
    intro: [
      `${about.communityName} would like your views. The survey takes a few minutes; use the link below to answer.`,
      privacy(about),
    ],
    fields: fields(about, link),
    outro: [keepPrivate],
    surveyId: about.surveyId,
    link,
  }
}

/** The survey's open address (no token): the same for everyone, so nothing in it is private. */
export const openSurveyLink = (origin: string, slugOrId: string) =>
  `${origin}/survey/${encodeURIComponent(slugOrId)}`

/**
 * An open-link survey of one community, emailed to its owners: the first round invites, later ones remind.
 * An open link cannot tell who has answered, so every round says those who have need not answer again.
 */
export function openLinkMail(about: MailAbout, to: string[], link: string, first: boolean): SurveyMail {
  return {
    kind: first ? 'invitation' : 'reminder',
    to,
    subject: first ? `Your survey: ${about.surveyTitle}` : `Reminder: ${about.surveyTitle}`,
    heading: about.surveyTitle,
    intro: [
      first
        ? `${about.communityName} would like your views. The survey takes a few minutes; use the link below to answer.`
        : `There is still time to answer ${about.surveyTitle}.`,
      'If you have already answered, thank you: there is no need to answer again.',
      about.anonymous
        ? 'Your answers are anonymous: they are not linked to you or to this email.'
        : 'Any name or contact details you give in the survey are kept with your answers.',
    ],
    fields: [
      { label: 'Community', value: about.communityName },
      ...(about.closesAt ? [{ label: 'Answer by', value: formatUtahDateTime(about.closesAt) }] : []),
      { label: 'Survey link', value: link },
    ],
    outro: [`Every owner of ${about.communityName} receives this same link.`],
    surveyId: about.surveyId,
  }
}

export function reminderMail(about: MailAbout, to: string[], link: string): SurveyMail {
  return {
    kind: 'reminder',
    to,
    subject: `Reminder: ${about.surveyTitle}`,
    heading: `We have not heard from you yet`,
    intro: [
      `There is still time to answer ${about.surveyTitle}. This new link replaces the one you had.`,
      privacy(about),
    ],
    fields: fields(about, link),
    outro: [keepPrivate],
    surveyId: about.surveyId,
    link,
  }
}
