import type { DbOrTransaction } from '~/db/client.server'
import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import { printDocumentPdf } from '~/lib/pdf-blocks.server'
import type { Actor } from './access.server'
import { fileStem } from './export.server'
import { reportDocument } from './report-text'
import type { ResultsQuery } from './results-query'
import { localizeResultsView } from './results-localize'
import { getResults } from './results.server'

/**
 * The results report as a PDF, in the words of its print page, for whoever may see the results: the
 * public when they are public, staff and board accounts (their communities) always; in `locale`.
 */
export async function resultsReportPdf(
  db: DbOrTransaction,
  actor: Actor | undefined,
  idOrSlug: string | undefined,
  query: ResultsQuery,
  options: { compress?: boolean; now?: Date; locale?: Locale } = {},
) {
  const view = await getResults(db, actor, idOrSlug, query)
  const t = Object.assign(translator(options.locale ?? DEFAULT_LOCALE, 'surveyResults'), {
    locale: options.locale ?? DEFAULT_LOCALE,
  })
  const shown = localizeResultsView(view, t)
  const pdf = await printDocumentPdf(reportDocument(shown, options.now ?? new Date(), t), {
    compress: options.compress,
  })
  const stem = fileStem({ slug: view.survey.slug, title: view.survey.title })
  return { pdf, fileName: `${stem}-results${view.compared ? '-compared' : ''}.pdf`, view }
}
