import type { Area, Catalogues, MessageKey, PageMessages } from './areas'
import { formatMessage, type Catalogue, type Params } from './format'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { api as apiEn } from './messages/api.en'
import { api as apiEs } from './messages/api.es'
import { contact as contactEn } from './messages/contact.en'
import { contact as contactEs } from './messages/contact.es'
import { forms as formsEn } from './messages/forms.en'
import { forms as formsEs } from './messages/forms.es'
import { shell as shellEn } from './messages/shell.en'
import { shell as shellEs } from './messages/shell.es'
import { vote as voteEn } from './messages/vote.en'
import { vote as voteEs } from './messages/vote.es'
import { results as resultsEn } from './messages/results.en'
import { results as resultsEs } from './messages/results.es'
import { electionSystem as electionSystemEn } from './messages/election-system.en'
import { electionSystem as electionSystemEs } from './messages/election-system.es'
import { voteMail as voteMailEn } from './messages/vote-mail.en'
import { voteMail as voteMailEs } from './messages/vote-mail.es'
import { survey as surveyEn } from './messages/survey.en'
import { survey as surveyEs } from './messages/survey.es'
import { surveyResults as surveyResultsEn } from './messages/survey-results.en'
import { surveyResults as surveyResultsEs } from './messages/survey-results.es'

/**
 * Every catalogue in every language. Only the server reads this table: a page receives just its own language's
 * messages for the areas it uses (root loader), and mail and printed paper are written here on the server.
 */
const catalogues: { readonly [L in Locale]: { readonly [A in Area]: Catalogue } } = {
  en: {
    shell: shellEn,
    forms: formsEn,
    contact: contactEn,
    vote: voteEn,
    voteMail: voteMailEn,
    survey: surveyEn,
    api: apiEn,
    surveyResults: surveyResultsEn,
    results: resultsEn,
    electionSystem: electionSystemEn,
  },
  es: {
    shell: shellEs,
    forms: formsEs,
    contact: contactEs,
    vote: voteEs,
    voteMail: voteMailEs,
    survey: surveyEs,
    api: apiEs,
    surveyResults: surveyResultsEs,
    results: resultsEs,
    electionSystem: electionSystemEs,
  },
}

/** The messages a page in this language needs. */
export function pageMessages(locale: Locale, areas: readonly Area[]): PageMessages {
  return { locale, messages: Object.fromEntries(areas.map((area) => [area, catalogues[locale][area]])) }
}

/** The catalogue of one area in one language, e.g. for a test that compares the languages. */
export function catalogueOf(locale: Locale, area: Area): Catalogue {
  return catalogues[locale][area]
}

/** Writes one area's messages in a language on the server: mail, printed notices, PDFs, API error sentences. */
export function translator<A extends Area>(locale: Locale, area: A) {
  const catalogue = catalogues[locale][area] as Catalogues[A]
  return (key: MessageKey<A>, params?: Params): string =>
    formatMessage(locale, catalogue[key] as Catalogue[string], params)
}

/** Every area that has catalogues, so a test can check each area, whoever adds it. */
export function catalogueAreas(): Area[] {
  return Object.keys(catalogues[DEFAULT_LOCALE]) as Area[]
}
