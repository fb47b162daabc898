import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { Field, TextInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { submitJson } from '~/lib/form-submit'
import { readEnteredCode } from '../voter-code'
import { localPath } from './vote-paths'

/**
 * "Have a voting code?": a voter code or a voting link leads to the ballot. A plain GET form to /vote, so it
 * works before (or without) JavaScript: that page's loader looks the code up and sends the browser on. With
 * JavaScript a link goes straight to its ballot and a code is looked up by POST, so it never sits in a URL.
 */
export function VotingCodeBox({ serverError }: { serverError: string | null }) {
  const navigate = useNavigate()
  const t = useT('vote')
  const ballotPath = (token: string) => localPath(`/vote/${token}`, t.locale)
  const [error, setError] = useState<string | null>(serverError)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')
    const entered = input?.value ?? ''
    const read = readEnteredCode(entered)
    if (!read) {
      setError(entered.trim() ? t('code.bad') : t('code.empty'))
      input?.focus()
      return
    }
    setError(null)
    if (read.kind === 'link') return void navigate(ballotPath(read.token))
    setBusy(true)
    const result = await submitJson<{ token: string }>('/api/elections/ballot/code', { code: read.code })
    setBusy(false)
    if (result.ok) return void navigate(ballotPath(result.data.token))
    setError(result.status === 0 ? t('state.network') : result.message)
    input?.focus()
  }

  return (
    <div className="grid content-start gap-4 rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex items-center gap-3">
        <IconBadge>
          <KeyRound aria-hidden="true" className="size-6" />
        </IconBadge>
        <h2 id="voting-code-heading" className="text-xl font-semibold">
          {t('code.boxTitle')}
        </h2>
      </div>
      <p className="text-muted">{t('code.boxIntro')}</p>
      <form
        method="get"
        action={localPath('/vote', t.locale)}
        noValidate
        onSubmit={submit}
        className="grid gap-4"
      >
        <Field label={t('code.field')} name="code" hint={t('code.help')} error={error ?? undefined}>
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
          {busy ? t('code.finding') : t('code.go')}
        </Button>
      </form>
    </div>
  )
}
