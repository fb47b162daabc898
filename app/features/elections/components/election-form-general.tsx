import { CheckboxField } from '~/components/ui/checkbox-field'
import { Field, SelectInput, TextArea, TextInput } from '~/components/ui/form-field'
import { SpanishField } from '~/components/staff/spanish-field'
import { DateField } from './election-form-date-field'
import { NoticeField } from './election-form-notice-field'
import type { CommunityChoice, ElectionFormValues } from './election-form-values'

/**
 * The election's own part of the form: its community, title, description, voting window and notice, each
 * with its Spanish beside it while "Also in Spanish" is ticked.
 */
export function ElectionFormGeneral({
  values,
  communities,
  mode,
  error,
  onChange,
  onCommunity,
}: {
  values: ElectionFormValues
  communities: CommunityChoice[]
  mode: 'create' | 'edit'
  error: (key: string) => string | undefined
  onChange: (patch: Partial<ElectionFormValues>) => void
  /** A community chosen from the list (undefined for none): its defaults come with it. */
  onCommunity: (community: CommunityChoice | undefined) => void
}) {
  const community = communities.find((c) => c.id === values.communityId)
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <legend className="mb-4 font-serif text-lg font-semibold text-brand-900">The election</legend>
      <div className="sm:col-span-2">
        <CheckboxField
          label="Also in Spanish"
          hint={
            values.spanish
              ? 'A Spanish field stands beside each English one. Each is optional: the Spanish ballot (/es/vote/…) shows the English wherever one is left blank. Untick this to save the election without its Spanish text.'
              : 'Adds a Spanish field beside each English one, for the Spanish ballot (/es/vote/…).'
          }
          checked={values.spanish}
          onChange={(spanish) => onChange({ spanish })}
        />
      </div>
      {mode === 'create' ? (
        <Field
          label="Community"
          name="communityId"
          required
          error={error('communityId')}
          className="sm:col-span-2"
        >
          {(control) => (
            <SelectInput
              {...control}
              placeholder="Choose the community"
              value={values.communityId}
              onChange={(e) => {
                onCommunity(communities.find((c) => c.id === e.currentTarget.value))
              }}
            >
              {communities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
      ) : (
        <p className="text-sm sm:col-span-2">
          <span className="font-semibold">Community:</span> {community?.name}
        </p>
      )}
      <Field
        label="Title"
        name="title"
        required
        error={error('title')}
        className="sm:col-span-2"
        hint="For example “2026 annual meeting: board election and budget”."
      >
        {(control) => (
          <TextInput
            {...control}
            value={values.title}
            onChange={(e) => onChange({ title: e.currentTarget.value })}
          />
        )}
      </Field>
      <SpanishField
        label="Title"
        name="translations.es.title"
        error={error('translations.es.title')}
        maxLength={200}
        value={values.titleEs}
        onChange={(titleEs) => onChange({ titleEs })}
      />
      <Field
        label="Description (optional)"
        name="description"
        error={error('description')}
        className="sm:col-span-2"
      >
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            value={values.description}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        )}
      </Field>
      <SpanishField
        label="Description"
        name="translations.es.description"
        error={error('translations.es.description')}
        maxLength={5000}
        rows={3}
        value={values.descriptionEs}
        onChange={(descriptionEs) => onChange({ descriptionEs })}
      />
      <DateField
        label="Voting opens"
        name="opensAt"
        value={values.opensAt}
        error={error('opensAt')}
        onChange={(opensAt) => onChange({ opensAt })}
      />
      <DateField
        label="Voting closes"
        name="closesAt"
        value={values.closesAt}
        error={error('closesAt')}
        onChange={(closesAt) => onChange({ closesAt })}
      />
      <NoticeField
        values={values}
        community={community}
        error={error('notice')}
        onChange={(notice) => onChange({ notice })}
      />
      <SpanishField
        label="Notice to owners"
        name="translations.es.notice"
        error={error('translations.es.notice')}
        maxLength={20000}
        rows={8}
        hint="The drafting button above writes the English notice only: translate it here once it reads right."
        value={values.noticeEs}
        onChange={(noticeEs) => onChange({ noticeEs })}
      />
    </fieldset>
  )
}
