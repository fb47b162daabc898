import { Field, SelectInput, TextInput } from '~/components/ui/form-field'
import { RESULTS_VISIBILITIES, visibilityLabels, type ResultsVisibility } from '../types'
import { CheckboxField } from '~/components/ui/checkbox-field'
import type { ElectionFormValues } from './election-form-values'

/** Secrecy, changing a ballot, confirmations to owners, who sees results, quorum and reminders: each starts from the community. */
export function ElectionFormRules({
  values,
  error,
  onChange,
}: {
  values: ElectionFormValues
  error: (key: string) => string | undefined
  onChange: (patch: Partial<ElectionFormValues>) => void
}) {
  // A message about one reminder ("reminderDays.1") shows on the one field.
  const reminderError =
    error('reminderDays') ?? [0, 1, 2, 3, 4, 5].map((i) => error(`reminderDays.${i}`)).find(Boolean)
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2 sm:items-start">
      <legend className="mb-1 font-serif text-lg font-semibold text-brand-900">Voting rules</legend>
      <p className="text-sm text-muted sm:col-span-2">
        These start from the community’s settings. Change them only where this vote’s bylaws or board
        resolution say otherwise.
      </p>
      <div className="grid content-start gap-4 sm:col-span-2">
        <CheckboxField
          label="Secret ballot"
          hint="Ballots are stored without the unit or owner. Staff see who voted and how (online, paper, proxy), never for whom."
          checked={values.secret}
          error={error('secret')}
          onChange={(secret) => onChange({ secret })}
        />
        <CheckboxField
          label="An owner may change a ballot already cast, until voting closes"
          hint="Off unless the bylaws allow it: a ballot cannot be revoked (Utah Code 16-6a-709(5)). On a secret ballot, allowing changes keeps a coded link between unit and ballot, which weakens secrecy."
          checked={values.revoteAllowed}
          error={error('revoteAllowed')}
          onChange={(revoteAllowed) => onChange({ revoteAllowed })}
        />
        <CheckboxField
          label="Email owners a confirmation after their unit votes"
          hint="Each owner of the unit with an email on the roll hears that the unit voted, the day and how (online, paper or proxy). It never includes the unit’s choices."
          checked={values.sendConfirmations}
          error={error('sendConfirmations')}
          onChange={(sendConfirmations) => onChange({ sendConfirmations })}
        />
      </div>
      <Field
        label="Quorum (percent)"
        name="quorumPercent"
        required
        error={error('quorum.percent')}
        hint="0 means the ballots received make the quorum (Utah Code 16-6a-709(3)(b))."
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="decimal"
            value={values.quorumPercent}
            onChange={(e) => onChange({ quorumPercent: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field label="Quorum is counted by" name="quorumBasis" required error={error('quorum.basis')}>
        {(control) => (
          <SelectInput
            {...control}
            value={values.quorumBasis}
            onChange={(e) => onChange({ quorumBasis: e.currentTarget.value as 'units' | 'weight' })}
          >
            <option value="units">Units (one per unit)</option>
            <option value="weight">Vote weight</option>
          </SelectInput>
        )}
      </Field>
      <Field
        label="Who may see the results"
        name="resultsVisibility"
        error={error('resultsVisibility')}
        hint="Results are published only after staff certify them."
      >
        {(control) => (
          <SelectInput
            {...control}
            value={values.resultsVisibility}
            onChange={(e) => onChange({ resultsVisibility: e.currentTarget.value as ResultsVisibility })}
          >
            {RESULTS_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {visibilityLabels[v]}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Field
        label="Reminders (days before closing)"
        name="reminderDays"
        error={reminderError}
        hint="Units that have not voted get an email this many days before voting closes, for example “7, 1”. Leave empty for none."
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            value={values.reminderDays}
            onChange={(e) => onChange({ reminderDays: e.currentTarget.value })}
          />
        )}
      </Field>
    </fieldset>
  )
}
