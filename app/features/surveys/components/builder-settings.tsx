import { Field, TextArea, TextInput } from '~/components/ui/form-field'
import { formatUtahDateTime } from '~/lib/dates'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { RadioGroup } from '~/components/ui/radio-group'
import { utahLocalToIso } from '~/lib/utah-local-time'
import { BuilderCommunity } from './builder-community'
import { SpanishField } from '~/components/staff/spanish-field'
import type { BuilderValues } from './builder-values'

export type CommunityOption = { id: string; name: string; owners: number; units: number; withEmail: number }

type Props = {
  values: BuilderValues
  communities: CommunityOption[]
  error: (key: string) => string | undefined
  onChange: (patch: Partial<BuilderValues>) => void
}

const legend = 'mb-4 font-serif text-lg font-semibold text-brand-900'

/** The survey's own settings: wording, privacy, who may answer, when, and who sees the results. */
export function BuilderSettings({ values, communities, error, onChange }: Props) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <legend className={legend}>The survey</legend>
        <div className="sm:col-span-2">
          <CheckboxField
            label="Also in Spanish"
            hint={
              values.spanish
                ? 'A Spanish field stands beside each English one. Each is optional: the Spanish page (/es/survey/…) shows the English wherever one is left blank. Untick this to save the survey without its Spanish text.'
                : 'Adds a Spanish field beside each English one, for the Spanish page (/es/survey/…).'
            }
            checked={values.spanish}
            onChange={(spanish) => onChange({ spanish })}
          />
        </div>
        <Field label="Title" name="title" required error={error('title')} className="sm:col-span-2">
          {(control) => (
            <TextInput
              {...control}
              maxLength={200}
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
          label="Link name (optional)"
          name="slug"
          error={error('slug')}
          hint={
            values.slug.trim()
              ? `The survey’s address becomes /survey/${values.slug.trim()}.`
              : 'Lowercase letters, digits and dashes, for a readable address such as /survey/pool-hours. Without one, the address uses the survey’s id.'
          }
          className="sm:col-span-2"
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={60}
              value={values.slug}
              onChange={(e) => onChange({ slug: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label="Introduction (optional)"
          name="description"
          hint="Shown above the first question: what the survey is for and how long it takes."
          error={error('description')}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={4000}
              value={values.description}
              onChange={(e) => onChange({ description: e.currentTarget.value })}
            />
          )}
        </Field>
        <SpanishField
          label="Introduction"
          name="translations.es.description"
          error={error('translations.es.description')}
          maxLength={4000}
          rows={3}
          value={values.descriptionEs}
          onChange={(descriptionEs) => onChange({ descriptionEs })}
        />
        <Field
          label="Thank-you message (optional)"
          name="thankYou"
          hint="Shown after the answers are sent. Without one, respondents read a short thank-you."
          error={error('thankYou')}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              maxLength={2000}
              value={values.thankYou}
              onChange={(e) => onChange({ thankYou: e.currentTarget.value })}
            />
          )}
        </Field>
        <SpanishField
          label="Thank-you message"
          name="translations.es.thankYou"
          error={error('translations.es.thankYou')}
          maxLength={2000}
          rows={2}
          value={values.thankYouEs}
          onChange={(thankYouEs) => onChange({ thankYouEs })}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Anonymous answers"
            checked={values.anonymous}
            onChange={(anonymous) => onChange({ anonymous })}
            error={error('anonymous')}
            hint={
              values.anonymous
                ? 'Nobody, staff included, can tell who gave which answers: an invitation is only marked as used, a response keeps the day it came in but not the time, and results never show a group of fewer than 3 responses. Respondents are told before the first question.'
                : 'Each response records who sent it (the owner or unit of the invitation). Respondents are told before the first question. Choose anonymous for candid feedback.'
            }
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <legend className={legend}>Who can answer, and when</legend>
        <RadioGroup
          legend="Audience"
          className="sm:col-span-2"
          value={values.audience}
          onChange={(audience) => onChange({ audience })}
          error={error('audience')}
          options={[
            {
              value: 'open',
              label: 'Anyone with the link',
              hint: 'One response per browser, and the site’s usual limit per address.',
            },
            {
              value: 'invitation',
              label: 'Owners on a community’s roll, by single-use invitation',
              hint: 'Publishing emails each a link that works once; reminders go only to those who have not answered.',
            },
          ]}
        />
        <BuilderCommunity values={values} communities={communities} error={error} onChange={onChange} />
        {values.audience === 'invitation' ? (
          <>
            <RadioGroup
              legend="Invitations"
              value={values.invitePer}
              onChange={(invitePer) => onChange({ invitePer })}
              error={error('invitePer')}
              options={[
                { value: 'owner', label: 'One per owner', hint: 'Co-owners each answer.' },
                {
                  value: 'unit',
                  label: 'One per unit',
                  hint: 'Each unit answers once, whichever owner answers first.',
                },
              ]}
            />
          </>
        ) : null}
        <DateField
          label="Opens"
          name="opensAt"
          value={values.opensAt}
          error={error('opensAt')}
          onChange={(opensAt) => onChange({ opensAt })}
          empty="Without a date, it opens when you publish it."
        />
        <DateField
          label="Closes"
          name="closesAt"
          value={values.closesAt}
          error={error('closesAt')}
          onChange={(closesAt) => onChange({ closesAt })}
          empty="Without a date, it stays open until you close it."
        />
        <Field
          label="Response limit (optional)"
          name="responseLimit"
          hint="The survey closes to new answers once this many have come in."
          error={error('responseLimit')}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              value={values.responseLimit}
              onChange={(e) => onChange({ responseLimit: e.currentTarget.value })}
            />
          )}
        </Field>
        <div className="self-center sm:col-span-2">
          <CheckboxField
            label="Anyone may see the results"
            checked={values.resultsPublic}
            onChange={(resultsPublic) => onChange({ resultsPublic })}
            error={error('resultsPublic')}
            hint="The results page (charts and text answers) opens without signing in once the survey is published. Otherwise only company staff and the community’s board see it."
          />
        </div>
        <div className="self-center sm:col-span-2">
          <CheckboxField
            label="Show each page's questions in a random order"
            checked={values.shuffleQuestions}
            onChange={(shuffleQuestions) => onChange({ shuffleQuestions })}
            hint="Each respondent keeps their own order when they come back, and questions are numbered as shown. A follow-up shown for an answer on the same page keeps its place after that question. Results keep your order."
          />
        </div>
      </fieldset>
    </>
  )
}

/** A Utah wall-clock date and time, read back in words so the time zone is never in doubt. */
function DateField(props: {
  label: string
  name: string
  value: string
  error?: string
  empty: string
  onChange: (value: string) => void
}) {
  const iso = utahLocalToIso(props.value)
  return (
    <Field
      label={`${props.label} (Utah time, optional)`}
      name={props.name}
      error={props.error}
      hint={iso ? formatUtahDateTime(iso) : props.empty}
    >
      {(control) => (
        <TextInput
          {...control}
          type="datetime-local"
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  )
}
