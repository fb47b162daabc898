// What the results pages (the page and its report) share with the browser.

export const RESULTS_HIDDEN_MESSAGE = 'The results of this survey are not public.'

/** Results are shown to whoever may see them: never kept by a shared cache. */
export const RESULTS_HEADERS = { 'Cache-Control': 'private, no-store' }

export type ResultsHiddenData = { kind: 'hidden'; message: string }
