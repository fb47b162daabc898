import type { MessageKey } from '~/i18n/areas'
import { formatMessage, type Params } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import { voteMail as en } from '~/i18n/messages/vote-mail.en'
import { voteMail as es } from '~/i18n/messages/vote-mail.es'

// The words of printed notices and mail ballots in each owner's language. Paper is drawn on the server (the
// PDF) and on the staff print page in the browser alike, and one print run holds letters in both languages,
// so both catalogues are read here directly rather than through the page's messages.

const catalogues = { en, es } as const

export type PaperText = (key: MessageKey<'voteMail'>, params?: Params) => string

export function paperWords(locale: Locale): PaperText {
  return (key, params) => formatMessage(locale, catalogues[locale][key], params)
}
