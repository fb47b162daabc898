import type { MessageKey } from '~/i18n/areas'
import type { Params } from '~/i18n/format'
import { z } from '~/lib/zod'

// The schemas of the forms residents use in either language: the feedback dialog, the contact form and
// the rental registration. Each is built with a `say` that writes its sentences in the page's language:
// `useT('forms')` in the browser, `translator(locale, 'forms')` on the server (the same words both ways).

export type Say = (key: MessageKey<'forms'>, params?: Params) => string

type Label = Extract<MessageKey<'forms'>, `label.${string}`>

const text = (say: Say, key: Label, max: number) => {
  const label = say(key)
  return z
    .string(say('v.enter', { label }))
    .trim()
    .min(1, say('v.enter', { label }))
    .max(max, say('v.tooLong', { label, max }))
}

/** Optional text: blank or missing becomes undefined. */
const optionalText = (say: Say, key: Label, max: number) => {
  const label = say(key)
  return z
    .string(say('v.mustBeText', { label }))
    .trim()
    .max(max, say('v.tooLong', { label, max }))
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined))
}

const email = (say: Say, missing: 'v.email' | 'v.ownerEmail') =>
  z
    .string(say(missing))
    .trim()
    // The rental form's owner email stops at a blank; the contact form's says both, as it always has.
    .min(1, missing === 'v.ownerEmail' ? { message: say(missing), abort: true } : say(missing))
    .max(254, say('v.emailTooLong'))
    .pipe(z.email(say('v.emailInvalid')))

const optionalEmail = (say: Say) =>
  z
    .string(say('v.emailText'))
    .trim()
    .max(254, say('v.emailTooLong'))
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email(say('v.emailInvalid')).optional())

const optionalPhone = (say: Say) =>
  z
    .string(say('v.phoneText'))
    .trim()
    .max(30, say('v.phoneTooLong'))
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^\+?[\d\s().-]{7,30}$/.test(value), say('v.phoneInvalid'))

/** A phone number that must be given, named for the person it belongs to. */
const requiredPhone = (say: Say, key: Label) => {
  const label = say(key)
  return z
    .string(say('v.enter', { label }))
    .trim()
    .min(1, { message: say('v.enter', { label }), abort: true })
    .max(30, say('v.tooLong', { label, max: 30 }))
    .refine(
      (value) => /^\+?[\d\s().-]+$/.test(value) && /^(\d{7,15})$/.test(value.replace(/\D/g, '')),
      say('v.phoneInvalid'),
    )
}

/** A calendar date as `YYYY-MM-DD` that exists (no February 30) and that PostgreSQL's `date` can hold. */
const isoDate = (say: Say, key?: Label) => {
  const label = key ? say(key) : ''
  return z
    .string(say('v.enter', { label }))
    .trim()
    .min(1, { message: say('v.enter', { label }), abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: say('v.enterDate', { label }), abort: true })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`)
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
      },
      say('v.realDate', { label }),
    )
    .refine((value) => value >= '1950-01-01' && value <= '2125-12-31', say('v.dateYear', { label }))
}

// Feedback: a rating of 1 to 5 must be chosen; comments and an email address are optional.
export const feedbackSchema = (say: Say) =>
  z.object({
    rating: z.number(say('v.rating')).int(say('v.rating')).min(1, say('v.rating')).max(5, say('v.rating')),
    comments: optionalText(say, 'label.comments', 4000),
    email: optionalEmail(say),
  })
export type Feedback = z.infer<ReturnType<typeof feedbackSchema>>

export const contactSchema = (say: Say) =>
  z.object({
    name: text(say, 'label.name', 120),
    email: email(say, 'v.email'),
    phone: optionalPhone(say),
    community: optionalText(say, 'label.communityName', 200),
    message: text(say, 'label.message', 5000),
  })
export type Contact = z.infer<ReturnType<typeof contactSchema>>

export const RENTAL_MAX_TENANTS = 10
export const RENTAL_MAX_VEHICLES = 6
export const RENTAL_MAX_OCCUPANTS = 30

const leaseDates = z.object({ leaseStart: z.string(), leaseEnd: z.string() })

// Utah Code 57-8a-209 lets an association regulate rentals; to apply its rules it may keep only what
// identifies and reaches the people living in a rented unit: the owner and contact, the unit, tenant
// names and contact, the lease term, occupants, vehicles, an emergency contact and the acknowledgement
// of the rules (what Utah Code 57-8a-209 lets an association ask). Never SSN, income, credit or criminal history: the
// object drops any key it does not name, so such a field is never stored even if one is sent.
export const rentalRegistrationSchema = (say: Say) => {
  const occupantCount = z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? say('v.occupantsMissing')
          : say('v.occupantsWhole'),
    })
    .int(say('v.occupantsWhole'))
    .min(1, say('v.occupantsMissing'))
    .max(RENTAL_MAX_OCCUPANTS, say('v.occupantsMax', { max: RENTAL_MAX_OCCUPANTS }))
  const tenant = z.object(
    {
      name: text(say, 'label.tenantName', 120),
      email: optionalEmail(say),
      phone: optionalPhone(say),
    },
    say('v.tenantShape'),
  )
  const vehicle = z.object(
    {
      description: text(say, 'label.vehicleDescription', 120),
      // US and Canadian plates are at most 8 characters; a little room for spaces and dashes.
      plate: text(say, 'label.plate', 12),
    },
    say('v.vehicleShape'),
  )
  const anyDate = isoDate(say)
  return (
    z
      .object(
        {
          community: text(say, 'label.community', 200),
          unitAddress: text(say, 'label.unitAddress', 200),
          ownerName: text(say, 'label.ownerName', 120),
          ownerEmail: email(say, 'v.ownerEmail'),
          ownerPhone: requiredPhone(say, 'label.ownerPhone'),
          ownerMailingAddress: text(say, 'label.ownerMailingAddress', 300),
          tenants: z
            .array(tenant, say('v.tenantsList'))
            .min(1, say('v.tenantsMin'))
            .max(RENTAL_MAX_TENANTS, say('v.tenantsMax', { max: RENTAL_MAX_TENANTS })),
          leaseStart: isoDate(say, 'label.leaseStart'),
          // Blank for a month-to-month lease.
          leaseEnd: z.preprocess(
            (value) => (value === '' || value === null ? undefined : value),
            isoDate(say, 'label.leaseEnd').optional(),
          ),
          occupantCount,
          vehicles: z
            .array(vehicle, say('v.vehiclesList'))
            .max(RENTAL_MAX_VEHICLES, say('v.vehiclesMax', { max: RENTAL_MAX_VEHICLES }))
            .default([]),
          emergencyContact: z.object(
            {
              name: text(say, 'label.emergencyName', 120),
              phone: requiredPhone(say, 'label.emergencyPhone'),
            },
            say('v.emergencyShape'),
          ),
          acknowledgeRules: z.literal(true, say('v.rules')),
        },
        say('v.rentalShape'),
      )
      // Checked as soon as both dates are valid, so the form shows it beside the end date with the others.
      .refine((value) => !value.leaseEnd || value.leaseEnd >= value.leaseStart, {
        message: say('v.leaseOrder'),
        path: ['leaseEnd'],
        when: (payload) => {
          const dates = leaseDates.safeParse(payload.value)
          return (
            dates.success &&
            anyDate.safeParse(dates.data.leaseStart).success &&
            anyDate.safeParse(dates.data.leaseEnd).success
          )
        },
      })
  )
}
type RentalSchema = ReturnType<typeof rentalRegistrationSchema>
export type RentalRegistration = z.infer<RentalSchema>
export type RentalRegistrationInput = z.input<RentalSchema>
