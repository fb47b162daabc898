import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Form, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { Field, TextInput } from '~/components/ui/form-field'
import { BAD_CODE_MESSAGE, CODE_HELP, votingCodeFrom } from './election-system-code'

/**
 * "Have a voting code?": the link or the code leads to the ballot. A plain GET form, so it works before
 * (or without) JavaScript: the page's loader sends `?code=` on to /vote/<code>. With JavaScript the
 * browser goes there directly.
 */
export function VotingCodeBox({ serverError }: { serverError: string | null }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(serverError)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const entered = String(new FormData(event.currentTarget).get('code') ?? '')
    const code = votingCodeFrom(entered)
    if (!code) {
      setError(entered.trim() ? BAD_CODE_MESSAGE : 'Paste your voting link or type your code.')
      event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus()
      return
    }
    setError(null)
    void navigate(`/vote/${code}`)
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
        Your invitation email and your printed notice both carry a personal voting link. Open it, or enter it
        here.
      </p>
      <Form method="get" action="/election-system" noValidate onSubmit={submit} className="grid gap-4">
        <Field label="Voting link or code" name="code" hint={CODE_HELP} error={error ?? undefined}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              inputMode="url"
            />
          )}
        </Field>
        <Button type="submit" className="justify-self-start">
          Go to my ballot
        </Button>
      </Form>
    </div>
  )
}
