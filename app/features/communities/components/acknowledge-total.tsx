import { AlertTriangle } from 'lucide-react'
import { CheckboxField } from '~/components/ui/checkbox-field'

/**
 * A percentage roll that does not total 100 is saved only when someone confirms the total as the
 * declaration states it (issue 11; declarations round). The sentence is the server's.
 */
export function AcknowledgeTotal({
  message,
  label,
  checked,
  onChange,
  error,
}: {
  message: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}) {
  return (
    <div className="grid gap-3 rounded-lg border border-rock-100 bg-rock-50 p-4">
      <p className="flex items-start gap-2 text-sm text-rock-700">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
      <CheckboxField
        name="acknowledgeTotal"
        label={label}
        checked={checked}
        onChange={onChange}
        required
        error={error}
      />
    </div>
  )
}
