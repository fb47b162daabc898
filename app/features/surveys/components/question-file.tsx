import { useEffect } from 'react'
import { controlClasses } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { isFileAnswer, pendingFile } from '../file-answers'
import { acceptAttribute, kindList } from '../file-kinds'
import { heldFile, holdFile } from '../respond-files'
import { answerField } from '../respond-fields'
import { inputDomId, type QuestionControlProps } from './question-field'
import { Hint, join } from './question-text'

// A file question: the phone's or computer's own file picker, with the kinds and size it takes and the
// name of the file chosen. Without JavaScript the file posts with the form (multipart).

export function FileField({
  question,
  value,
  onChange,
  describedBy,
  invalid,
  hydrated,
}: QuestionControlProps) {
  const t = useT('survey')
  const hintId = `${inputDomId(question.id)}-hint`
  const chosen = isFileAnswer(value) ? value : undefined
  // A name saved with the answers whose file this page no longer holds (a reload): it must be chosen again.
  const lost = hydrated && chosen !== undefined && !heldFile(question.id)
  useEffect(() => {
    if (lost) onChange(undefined)
  }, [lost, onChange])
  return (
    <div className="grid gap-1.5">
      <input
        id={inputDomId(question.id)}
        type="file"
        name={answerField(question.id)}
        accept={acceptAttribute(question.fileKinds)}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          holdFile(question.id, file)
          onChange(file ? pendingFile(file) : undefined)
        }}
        aria-describedby={join(describedBy, hintId)}
        aria-invalid={invalid || undefined}
        className={controlClasses(
          'h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800',
        )}
      />
      <Hint id={hintId} text={t('file.hint', { kinds: kindList(question.fileKinds, t) })} />
      {chosen && !lost ? (
        <p className="text-sm break-words text-brand-800" aria-live="polite">
          {t('file.chosen', { file: chosen.file })}
        </p>
      ) : null}
    </div>
  )
}
