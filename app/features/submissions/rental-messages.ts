import { translator } from '~/i18n/catalogues.server'
import type { Locale } from '~/i18n/locales'
import type { RentalRegistration } from './form-schemas'
import { languageFields, referenceField, type MessageField, type SubmissionMessages } from './messages'
import type { Stored } from './store.server'

/** The lease copy as the emails describe it (the file itself stays in the database, for staff). */
export type LeaseFileSummary = { fileName: string; sizeBytes: number }

/** `2026-03-01` as `March 1, 2026`: a calendar date, so no time zone may shift it. */
export function formatLeaseDate(value: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T12:00:00Z`),
  )
}

const contactLine = (person: { name: string; email?: string; phone?: string }) =>
  [person.name, person.email, person.phone].filter(Boolean).join(', ')

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Everything the owner sent, in the order of the form. */
function registrationFields(input: RentalRegistration, lease?: LeaseFileSummary): MessageField[] {
  return [
    { label: 'Community', value: input.community },
    { label: 'Rental unit', value: input.unitAddress },
    { label: 'Owner', value: input.ownerName },
    { label: 'Owner email', value: input.ownerEmail },
    { label: 'Owner phone', value: input.ownerPhone },
    { label: 'Owner mailing address', value: input.ownerMailingAddress },
    {
      label: input.tenants.length === 1 ? 'Tenant' : `Tenants (${input.tenants.length})`,
      value: input.tenants.map(contactLine).join('\n'),
    },
    { label: 'Lease start', value: formatLeaseDate(input.leaseStart) },
    { label: 'Lease end', value: input.leaseEnd ? formatLeaseDate(input.leaseEnd) : 'Month to month' },
    { label: 'Occupants', value: input.occupantCount },
    {
      label: 'Vehicles',
      value: input.vehicles.length
        ? input.vehicles.map((v) => `${v.description}, plate ${v.plate}`).join('\n')
        : 'None',
    },
    { label: 'Emergency contact', value: contactLine(input.emergencyContact) },
    { label: 'Association rules', value: 'The owner confirmed the tenants have received them.' },
    {
      label: 'Lease copy',
      value: lease ? `${lease.fileName} (${fileSize(lease.sizeBytes)})` : 'Not attached',
    },
  ]
}

export function rentalMessages(
  input: RentalRegistration,
  stored: Stored,
  lease?: LeaseFileSummary,
  locale: Locale = 'en',
): SubmissionMessages {
  const say = translator(locale, 'forms')
  const reference = stored.reference
  return {
    notification: {
      subject: `Rental registration: ${input.unitAddress}, ${input.community}`,
      heading: 'New rental registration from the website',
      intro: [
        'Please add it to the association’s rental records. The owner has been sent a confirmation with ' +
          'the reference number.',
      ],
      fields: [referenceField(stored), ...languageFields(locale), ...registrationFields(input, lease)],
      replyTo: input.ownerEmail,
    },
    confirmation: {
      to: input.ownerEmail,
      subject: say('mail.rentalSubject', { reference }),
      heading: say('mail.rentalHeading'),
      intro: [say('mail.rentalIntro1', { reference }), say('mail.rentalIntro2')],
      locale,
    },
  }
}
