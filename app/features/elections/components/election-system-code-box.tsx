import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { Field, TextInput } from '~/components/ui/form-field'
import { submitJson } from '~/lib/form-submit'
import { readEnteredCode } from '../voter-code'
import { BAD_CODE_MESSAGE, CODE_HELP, EMPTY_CODE_MESSAGE } from './election-system-code'

/**
 * "Have a voting code?": a voter code or a voting link leads to the ballot. A plain GET form to /vote, so it
 * works before (or without) JavaScript: that page's loader looks the code up and sends the browser on. With
 * JavaScript a link goes straight to its ballot and a code is looked up by POST, so it never sits in a URL.
 */
export function VotingCodeBox({ serverError }: { serverError: string | null }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(serverError)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')
    const entered = input?.value ?? ''
    const read = readEnteredCode(entered)
    if (!read) {
      setError(entered.trim() ? BAD_CODE_MESSAGE : EMPTY_CODE_MESSAGE)
      input?.focus()
      return
    }
    setError(null)
    if (read.kind === 'link') return void navigate(`/vote/${read.token}`)
    setBusy(true)
    const result = await submitJson<{ token: string }>('/api/elections/ballot/code', { code: read.code })
    setBusy(false)
    if (result.ok) return void navigate(`/vote/${result.data.token}`)
    setError(result.message)
    input?.focus()
  }

  return (
    <div className="grid content-start gap-4 rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex items-center gap-3">
        <IconBadge>
          <KeyRound aria-hidden="true" className="size-6" />
        </IconBadge>
        <h2 id="voting-code-heading" className="text-xl font-semibold">
          Have a voting code?
        </h2>
      </div>
      <p className="text-muted">
        Your printed notice or mail ballot shows a voting code; your invitation email holds a personal voting
        link. Either one opens your unit’s ballot.
      </p>
      <form method="get" action="/vote" noValidate onSubmit={submit} className="grid gap-4">
        <Field label="Voting code or link" name="code" hint={CODE_HELP} error={error ?? undefined}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Button type="submit" className="justify-self-start" disabled={busy}>
          {busy ? 'Finding your ballot…' : 'Go to my ballot'}
        </Button>
      </form>
    </div>
  )
}
