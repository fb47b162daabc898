import { CircleCheck, CircleDashed } from 'lucide-react'
import { cn } from '~/lib/cn'
import { PASSWORD_MIN_LENGTH, passwordChecks } from '../password-policy'

type Props = {
  /** Named by the password field's aria-describedby, so a screen reader reads the rules with it. */
  id: string
  password: string
  /** The person's name and email words, which the password must not hold. */
  personal: string[]
}

/**
 * The password rules beside the field, before anything is refused: each ticks as the typing meets it. The
 * "common" and "name" rules tick only once the length does, so a short start is not shown as good.
 */
export function PasswordRules({ id, password, personal }: Props) {
  const checks = passwordChecks(password, personal)
  const rules = [
    { text: `At least ${PASSWORD_MIN_LENGTH} characters`, met: checks.length },
    {
      text: 'Not a common password, a keyboard run or one word repeated',
      met: checks.length && checks.uncommon,
    },
    { text: 'Not your name or your email', met: checks.length && checks.impersonal },
  ]
  return (
    <div id={id} className="grid gap-1.5 text-xs text-muted">
      <p>A few unrelated words make a strong password that is easy to remember. It needs:</p>
      <ul className="grid gap-1">
        {rules.map((rule) => {
          const Icon = rule.met ? CircleCheck : CircleDashed
          return (
            <li key={rule.text} className={cn('flex items-start gap-2', rule.met && 'text-brand-800')}>
              <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
              <span>
                {rule.text}
                <span className="sr-only">{rule.met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
