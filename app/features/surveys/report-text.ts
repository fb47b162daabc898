import { company, offices, phones } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'
import type { BarRow, PrintBlock, PrintDocument } from '~/lib/print-blocks'
import { formatNumber } from '~/i18n/format'
import { formatDay } from './components/results-format'
import { groupTitle } from './results-groups'
import type { ReportGroup } from './report-blocks'
import { questionBlocks } from './report-questions'
import type { ResultsWords } from './results-words'
import type { SurveyResults, SurveyResultsView } from './types'

// The printable report of a results view (one group, or two compared), for its print page and its PDF
// alike (lib/print-blocks.ts): every chart as bars with its figures in a table, in the page's words.

const DAY_MS = 24 * 60 * 60 * 1000
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Responses per week, each week from the Monday on or before its first day. */
export function weeksOf(days: SurveyResults['overTime']) {
  const weeks = new Map<string, number>()
  for (const { day, count } of days) {
    const ms = toMs(day)
    const monday = toDay(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS)
    weeks.set(monday, (weeks.get(monday) ?? 0) + count)
  }
  return [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, count]) => ({ week, count }))
}

function overTimeBlocks(groups: ReportGroup[], t: ResultsWords): PrintBlock[] {
  const { locale } = t
  if (groups.length > 1)
    return [
      { kind: 'heading', text: t('compare.heading') },
      {
        kind: 'table',
        label: t('report.groupsTable'),
        columns: [
          { label: t('compare.group'), width: 0.7 },
          { label: t('chart.responses'), align: 'right', width: 0.3 },
        ],
        rows: groups.map((g, i) => ({
          cells: [
            t('compare.groupShort', { letter: i ? 'B' : 'A', name: g.name }),
            g.results.suppressed ? t('compare.withheld') : formatNumber(locale, g.results.total),
          ],
        })),
      },
    ]
  const { results } = groups[0]!
  if (results.suppressed) return []
  const weeks = weeksOf(results.overTime)
  const most = Math.max(1, ...weeks.map((w) => w.count))
  const label = t('report.perWeek')
  const rows: BarRow[] = weeks.map((w) => ({
    label: t('report.weekOf', { day: formatDay(w.week, 'long', locale) }),
    values: [{ share: w.count / most, text: formatNumber(locale, w.count) }],
  }))
  return [
    { kind: 'heading', text: t('overTime.heading') },
    { kind: 'bars', label, series: [t('chart.responses')], rows },
    {
      kind: 'table',
      label,
      columns: [
        { label: t('report.weekOfHeader'), width: 0.7 },
        { label: t('chart.responses'), align: 'right', width: 0.3 },
      ],
      rows: weeks.map((w) => ({
        cells: [formatDay(w.week, 'long', locale), formatNumber(locale, w.count)],
      })),
    },
    ...(results.overTimeWithheld
      ? [
          {
            kind: 'paragraph' as const,
            tone: 'note' as const,
            text: t('overTime.withheld', { count: results.overTimeWithheld }),
          },
        ]
      : []),
  ]
}

/**
 * The report's words in the language of `t`: `preparedAt` is when it was drawn, shown in Utah time. The
 * view is already in that language (results-localize.ts).
 */
export function reportDocument(
  view: SurveyResultsView,
  preparedAt: Date | string,
  t: ResultsWords,
): PrintDocument {
  const { survey, results, compared } = view
  const groups: ReportGroup[] = [results, ...(compared ? [compared] : [])].map((r) => ({
    name: groupTitle(r.filters, r, t),
    results: r,
  }))
  const office = offices[0]!
  const prepared = formatUtahDateTime(preparedAt, t.locale)
  const who = compared
    ? t('report.whoCompared', { a: groups[0]!.name, b: groups[1]!.name })
    : results.suppressed
      ? t('report.whoSuppressed', { name: groups[0]!.name })
      : t('report.who', { name: groups[0]!.name, count: results.total })
  const blocks: PrintBlock[] = []
  if (survey.anonymous)
    blocks.push({
      kind: 'paragraph',
      tone: 'note',
      text: t('report.anonymous'),
    })
  if (!compared && results.suppressed)
    blocks.push({
      kind: 'paragraph',
      strong: true,
      text: t(Object.keys(results.filters).length ? 'report.suppressedGroup' : 'report.suppressed'),
    })
  blocks.push(...overTimeBlocks(groups, t))
  if (compared || !results.suppressed)
    survey.questions.forEach((q, index) => blocks.push(...questionBlocks(q, index, groups, t)))
  return {
    letterhead: {
      name: company.fullName,
      lines: [office.address.fullAddress, `${phones.northern.display} · ${t('report.letterhead')}`],
    },
    title: t('report.title', { title: survey.title }),
    subtitle: [who, t('report.prepared', { prepared })],
    blocks,
    footer: t('report.footer', {
      title: survey.title,
      group: compared ? t('report.twoGroups') : groups[0]!.name,
      prepared,
    }),
  }
}
