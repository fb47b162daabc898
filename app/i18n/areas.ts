import type { Catalogue } from './format'
import type { Locale } from './locales'
import type { api } from './messages/api.en'
import type { contact } from './messages/contact.en'
import type { forms } from './messages/forms.en'
import type { shell } from './messages/shell.en'
import type { vote } from './messages/vote.en'
import type { results } from './messages/results.en'
import type { electionSystem } from './messages/election-system.en'
import type { voteMail } from './messages/vote-mail.en'
import type { survey } from './messages/survey.en'
import type { surveyResults } from './messages/survey-results.en'

/**
 * Every catalogue of messages, by area, typed by its English original: a Spanish catalogue must have the same
 * keys (app/i18n/catalogues.server.ts checks it with `satisfies`). Only types are imported here, so nothing of
 * a catalogue reaches the browser through this file: pages receive their messages from the root loader.
 */
export type Catalogues = {
  shell: typeof shell
  forms: typeof forms
  /** The contact page around its form, and the Contact dialog any page can open. */
  contact: typeof contact
  vote: typeof vote
  results: typeof results
  electionSystem: typeof electionSystem
  /** Election mail and printed paper to owners: written on the server only, never sent to a page. */
  voteMail: typeof voteMail
  survey: typeof survey
  /** The sentences any endpoint may answer with (a body too large, too many requests): server only. */
  api: typeof api
  /** The public results of a survey: kept apart so a respondent's page carries none of its words. */
  surveyResults: typeof surveyResults
}
export type Area = keyof Catalogues
export type MessageKey<A extends Area> = keyof Catalogues[A] & string

/** A catalogue in another language: the same keys, each message free to have its own words. */
export type Translation<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends string ? string : { one: string; other: string }
}

/** What the root loader hands the page: its language and the messages of the areas it needs. */
export type PageMessages = { locale: Locale; messages: Partial<Record<Area, Catalogue>> }
