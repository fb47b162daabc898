import type { PrintBlock } from '~/lib/print-blocks'
import { formatNumber } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import { formatMean, percent } from './components/results-format'
import type { ResultsWords } from './results-words'
import type { Question, QuestionResult, SurveyResults } from './types'

// The report's blocks for rankings, matrices and written answers, and what every question's blocks share.

export type ReportGroup = { name: string; results: SurveyResults }

const TEXTS_SHOWN = 10

export const shownResult = (r: QuestionResult | undefined) => (r && !r.suppressed ? r : null)
export const cell = (count: number, of: number, locale: Locale) =>
  `${formatNumber(locale, count)} (${percent(count, of, locale)})`
/** A group's column: "A: Owners", or "Responses" when the report is about one group. */
export const columnName = (groups: ReportGroup[], i: number, t: ResultsWords) =>
  groups.length > 1
    ? t('compare.groupShort', { letter: i ? 'B' : 'A', name: groups[i]!.name })
    : t('chart.responses')

export function rankingBlocks(
  label: string,
  q: Question,
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
  t: ResultsWords,
) {
  const { locale } = t
  const places = Math.max(1, q.options?.length ?? 1)
  const position = (r: QuestionResult | null, key: string) =>
    r?.ranking?.find((x) => x.key === key)?.averagePosition
  const options = q.options ?? []
  return [
    {
      kind: 'bars',
      label,
      series: groups.map((_, i) => columnName(groups, i, t)),
      rows: options.map((o) => ({
        label: o.label,
        values: results.map((r) => {
          const p = position(r, o.id)
          return p === undefined
            ? null
            : {
                share: places === 1 ? 1 : (places - p) / (places - 1),
                text: t('report.position', { mean: formatMean(p, locale) }),
              }
        }),
      })),
    },
    {
      kind: 'table',
      label,
      columns: [
        { label: t('ranking.choice'), width: 0.4 },
        ...groups.map((_, i) => ({
          label:
            groups.length > 1
              ? t('report.averagePositionOf', { letter: i ? 'B' : 'A' })
              : t('report.averagePosition'),
          align: 'right' as const,
          width: 0.6 / groups.length,
        })),
      ],
      rows: options.map((o) => ({
        cells: [
          o.label,
          ...results.map((r) => {
            const p = position(r, o.id)
            return r ? (p === undefined ? '—' : formatMean(p, locale)) : t('compare.withheld')
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
  t: ResultsWords,
): PrintBlock[] {
  return results.flatMap((r, i): PrintBlock[] => {
    const title =
      groups.length > 1
        ? [
            {
              kind: 'paragraph' as const,
              strong: true,
              text: t('compare.groupName', { letter: i ? 'B' : 'A', name: groups[i]!.name }),
            },
          ]
        : []
    if (!r?.matrix?.length) return [...title, { kind: 'paragraph', tone: 'note', text: t('question.tooFew') }]
    const scale = r.matrix[0]!.counts
    return [
      ...title,
      {
        kind: 'table',
        label,
        columns: [
          { label: t('report.row'), width: 0.3 },
          ...scale.map((s) => ({ label: s.label, align: 'right' as const, width: 0.7 / scale.length })),
        ],
        rows: r.matrix.map((row) => {
          const total = row.counts.reduce((sum, c) => sum + c.count, 0)
          return { cells: [row.label, ...row.counts.map((c) => cell(c.count, total, t.locale))] }
        }),
      },
    ]
  })
}

export function textBlocks(
  groups: ReportGroup[],
  results: Array<QuestionResult | null>,
  other: boolean,
  t: ResultsWords,
): PrintBlock[] {
  if (groups.length > 1) return [{ kind: 'paragraph', tone: 'note', text: t('report.textsByGroup') }]
  const r = results[0]
  if (!r) return []
  if (r.othersWithheld) return [{ kind: 'paragraph', tone: 'note', text: t('question.fewOthers') }]
  const texts = r.texts ?? []
  if (!texts.length) return other ? [] : [{ kind: 'paragraph', tone: 'note', text: t('report.noTexts') }]
  const shown = texts.slice(0, TEXTS_SHOWN)
  return [
    {
      kind: 'paragraph',
      text: t(other ? 'report.latestOthers' : 'report.latest', { count: shown.length }),
    },
    { kind: 'list', items: shown },
  ]
}
