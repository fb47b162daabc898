import { company, offices, phones } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'
import type { BarRow, PrintBlock, PrintDocument } from '~/lib/print-blocks'
import { formatDay, plural } from './components/results-format'
import { TOO_FEW } from './components/results-question'
import { groupTitle } from './results-groups'
import type { ReportGroup } from './report-blocks'
import { questionBlocks } from './report-questions'
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

function overTimeBlocks(groups: ReportGroup[]): PrintBlock[] {
  if (groups.length > 1)
    return [
      { kind: 'heading', text: 'The two groups' },
      {
        kind: 'table',
        label: 'Responses in each group',
        columns: [
          { label: 'Group', width: 0.7 },
          { label: 'Responses', align: 'right', width: 0.3 },
        ],
        rows: groups.map((g, i) => ({
          cells: [
            `${i ? 'B' : 'A'}: ${g.name}`,
            g.results.suppressed ? 'Too few to show' : g.results.total.toLocaleString('en-US'),
          ],
        })),
      },
    ]
  const { results } = groups[0]!
  if (results.suppressed) return []
  const weeks = weeksOf(results.overTime)
  const most = Math.max(1, ...weeks.map((w) => w.count))
  const label = 'Responses per week (weeks from Monday, Utah calendar days)'
  const rows: BarRow[] = weeks.map((w) => ({
    label: `Week of ${formatDay(w.week)}`,
    values: [{ share: w.count / most, text: w.count.toLocaleString('en-US') }],
  }))
  return [
    { kind: 'heading', text: 'Responses over time' },
    { kind: 'bars', label, series: ['Responses'], rows },
    {
      kind: 'table',
      label,
      columns: [
        { label: 'Week of', width: 0.7 },
        { label: 'Responses', align: 'right', width: 0.3 },
      ],
      rows: weeks.map((w) => ({ cells: [formatDay(w.week), w.count.toLocaleString('en-US')] })),
    },
  ]
}

/** The report's words: `preparedAt` is when it was drawn, shown in Utah time. */
export function reportDocument(view: SurveyResultsView, preparedAt: Date | string): PrintDocument {
  const { survey, results, compared } = view
  const groups: ReportGroup[] = [results, ...(compared ? [compared] : [])].map((r) => ({
    name: groupTitle(r.filters, r),
    results: r,
  }))
  const office = offices[0]!
  const prepared = formatUtahDateTime(preparedAt)
  const who = compared
    ? `Group A: ${groups[0]!.name}. Group B: ${groups[1]!.name}.`
    : results.suppressed
      ? `${groups[0]!.name}: ${TOO_FEW.toLowerCase()}`
      : `${groups[0]!.name}: ${plural(results.total, 'response')}.`
  const blocks: PrintBlock[] = []
  if (survey.anonymous)
    blocks.push({
      kind: 'paragraph',
      tone: 'note',
      text: 'This survey is anonymous: a group, a question’s answers or written answers from fewer than 3 responses are never shown.',
    })
  if (!compared && results.suppressed)
    blocks.push({
      kind: 'paragraph',
      strong: true,
      text: `${TOO_FEW} Results appear once at least 3 people${Object.keys(results.filters).length ? ' in this group' : ''} have answered.`,
    })
  blocks.push(...overTimeBlocks(groups))
  if (compared || !results.suppressed)
    survey.questions.forEach((q, index) => blocks.push(...questionBlocks(q, index, groups)))
  return {
    letterhead: {
      name: company.fullName,
      lines: [office.address.fullAddress, `${phones.northern.display} · Community surveys`],
    },
    title: `Survey results: ${survey.title}`,
    subtitle: [who, `Prepared ${prepared}.`],
    blocks,
    footer: `${survey.title} · ${compared ? 'two groups compared' : groups[0]!.name} · prepared ${prepared}`,
  }
}
