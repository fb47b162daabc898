import { LEASE_FILE_EXTENSIONS, LEASE_FILE_FIELD, LEASE_FILE_MAX_BYTES } from '../../lease-file'
import type { RentalRegistrationInput, Say } from '../../form-schemas'
import { HONEYPOT_FIELD } from '../../schemas'

// What the rental form holds while a person types: strings everywhere, rows with stable keys, turned
// into the endpoint's payload only on submit (the schema stays the one authority for the messages).

export type TenantRow = { key: number; name: string; email: string; phone: string }
export type VehicleRow = { key: number; description: string; plate: string }

export type RentalDraft = {
  community: string
  unitAddress: string
  ownerName: string
  ownerEmail: string
  ownerPhone: string
  ownerMailingAddress: string
  tenants: TenantRow[]
  leaseStart: string
  leaseEnd: string
  occupantCount: string
  vehicles: VehicleRow[]
  emergencyName: string
  emergencyPhone: string
  acknowledgeRules: boolean
  honeypot: string
}

let nextKey = 1
export const newTenant = (): TenantRow => ({ key: nextKey++, name: '', email: '', phone: '' })
export const newVehicle = (): VehicleRow => ({ key: nextKey++, description: '', plate: '' })

export function emptyDraft(): RentalDraft {
  return {
    community: '',
    unitAddress: '',
    ownerName: '',
    ownerEmail: '',
    ownerPhone: '',
    ownerMailingAddress: '',
    tenants: [newTenant()],
    leaseStart: '',
    leaseEnd: '',
    occupantCount: '',
    vehicles: [],
    emergencyName: '',
    emergencyPhone: '',
    acknowledgeRules: false,
    honeypot: '',
  }
}

/** A count typed as digits becomes a number; anything else stays text, so the schema names the problem. */
const toCount = (value: string) => {
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

export function toPayload(draft: RentalDraft): RentalRegistrationInput & { [HONEYPOT_FIELD]?: string } {
  return {
    community: draft.community,
    unitAddress: draft.unitAddress,
    ownerName: draft.ownerName,
    ownerEmail: draft.ownerEmail,
    ownerPhone: draft.ownerPhone,
    ownerMailingAddress: draft.ownerMailingAddress,
    tenants: draft.tenants.map(({ name, email, phone }) => ({ name, email, phone })),
    leaseStart: draft.leaseStart,
    leaseEnd: draft.leaseEnd,
    occupantCount: toCount(draft.occupantCount) as number,
    vehicles: draft.vehicles.map(({ description, plate }) => ({ description, plate })),
    emergencyContact: { name: draft.emergencyName, phone: draft.emergencyPhone },
    acknowledgeRules: draft.acknowledgeRules as true,
    ...(draft.honeypot ? { [HONEYPOT_FIELD]: draft.honeypot } : {}),
  }
}

/** The browser's own check of a picked lease file: its name and size (the server checks the content). */
export function checkLeaseFile(file: File | null, say: Say): string | undefined {
  if (!file) return undefined
  const name = file.name.toLowerCase()
  if (!LEASE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return say('v.leaseKind')
  if (file.size === 0) return say('v.leaseEmpty')
  if (file.size > LEASE_FILE_MAX_BYTES) return say('v.leaseLarge')
  return undefined
}

/** The multipart body: the fields as JSON in `data`, and the lease file when one was picked. */
export function toFormData(draft: RentalDraft, lease: File | null): FormData {
  const form = new FormData()
  form.set('data', JSON.stringify(toPayload(draft)))
  if (lease) form.set(LEASE_FILE_FIELD, lease)
  return form
}
