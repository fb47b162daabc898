import type { PrintBlock } from '~/lib/print-blocks'
import { formatMean, percent, plural } from './components/results-format'
import { FEW_OTHERS, TOO_FEW } from './components/results-question'
import type { Question, QuestionResult, SurveyResults } from './types'

// The report's blocks for rankings, matrices and written answers, and what every question's blocks share.

export type ReportGroup = { name: string; results: SurveyResults }

const TEXTS_SHOWN = 10
export const WITHHELD = 'Too few to show'

export const shownResult = (r: QuestionResult | undefined) => (r && !r.suppressed ? r : null)
export const cell = (count: number, of: number) => `${count.toLocaleString('en-US')} (${percent(count, of)})`
/** A group's column: "A: Owners", or "Responses" when the report is about one group. */
export const columnName = (groups: ReportGroup[], i: number) =>
  groups.length > 1 ? `${i ? 'B' : 'A'}: ${groups[i]!.name}` : 'Responses'

export function rankingBlocks(
  label: string,
  q: Question,
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
) {
  const places = Math.max(1, q.options?.length ?? 1)
  const position = (r: QuestionResult | null, key: string) =>
    r?.ranking?.find((x) => x.key === key)?.averagePosition
  const options = q.options ?? []
  return [
    {
      kind: 'bars',
      label,
      series: groups.map((_, i) => columnName(groups, i)),
      rows: options.map((o) => ({
        label: o.label,
        values: results.map((r) => {
          const p = position(r, o.id)
          return p === undefined
            ? null
            : { share: places === 1 ? 1 : (places - p) / (places - 1), text: `position ${formatMean(p)}` }
        }),
      })),
    },
    {
      kind: 'table',
      label,
      columns: [
        { label: 'Choice', width: 0.4 },
        ...groups.map((_, i) => ({
          label: `Average position${groups.length > 1 ? `, ${i ? 'B' : 'A'}` : ''}`,
          align: 'right' as const,
          width: 0.6 / groups.length,
        })),
      ],
      rows: options.map((o) => ({
        cells: [
          o.label,
          ...results.map((r) => {
            const p = position(r, o.id)
            return r ? (p === undefined ? '—' : formatMean(p)) : WITHHELD
          }),
        ],
      })),
    },
  ] satisfies PrintBlock[]
}

export function matrixBlocks(
  label: string,
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
): PrintBlock[] {
  return results.flatMap((r, i): PrintBlock[] => {
    const title =
      groups.length > 1
        ? [{ kind: 'paragraph' as const, strong: true, text: `Group ${columnName(groups, i)}` }]
        : []
    if (!r?.matrix?.length) return [...title, { kind: 'paragraph', tone: 'note', text: TOO_FEW }]
    const scale = r.matrix[0]!.counts
    return [
      ...title,
      {
        kind: 'table',
        label,
        columns: [
          { label: 'Row', width: 0.3 },
          ...scale.map((s) => ({ label: s.label, align: 'right' as const, width: 0.7 / scale.length })),
        ],
        rows: r.matrix.map((row) => {
          const total = row.counts.reduce((sum, c) => sum + c.count, 0)
          return { cells: [row.label, ...row.counts.map((c) => cell(c.count, total))] }
        }),
      },
    ]
  })
}

export function textBlocks(
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
  other: boolean,
): PrintBlock[] {
  if (groups.length > 1)
    return [
      {
        kind: 'paragraph',
        tone: 'note',
        text: 'Written answers are in the report of each group on its own.',
      },
    ]
  const r = results[0]
  if (!r) return []
  if (r.othersWithheld) return [{ kind: 'paragraph', tone: 'note', text: FEW_OTHERS }]
  const texts = r.texts ?? []
  if (!texts.length) return other ? [] : [{ kind: 'paragraph', tone: 'note', text: 'No written answers.' }]
  const shown = texts.slice(0, TEXTS_SHOWN)
  return [
    {
      kind: 'paragraph',
      text: other
        ? `“Other” answers, the latest ${shown.length}:`
        : `The latest ${plural(shown.length, 'answer')}:`,
    },
    { kind: 'list', items: shown },
  ]
}
