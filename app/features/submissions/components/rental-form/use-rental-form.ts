import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '~/i18n/i18n-provider'
import { pathInLocale } from '~/i18n/locales'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { submitMultipart } from '~/lib/form-submit'
import { LEASE_FILE_FIELD } from '../../lease-file'
import { rentalRegistrationSchema } from '../../form-schemas'
import { checkLeaseFile, emptyDraft, toFormData, toPayload, type RentalDraft } from './rental-draft'

export const RENTAL_ENDPOINT = '/api/landlord-tenant'
export const confirmationPath = (reference: string) => `/landlord-tenant/submitted/${reference}`

/**
 * The rental form's state and its one submit: the browser checks with the endpoint's own schema, the
 * server's answer lands beside the same fields, focus goes to the first field that needs attention, and
 * a success moves on to the confirmation page.
 */
export function useRentalForm() {
  const navigate = useNavigate()
  const t = useT('forms')
  const schema = useMemo(() => rentalRegistrationSchema(t), [t])
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<RentalDraft>(emptyDraft)
  const [lease, setLease] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formMessage, setFormMessage] = useState<string>()
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)

  // After the first try, messages follow the person's corrections as they type.
  const clientErrors = (next: RentalDraft, file: File | null): FieldErrors => {
    const check = checkFields(schema, toPayload(next))
    const fields = check.ok ? {} : check.fieldErrors
    const leaseMessage = checkLeaseFile(file, t)
    return leaseMessage ? { ...fields, [LEASE_FILE_FIELD]: [leaseMessage] } : fields
  }

  const update = (change: Partial<RentalDraft>) => {
    const next = { ...draft, ...change }
    setDraft(next)
    if (attempted) setErrors((old) => ({ ...clientErrors(next, lease), ...serverOnly(old) }))
  }

  const chooseLease = (file: File | null) => {
    setLease(file)
    setErrors((old) => {
      const { [LEASE_FILE_FIELD]: _old, ...rest } = old
      const message = checkLeaseFile(file, t)
      return message ? { ...rest, [LEASE_FILE_FIELD]: [message] } : rest
    })
  }

  useEffect(() => {
    if (focusRequest === 0) return
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // Centred rather than at the top edge, where the sticky site header would cover its label.
    field?.focus({ preventScroll: true })
    field?.scrollIntoView({ block: 'center' })
  }, [focusRequest])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setAttempted(true)
    setFormMessage(undefined)
    const found = clientErrors(draft, lease)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      setFormMessage(t('v.invalidInput'))
      setFocusRequest((n) => n + 1)
      return
    }
    setErrors({})
    setPending(true)
    const result = await submitMultipart<{ reference: string }>(RENTAL_ENDPOINT, toFormData(draft, lease))
    if (result.ok) {
      await navigate(pathInLocale(confirmationPath(result.data.reference), t.locale))
      return
    }
    setPending(false)
    setErrors(result.fieldErrors)
    setFormMessage(
      result.status === 0 ? t('v.network') : result.status === 413 ? t('v.leaseTooLarge') : result.message,
    )
    setFocusRequest((n) => n + 1)
  }

  return { formRef, draft, update, lease, chooseLease, errors, formMessage, pending, onSubmit }
}

/** The messages only the server can give (the lease file's content, the whole form), kept while typing. */
function serverOnly(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key === LEASE_FILE_FIELD || key === '_form'),
  )
}
