import { Wand2 } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { Field, TextArea } from '~/components/ui/form-field'
import { draftNotice } from './election-form-notice'
import type { CommunityChoice, ElectionFormValues } from './election-form-values'

/**
 * The notice printed on the ballot, with a helper that drafts the sentences Utah Code 16-6a-709(4)
 * requires (quorum, approval needed, deadline) from the form. A draft replaces the text; Undo brings the
 * earlier text back.
 */
export function NoticeField({
  values,
  community,
  error,
  onChange,
}: {
  values: ElectionFormValues
  community: CommunityChoice | undefined
  error?: string
  onChange: (notice: string) => void
}) {
  const [status, setStatus] = useState<string | null>(null)
  const [previous, setPrevious] = useState<string | null>(null)

  function draft() {
    const result = draftNotice(values, community)
    if (!result.ok) {
      setStatus(`To draft the notice, first fill in ${result.missing.join(' and ')}.`)
      return
    }
    setPrevious(values.notice.trim() ? values.notice : null)
    onChange(result.text)
    setStatus('Notice drafted from the form. Read it through and add anything your bylaws require.')
  }

  return (
    <div className="grid gap-2 sm:col-span-2">
      <Field
        label="Notice to owners"
        name="notice"
        error={error}
        hint="Shown at the top of every ballot. A ballot vote’s notice must state the responses needed for quorum, the approval needed for each measure and the deadline (Utah Code 16-6a-709(4))."
      >
        {(control) => (
          <TextArea
            {...control}
            rows={8}
            value={values.notice}
            onChange={(e) => {
              onChange(e.currentTarget.value)
              setPrevious(null)
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={draft}>
          <Wand2 aria-hidden="true" className="size-4" />
          Draft the notice from this form
        </button>
        {previous !== null ? (
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            onClick={() => {
              onChange(previous)
              setPrevious(null)
              setStatus('The earlier notice is back.')
            }}
          >
            Undo
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {status}
      </p>
    </div>
  )
}
