import { Field, TextArea, TextInput } from '~/components/ui/form-field'
import { ItemButtons } from '~/components/staff/item-buttons'
import { SpanishField } from '~/components/staff/spanish-field'
import type { CandidateValues } from './election-form-values'

/** The API's limit on a statement (schemas.ts), shown beside the field as it fills. */
export const STATEMENT_LIMIT = 3000

const count = (n: number) => n.toLocaleString('en-US')

/** One candidate of a race: the name as the ballot shows it, and their statement in their own words. */
export function CandidateFields({
  candidate,
  index,
  total,
  path,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  candidate: CandidateValues
  index: number
  total: number
  /** "contests.0.options.1": where the server's fieldErrors for this candidate begin. */
  path: string
  error: (key: string) => string | undefined
  onChange: (patch: Partial<CandidateValues>) => void
  onMove: (to: number) => void
  onRemove: () => void
}) {
  const name = candidate.label.trim()
  const used = candidate.statement.length
  return (
    <div className="grid gap-3">
      <div className="flex items-end gap-2">
        <Field
          label={`Candidate ${index + 1}`}
          name="candidate"
          error={error(`${path}.label`)}
          className="flex-1"
        >
          {(control) => (
            <TextInput
              {...control}
              value={candidate.label}
              autoComplete="off"
              onChange={(e) => onChange({ label: e.currentTarget.value })}
            />
          )}
        </Field>
        <div className="pb-1">
          <ItemButtons
            name={name ? `candidate ${name}` : `candidate ${index + 1}`}
            index={index}
            count={total}
            onMove={onMove}
            onRemove={onRemove}
          />
        </div>
      </div>
      <SpanishField
        label={`Candidate ${index + 1}`}
        name={`${path}.translations.es.label`}
        error={error(`${path}.translations.es.label`)}
        maxLength={200}
        hint={
          <>
            Only for a choice that reads differently in Spanish, such as{' '}
            <span lang="es">“Mantener la junta actual”</span>. Left blank, the ballot shows the name as
            written.
          </>
        }
        value={candidate.labelEs}
        onChange={(labelEs) => onChange({ labelEs })}
        className=""
      />
      <Field
        label={
          <>
            Statement <span className="sr-only">of {name || 'the candidate above'} </span>(optional)
          </>
        }
        name="statement"
        error={error(`${path}.statement`)}
        hint={`In the candidate’s own words; voters can open it on the ballot. Plain text, line breaks kept. ${count(used)} of ${count(STATEMENT_LIMIT)} characters.`}
      >
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={STATEMENT_LIMIT}
            value={candidate.statement}
            onChange={(e) => onChange({ statement: e.currentTarget.value })}
          />
        )}
      </Field>
      <SpanishField
        label={`Statement of ${name || `candidate ${index + 1}`}`}
        name={`${path}.translations.es.statement`}
        error={error(`${path}.translations.es.statement`)}
        maxLength={STATEMENT_LIMIT}
        rows={3}
        value={candidate.statementEs}
        onChange={(statementEs) => onChange({ statementEs })}
        className=""
      />
    </div>
  )
}
