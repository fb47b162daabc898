import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import { formatUtahDateTime } from '~/lib/dates'
import { textIn } from '../localized'
import type { Election, ShownContest, ShownResults, Threshold } from '../types'

// What the results page shows, built by its loader: the stored count as this viewer may see it, with the
// election's own words (titles, candidates' labels) and the times in the page's language.

/** A text staff wrote, and whether it stayed in English because no translation was given. */
export type ShownText = { text: string; inEnglish: boolean }

export type ViewContest = ShownContest & {
  shownTitle: ShownText
  /**
   * A measure's threshold, so its rule is stated in the page's language; null for a race (its method and seats
   * say it) or where the election no longer has the contest (the stored English `rule` is shown).
   */
  threshold: Threshold | null
  /** Candidates' labels in the page's language where staff wrote one, by their label as counted. */
  labels: Record<string, string>
}

export type ResultsView = {
  election: { id: string; title: ShownText; communityName: string }
  results: Omit<ShownResults, 'contests'> & { contests: ViewContest[] }
  closed: string | null
  certified: string | null
}

/** The parts of the answer the page shows, with times written in Utah time and the page's language. */
export function resultsView(election: Election, results: ShownResults, locale: Locale): ResultsView {
  return {
    election: {
      id: election.id,
      title: textIn(election, 'title', locale),
      communityName: election.communityName,
    },
    results: {
      ...results,
      contests: results.contests.map((contest) => viewContest(contest, election, locale)),
    },
    closed: election.closedAt ? formatUtahDateTime(election.closedAt, locale) : null,
    certified: election.certifiedAt ? formatUtahDateTime(election.certifiedAt, locale) : null,
  }
}

function viewContest(contest: ShownContest, election: Election, locale: Locale): ViewContest {
  const defined = election.contests.find((c) => c.id === contest.contestId)
  const labels: Record<string, string> = {}
  for (const option of defined?.options ?? []) {
    if (option.kind !== 'candidate') continue
    const shown = textIn(option, 'label', locale)
    if (!shown.inEnglish && shown.text !== option.label) labels[option.label] = shown.text
  }
  return {
    ...contest,
    // English shows the title as counted; another language the translation staff gave, if any.
    shownTitle:
      defined && locale !== DEFAULT_LOCALE
        ? textIn(defined, 'title', locale)
        : { text: contest.title, inEnglish: false },
    threshold: contest.kind === 'measure' ? (defined?.threshold ?? null) : null,
    labels,
  }
}
