import type { Translations } from '~/i18n/translations'
import type { ElectionFormValues } from './election-form-values'

// The Spanish that staff write beside an election's English, as the form holds it. Each text is optional:
// the Spanish ballot (/es/vote/…) shows the English wherever one is blank (localized.ts).

/** A stored item's Spanish text of one field, '' when none was written. */
export function spanishOf(item: { translations?: Translations }, field: string): string {
  const text = item.translations?.es?.[field]
  return typeof text === 'string' ? text : ''
}

/** Every Spanish text staff can write: the election's, each contest's and each candidate's. */
export function spanishTexts(values: ElectionFormValues): string[] {
  return [
    values.titleEs,
    values.descriptionEs,
    values.noticeEs,
    ...values.contests.flatMap((contest) => [
      contest.titleEs,
      contest.descriptionEs,
      ...(contest.kind === 'candidates'
        ? contest.options.flatMap((option) => [option.labelEs, option.statementEs])
        : []),
    ]),
  ]
}

/** The same election with no Spanish text: what is saved once staff untick "Also in Spanish". */
export function withoutSpanish(values: ElectionFormValues): ElectionFormValues {
  return {
    ...values,
    titleEs: '',
    descriptionEs: '',
    noticeEs: '',
    contests: values.contests.map((contest) =>
      contest.kind === 'candidates'
        ? {
            ...contest,
            titleEs: '',
            descriptionEs: '',
            options: contest.options.map((option) => ({ ...option, labelEs: '', statementEs: '' })),
          }
        : { ...contest, titleEs: '', descriptionEs: '' },
    ),
  }
}
