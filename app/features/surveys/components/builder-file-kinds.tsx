import { CheckboxField } from '~/components/ui/checkbox-field'
import { FILE_KIND_LABELS, FILE_KINDS, type FileKind } from '../file-kinds'
import type { QuestionValues } from './builder-values'

type Props = {
  question: QuestionValues
  errorKey: string
  error: (key: string) => string | undefined
  set: (patch: Partial<QuestionValues>) => void
}

// A file question's part of the builder: which kinds of file it takes (at least one), each a checkbox.

const HINTS: Partial<Record<FileKind, string>> = {
  heic: 'Photos from an iPhone.',
  word: '.doc and .docx',
  excel: '.xls and .xlsx',
}

export function BuilderFileKinds({ question, errorKey, error, set }: Props) {
  const problem = error(`${errorKey}.fileKinds`)
  const problemId = `${question.id}-file-kinds-error`
  const toggle = (kind: FileKind, on: boolean) =>
    set({
      fileKinds: on ? [...question.fileKinds, kind] : question.fileKinds.filter((k) => k !== kind),
    })
  return (
    <fieldset className="grid gap-3" aria-describedby={problem ? problemId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-brand-900">Kinds of file accepted</legend>
      <p className="text-sm text-muted">
        One file per answer, at most 10 MB, checked by its content. Only staff (and the board of the survey’s
        community) see the files; the results count them. In an anonymous survey the file’s own name is
        replaced by a neutral one such as “answer-3.pdf”, but a photo can still show where it was taken.
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {FILE_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={FILE_KIND_LABELS[kind]}
            hint={HINTS[kind]}
            checked={question.fileKinds.includes(kind)}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
      </div>
      {problem ? (
        <p id={problemId} className="text-sm font-medium text-rock-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
