import type { BarRow, PrintBlock } from '~/lib/print-blocks'
import { formatNumber } from '~/i18n/format'
import { DEFAULT_LOCALE } from '~/i18n/locales'
import { formatMean, percent } from './components/results-format'
import {
  cell,
  columnName,
  matrixBlocks,
  rankingBlocks,
  shownResult,
  textBlocks,
  type ReportGroup,
} from './report-blocks'
import type { ResultsWords } from './results-words'
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
function countBlocks(
  label: string,
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
  t: ResultsWords,
) {
  const { locale } = t
  const keys = answerKeys(results)
  const count = (r: QuestionResult | null, key: string) =>
    r ? ((r.counts as Counts | undefined)?.find((c) => c.key === key)?.count ?? 0) : null
  const rows: BarRow[] = keys.map(([key, text]) => ({
    label: text,
    values: results.map((r) => {
      const n = count(r, key)
      return n === null || !r
        ? null
        : { share: r.answered ? n / r.answered : 0, text: cell(n, r.answered, locale) }
    }),
  }))
  const single = groups.length === 1
  // English prints the plain count it always printed; another language writes it through `Intl`.
  const tally = (n: number) => (locale === DEFAULT_LOCALE ? String(n) : formatNumber(locale, n))
  const blocks: PrintBlock[] = [
    { kind: 'bars', label, series: groups.map((_, i) => columnName(groups, i, t)), rows },
    {
      kind: 'table',
      label,
      columns: single
        ? [
            { label: t('chart.answer'), width: 0.5 },
            { label: t('chart.responses'), align: 'right', width: 0.25 },
            { label: t('nps.share'), align: 'right', width: 0.25 },
          ]
        : [
            { label: t('chart.answer'), width: 0.4 },
            ...groups.map((_, i) => ({
              label: columnName(groups, i, t),
              align: 'right' as const,
              width: 0.3,
            })),
          ],
      rows: keys.map(([key, text]) => ({
        cells: single
          ? [
              text,
              tally(count(results[0]!, key) ?? 0),
              percent(count(results[0]!, key) ?? 0, results[0]!.answered, locale),
            ]
          : [
              text,
              ...results.map((r) =>
                r ? cell(count(r, key) ?? 0, r.answered, locale) : t('compare.withheld'),
              ),
            ],
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
  t: ResultsWords,
): PrintBlock {
  if (groups.length === 1)
    return {
      kind: 'paragraph',
      strong: true,
      text: t('report.figure', { what, value: value(results[0]!) ?? '—' }),
    }
  return {
    kind: 'facts',
    rows: groups.map((_, i) => ({
      label: t('report.figureOf', { what, letter: i ? 'B' : 'A' }),
      value: results[i] ? (value(results[i]!) ?? '—') : t('compare.withheld'),
    })),
  }
}

/** The blocks of question `index` for each group. */
export function questionBlocks(
  q: Question,
  index: number,
  groups: ReportGroup[],
  t: ResultsWords,
): PrintBlock[] {
  const { locale } = t
  const results = groups.map((g) => shownResult(g.results.questions[index]))
  const label = t('question.caption', { number: index + 1, prompt: q.prompt })
  const answered = groups.map((g, i) => {
    const r = results[i]
    // The report's first lines say why a group or an answer is withheld; here, only that it is.
    const text = r ? t('question.answered', { count: r.answered }) : t('question.tooFew')
    return groups.length > 1 ? t('report.groupLine', { letter: i ? 'B' : 'A', text }) : text
  })
  const blocks: PrintBlock[] = [
    { kind: 'heading', text: `${index + 1}. ${q.prompt}` },
    ...answered.map((text): PrintBlock => ({ kind: 'paragraph', tone: 'note', text })),
  ]
  if (results.every((r) => !r)) return blocks
  if (q.confidential) return [...blocks, { kind: 'paragraph', text: t('question.confidential') }]
  const mean = (r: QuestionResult) => (r.mean == null ? null : formatMean(r.mean, locale))
  switch (q.type) {
    case 'single':
    case 'multiple':
    case 'yes_no':
      blocks.push(...countBlocks(label, groups, results, t))
      if (q.allowOther) blocks.push(...textBlocks(groups, results, true, t))
      break
    case 'rating':
      blocks.push(
        figureBlock(t('compare.averageOf5'), groups, results, mean, t),
        ...countBlocks(label, groups, results, t),
      )
      break
    case 'nps':
      blocks.push(
        figureBlock(
          t('nps.title'),
          groups,
          results,
          (r) => (r.nps ? `${r.nps.score > 0 ? '+' : ''}${r.nps.score}` : null),
          t,
        ),
        ...countBlocks(t('report.byScore', { label }), groups, results, t),
      )
      break
    case 'number':
      blocks.push(figureBlock(t('compare.average'), groups, results, mean, t))
      break
    case 'ranking':
      blocks.push(
        { kind: 'paragraph', tone: 'note', text: t('ranking.explain') },
        ...rankingBlocks(label, q, groups, results, t),
      )
      break
    case 'matrix':
      blocks.push(...matrixBlocks(label, groups, results, t))
      break
    case 'short_text':
    case 'long_text':
      blocks.push(...textBlocks(groups, results, false, t))
      break
    case 'date':
      blocks.push({ kind: 'paragraph', tone: 'note', text: t('question.dates') })
  }
  return blocks
}
