import { FileText, X } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '~/components/ui/button'
import { controlClasses, Field } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { LEASE_FILE_EXTENSIONS, LEASE_FILE_FIELD } from '../../lease-file'

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The optional copy of the lease: the picker, the chosen file with a way to take it back, its message. */
export function LeaseFileField({
  file,
  error,
  onChange,
}: {
  file: File | null
  error?: string
  onChange: (file: File | null) => void
}) {
  const t = useT('forms')
  const input = useRef<HTMLInputElement>(null)
  const clear = () => {
    if (input.current) input.current.value = ''
    onChange(null)
    input.current?.focus()
  }
  return (
    <Field
      label={t('form.leaseFile')}
      name={LEASE_FILE_FIELD}
      hint={t('form.leaseFileHint')}
      error={error}
      className="grid-cols-1"
    >
      {(control) => (
        <div className="grid grid-cols-1 gap-3">
          <input
            {...control}
            ref={input}
            type="file"
            accept={LEASE_FILE_EXTENSIONS.join(',')}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            className={cn(
              controlClasses('min-w-0 py-2 text-sm'),
              'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5',
              'file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
            )}
          />
          {file ? (
            <div className="flex items-center gap-3 rounded-lg border border-line bg-canvas px-3 py-2 text-sm">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-medium text-ink">{file.name}</span>
                <span className="text-xs text-muted">{size(file.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={clear}
                aria-label={t('form.removeFile', { name: file.name })}
              >
                <X aria-hidden="true" className="size-4" />
                {t('form.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  )
}
