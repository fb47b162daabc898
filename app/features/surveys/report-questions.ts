import type { BarRow, PrintBlock } from '~/lib/print-blocks'
import { formatMean, percent, plural } from './components/results-format'
import { CONFIDENTIAL, TOO_FEW } from './components/results-question'
import {
  cell,
  columnName,
  matrixBlocks,
  rankingBlocks,
  shownResult,
  textBlocks,
  WITHHELD,
  type ReportGroup,
} from './report-blocks'
import type { Question, QuestionResult } from './types'

// One question of the printable report and its PDF: its bars drawn for the eye, then the same figures in
// a table, for one group or two side by side. A withheld group's figures stay withheld here too.

type Counts = NonNullable<QuestionResult['counts']>

/** Every answer either group gave, in the question's order. */
function answerKeys(results: Array<QuestionResult | null>) {
  const keys = new Map<string, string>()
  for (const r of results) for (const c of r?.counts ?? []) if (!keys.has(c.key)) keys.set(c.key, c.label)
  return [...keys]
}

/** Bars and their table for counted answers: each bar the share of its own group's answers. */
function countBlocks(label: string, groups: ReportGroup[], results: Array<QuestionResult | null>) {
  const keys = answerKeys(results)
  const count = (r: QuestionResult | null, key: string) =>
    r ? ((r.counts as Counts | undefined)?.find((c) => c.key === key)?.count ?? 0) : null
  const rows: BarRow[] = keys.map(([key, text]) => ({
    label: text,
    values: results.map((r) => {
      const n = count(r, key)
      return n === null || !r ? null : { share: r.answered ? n / r.answered : 0, text: cell(n, r.answered) }
    }),
  }))
  const single = groups.length === 1
  const blocks: PrintBlock[] = [
    { kind: 'bars', label, series: groups.map((_, i) => columnName(groups, i)), rows },
    {
      kind: 'table',
      label,
      columns: single
        ? [
            { label: 'Answer', width: 0.5 },
            { label: 'Responses', align: 'right', width: 0.25 },
            { label: 'Share', align: 'right', width: 0.25 },
          ]
        : [
            { label: 'Answer', width: 0.4 },
            ...groups.map((_, i) => ({ label: columnName(groups, i), align: 'right' as const, width: 0.3 })),
          ],
      rows: keys.map(([key, text]) => ({
        cells: single
          ? [
              text,
              String(count(results[0]!, key) ?? 0),
              percent(count(results[0]!, key) ?? 0, results[0]!.answered),
            ]
          : [text, ...results.map((r) => (r ? cell(count(r, key) ?? 0, r.answered) : WITHHELD))],
      })),
    },
  ]
  return blocks
}

/** One figure per group (an average, a score) as a sentence or a small table. */
function figureBlock(
  what: string,
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
  value: (r: QuestionResult) => string | null,
): PrintBlock {
  if (groups.length === 1)
    return { kind: 'paragraph', strong: true, text: `${what}: ${value(results[0]!) ?? '—'}` }
  return {
    kind: 'facts',
    rows: groups.map((_, i) => ({
      label: `${what}, ${i ? 'B' : 'A'}`,
      value: results[i] ? (value(results[i]!) ?? '—') : WITHHELD,
    })),
  }
}

/** The blocks of question `index` for each group. */
export function questionBlocks(q: Question, index: number, groups: ReportGroup[]): PrintBlock[] {
  const results = groups.map((g) => shownResult(g.results.questions[index]))
  const label = `Question ${index + 1}, ${q.prompt}`
  const answered = groups.map((g, i) => {
    const r = results[i]
    // The report's first lines say why a group or an answer is withheld; here, only that it is.
    const text = r ? `${plural(r.answered, 'person', 'people')} answered.` : TOO_FEW
    return groups.length > 1 ? `Group ${i ? 'B' : 'A'}: ${text}` : text
  })
  const blocks: PrintBlock[] = [
    { kind: 'heading', text: `${index + 1}. ${q.prompt}` },
    ...answered.map((text): PrintBlock => ({ kind: 'paragraph', tone: 'note', text })),
  ]
  if (results.every((r) => !r)) return blocks
  if (q.confidential) return [...blocks, { kind: 'paragraph', text: CONFIDENTIAL }]
  const mean = (r: QuestionResult) => (r.mean == null ? null : formatMean(r.mean))
  switch (q.type) {
    case 'single':
    case 'multiple':
    case 'yes_no':
      blocks.push(...countBlocks(label, groups, results))
      if (q.allowOther) blocks.push(...textBlocks(groups, results, true))
      break
    case 'rating':
      blocks.push(
        figureBlock('Average out of 5', groups, results, mean),
        ...countBlocks(label, groups, results),
      )
      break
    case 'nps':
      blocks.push(
        figureBlock('Net Promoter Score', groups, results, (r) =>
          r.nps ? `${r.nps.score > 0 ? '+' : ''}${r.nps.score}` : null,
        ),
        ...countBlocks(`${label}, by score from 0 to 10`, groups, results),
      )
      break
    case 'number':
      blocks.push(figureBlock('Average', groups, results, mean))
      break
    case 'ranking':
      blocks.push(
        { kind: 'paragraph', tone: 'note', text: 'Average position, where 1 is the top of the list.' },
        ...rankingBlocks(label, q, groups, results),
      )
      break
    case 'matrix':
      blocks.push(...matrixBlocks(label, groups, results))
      break
    case 'short_text':
    case 'long_text':
      blocks.push(...textBlocks(groups, results, false))
      break
    case 'date':
      blocks.push({ kind: 'paragraph', tone: 'note', text: 'The dates given are in the CSV export.' })
  }
  return blocks
}
