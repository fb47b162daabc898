import { company, phones, emails as companyEmails } from '~/content/company'
import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import type { Translations } from '~/i18n/translations'
import { formatCalendarDay } from '~/lib/dates'
import { textIn } from './localized'
import type { ElectionMail } from './messages'
import type { ParticipationMethod } from './types'

// After a unit's ballot is recorded, its owners on the frozen roll are told that the unit voted, when and
// how, so an owner whose unit voted without them (a co-owner, a proxy, a link that reached the wrong
// mailbox) can say so while it can still be looked into.
//
// The receipt code is left out. The voter saw it on the screen (and it stays in the browser they voted
// from); paper and proxy ballots were never the owner's to check. Put in this email, the receipt would sit
// beside the unit's name in the outbox, at the mail provider and in every co-owner's mailbox: the one link
// a secret ballot keeps out of the records (docs/decisions/0011). Telling the owner "your unit voted" does
// all this email is for, and choices are never in it.

export type VoteConfirmation = {
  electionId: string
  electionTitle: string
  /** The election's title in other languages, where staff wrote one. */
  translations?: Translations
  secret: boolean
  unitLabel: string
  /** The Utah calendar day the ballot was recorded, `YYYY-MM-DD`. */
  day: string
  method: ParticipationMethod
  /** The unit's earlier ballot was replaced (where the election lets a ballot be changed). */
  replaced: boolean
}

export function voteConfirmationMail(
  vote: VoteConfirmation,
  to: string[],
  locale: Locale = DEFAULT_LOCALE,
): ElectionMail {
  const t = translator(locale, 'voteMail')
  const day = formatCalendarDay(vote.day, locale)
  const title = textIn({ title: vote.electionTitle, translations: vote.translations }, 'title', locale).text
  const how = t(`confirm.how.${vote.method}`)
  const unit = vote.unitLabel
  const changed = vote.replaced
  return {
    kind: 'vote_confirmation',
    to,
    subject: t(changed ? 'confirm.subjectChanged' : 'confirm.subjectVoted', { unit, title }),
    heading: t(changed ? 'confirm.headingChanged' : 'confirm.headingVoted', { unit }),
    intro: [
      t(changed ? 'confirm.introChanged' : 'confirm.introVoted', { unit, title, day, how }),
      t('confirm.everyOwner'),
    ],
    fields: [
      { label: t('field.election'), value: title },
      { label: t('field.unit'), value: unit },
      { label: t(changed ? 'field.changedOn' : 'field.votedOn'), value: day },
      { label: t('field.how'), value: how },
    ],
    outro: [
      t(vote.secret ? 'confirm.secret' : 'confirm.notSecret'),
      t('confirm.contact', {
        unit,
        company: company.fullName,
        phone: phones.northern.display,
        email: companyEmails.customerService,
      }),
    ],
    electionId: vote.electionId,
    locale,
  }
}
