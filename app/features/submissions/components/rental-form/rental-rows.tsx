import { Plus, Trash2 } from 'lucide-react'
import { useRef, type ReactNode, type Ref } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { controlClasses, Field, TextInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import type { FieldErrors } from '~/lib/field-errors'
import { RENTAL_MAX_TENANTS, RENTAL_MAX_VEHICLES } from '../../form-schemas'
import { newTenant, newVehicle, type TenantRow, type VehicleRow } from './rental-draft'

// The two lists a person grows and shrinks: tenants (1 to 10) and vehicles (0 to 6). A new row takes the
// focus; a removed one hands it to the add button, so keyboard users never lose their place.

type RowsProps<Row> = { rows: Row[]; errors: FieldErrors; onChange: (rows: Row[]) => void }

const first = (errors: FieldErrors, key: string) => errors[key]?.[0]

function useRowList<Row extends { key: number }>(
  rows: Row[],
  onChange: (rows: Row[]) => void,
  create: () => Row,
) {
  const focusKeyRef = useRef<number | null>(null)
  const addButtonRef = useRef<HTMLButtonElement>(null)
  return {
    addButtonRef,
    set: (index: number, change: Partial<Row>) =>
      onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row))),
    add: () => {
      const row = create()
      focusKeyRef.current = row.key
      onChange([...rows, row])
    },
    remove: (index: number) => {
      onChange(rows.filter((_, i) => i !== index))
      // After the render, when the add button may have just been enabled again.
      requestAnimationFrame(() => addButtonRef.current?.focus())
    },
    focusOnMount: (key: number) => (element: HTMLInputElement | null) => {
      if (element && focusKeyRef.current === key) {
        element.focus()
        focusKeyRef.current = null
      }
    },
  }
}

function RowCard({
  legend,
  onRemove,
  removeLabel,
  children,
}: {
  legend: string
  onRemove?: () => void
  removeLabel: string
  children: ReactNode
}) {
  const t = useT('forms')
  return (
    <fieldset className="relative min-w-0 rounded-card border border-line bg-canvas p-4 sm:p-5">
      <legend className="float-left flex h-9 items-center text-base font-semibold text-ink">{legend}</legend>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={removeLabel}
          className="absolute top-4 right-3 sm:top-5 sm:right-4"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('form.remove')}
        </Button>
      ) : null}
      <div className="clear-both grid gap-4 pt-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

export function TenantRows({ rows, errors, onChange }: RowsProps<TenantRow>) {
  const { addButtonRef, set, add, remove, focusOnMount } = useRowList(rows, onChange, newTenant)
  const t = useT('forms')
  return (
    <>
      {rows.map((row, i) => (
        <RowCard
          key={row.key}
          legend={t('form.tenant', { n: i + 1 })}
          removeLabel={t('form.removeTenant', { n: i + 1 })}
          onRemove={rows.length > 1 ? () => remove(i) : undefined}
        >
          <Field
            label={t('form.fullName')}
            name={`tenants.${i}.name`}
            required
            error={first(errors, `tenants.${i}.name`)}
            className="sm:col-span-2"
          >
            {(control) => (
              <input
                {...control}
                ref={focusOnMount(row.key)}
                type="text"
                className={controlClasses('h-11')}
                autoComplete="off"
                value={row.name}
                onChange={(e) => set(i, { name: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('form.email')}
            name={`tenants.${i}.email`}
            error={first(errors, `tenants.${i}.email`)}
          >
            {(control) => (
              <TextInput
                {...control}
                type="email"
                autoComplete="off"
                value={row.email}
                onChange={(e) => set(i, { email: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('form.phone')}
            name={`tenants.${i}.phone`}
            error={first(errors, `tenants.${i}.phone`)}
          >
            {(control) => (
              <TextInput
                {...control}
                type="tel"
                autoComplete="off"
                value={row.phone}
                onChange={(e) => set(i, { phone: e.target.value })}
              />
            )}
          </Field>
        </RowCard>
      ))}
      <AddButton
        ref={addButtonRef}
        onClick={add}
        disabled={rows.length >= RENTAL_MAX_TENANTS}
        limit={t('form.tenantLimit', { max: RENTAL_MAX_TENANTS })}
      >
        {t('form.addTenant')}
      </AddButton>
    </>
  )
}

export function VehicleRows({ rows, errors, onChange }: RowsProps<VehicleRow>) {
  const { addButtonRef, set, add, remove, focusOnMount } = useRowList(rows, onChange, newVehicle)
  const t = useT('forms')
  return (
    <>
      {rows.map((row, i) => (
        <RowCard
          key={row.key}
          legend={t('form.vehicle', { n: i + 1 })}
          removeLabel={t('form.removeVehicle', { n: i + 1 })}
          onRemove={() => remove(i)}
        >
          <Field
            label={t('form.makeColor')}
            name={`vehicles.${i}.description`}
            required
            hint={t('form.makeColorHint')}
            error={first(errors, `vehicles.${i}.description`)}
          >
            {(control) => (
              <input
                {...control}
                ref={focusOnMount(row.key)}
                type="text"
                className={controlClasses('h-11')}
                autoComplete="off"
                value={row.description}
                onChange={(e) => set(i, { description: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('form.plate')}
            name={`vehicles.${i}.plate`}
            required
            hint={t('form.plateHint')}
            error={first(errors, `vehicles.${i}.plate`)}
          >
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                value={row.plate}
                onChange={(e) => set(i, { plate: e.target.value })}
              />
            )}
          </Field>
        </RowCard>
      ))}
      <AddButton
        ref={addButtonRef}
        onClick={add}
        disabled={rows.length >= RENTAL_MAX_VEHICLES}
        limit={t('form.vehicleLimit', { max: RENTAL_MAX_VEHICLES })}
      >
        {rows.length === 0 ? t('form.addVehicle') : t('form.addAnotherVehicle')}
      </AddButton>
    </>
  )
}

function AddButton({
  ref,
  onClick,
  disabled,
  limit,
  children,
}: {
  ref: Ref<HTMLButtonElement>
  onClick: () => void
  disabled: boolean
  limit: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={ref}
        type="button"
        onClick={onClick}
        disabled={disabled}
        className={buttonClasses('secondary', 'sm')}
      >
        <Plus aria-hidden="true" className="size-4" />
        {children}
      </button>
      <span className="text-xs text-muted">{limit}</span>
    </div>
  )
}
