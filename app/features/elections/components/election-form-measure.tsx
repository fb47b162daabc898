import { Field, SelectInput, TextArea, TextInput } from '~/components/ui/form-field'
import { THRESHOLD_BASES, type ThresholdBase, type ThresholdComparison } from '../types'
import { RadioGroup } from '~/components/ui/radio-group'
import { SpanishField } from '~/components/staff/spanish-field'
import {
  ruleInWords,
  THRESHOLD_PRESETS,
  type MeasureValues,
  type ThresholdPreset,
} from './election-form-values'

const BASE_LABELS: Record<ThresholdBase, string> = {
  yes_no: 'The weight voting yes or no',
  ballots_cast: 'The weight of all ballots cast',
  all_weight: 'All voting weight on the roll',
}

const BASE_HINTS: Record<ThresholdBase, string> = {
  yes_no: 'Abstentions and blank answers are left out.',
  ballots_cast: 'Every ballot counts in the base, abstentions included.',
  all_weight: 'Units that do not vote count as not in favour (amendments often need this).',
}

/**
 * A measure: owners answer Yes, No or Abstain. It passes when the Yes weight reaches the threshold, a
 * fraction of the base chosen here; the rule is shown in words as the results will state it.
 */
export function MeasureEditor({
  measure,
  path,
  error,
  onChange,
}: {
  measure: MeasureValues
  path: string
  error: (key: string) => string | undefined
  onChange: (patch: Partial<MeasureValues>) => void
}) {
  const rule = ruleInWords(measure)
  const custom = measure.preset === 'custom'
  const thresholdError =
    error(`${path}.threshold.numerator`) ??
    error(`${path}.threshold.denominator`) ??
    error(`${path}.threshold`)

  function choosePreset(preset: ThresholdPreset) {
    const found = THRESHOLD_PRESETS.find((p) => p.id === preset)!
    onChange(
      preset === 'custom'
        ? { preset }
        : { preset, numerator: String(found.numerator), denominator: String(found.denominator) },
    )
  }

  return (
    <div className="grid gap-4">
      <Field
        label="Measure"
        name="title"
        required
        error={error(`${path}.title`)}
        hint="The question owners answer, for example “Adopt the amended pet rule (Article 6)”."
      >
        {(control) => (
          <TextInput
            {...control}
            value={measure.title}
            onChange={(e) => onChange({ title: e.currentTarget.value })}
          />
        )}
      </Field>
      <SpanishField
        label="Measure"
        name={`${path}.translations.es.title`}
        error={error(`${path}.translations.es.title`)}
        maxLength={500}
        value={measure.titleEs}
        onChange={(titleEs) => onChange({ titleEs })}
        className=""
      />
      <Field
        label="Text of the measure"
        name="description"
        error={error(`${path}.description`)}
        hint="What owners need to decide: the proposed wording, the cost, the board’s reasons (Utah Code 16-6a-709(4)(d))."
      >
        {(control) => (
          <TextArea
            {...control}
            rows={4}
            value={measure.description}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        )}
      </Field>
      <SpanishField
        label="Text of the measure"
        name={`${path}.translations.es.description`}
        error={error(`${path}.translations.es.description`)}
        maxLength={5000}
        rows={4}
        value={measure.descriptionEs}
        onChange={(descriptionEs) => onChange({ descriptionEs })}
        className=""
      />
      <div className="grid gap-6 md:grid-cols-2">
        <RadioGroup
          legend="Passes with"
          name={`preset-${measure.key}`}
          value={measure.preset}
          options={THRESHOLD_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
          onChange={choosePreset}
        />
        <RadioGroup
          legend="Share of"
          name={`base-${measure.key}`}
          value={measure.base}
          options={THRESHOLD_BASES.map((base) => ({
            value: base,
            label: (
              <>
                {BASE_LABELS[base]}
                <span className="block text-xs text-muted">{BASE_HINTS[base]}</span>
              </>
            ),
          }))}
          onChange={(base) => onChange({ base })}
        />
      </div>
      {custom ? (
        <fieldset className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-3 sm:items-start">
          <legend className="px-1 text-sm font-semibold text-ink">Custom fraction</legend>
          <Field label="Comparison" name="comparison">
            {(control) => (
              <SelectInput
                {...control}
                value={measure.comparison}
                onChange={(e) => onChange({ comparison: e.currentTarget.value as ThresholdComparison })}
              >
                <option value="at_least">At least</option>
                <option value="more_than">More than</option>
              </SelectInput>
            )}
          </Field>
          <Field label="Numerator" name="numerator" required error={error(`${path}.threshold.numerator`)}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                value={measure.numerator}
                onChange={(e) => onChange({ numerator: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label="Denominator"
            name="denominator"
            required
            error={error(`${path}.threshold.denominator`)}
          >
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                value={measure.denominator}
                onChange={(e) => onChange({ denominator: e.currentTarget.value })}
              />
            )}
          </Field>
        </fieldset>
      ) : null}
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900" aria-live="polite">
        <span className="font-semibold">Rule: </span>
        {rule ?? 'Enter a fraction of two whole numbers, the numerator no larger than the denominator.'}
        {rule ? ' Quorum must also be met. Owners answer Yes, No or Abstain.' : ''}
      </p>
      {thresholdError && !custom ? (
        <p className="text-sm font-medium text-rock-700">{thresholdError}</p>
      ) : null}
    </div>
  )
}
