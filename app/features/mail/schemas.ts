import { z } from '~/lib/zod'
import { cleanSubject } from './mail-template'
import { OUTBOX_STATUSES } from './types'

const address = z.email('must be an email address').max(254)

/** An open set of kinds (`notification`, `confirmation`, later `invitation`, `reminder` ...). */
export const MailKindSchema = z
  .string()
  .regex(/^[a-z][a-z_-]{1,39}$/, 'must be a short lowercase word such as notification')

/** A message to put in the outbox. enqueueMail parses it: the service does not trust its caller. */
export const NewMailSchema = z.object({
  kind: MailKindSchema,
  to: z.array(address).min(1, 'needs at least one recipient').max(50),
  replyTo: address.optional(),
  // Newlines would start a new header (header injection); cleanSubject removes them.
  subject: z.string().transform(cleanSubject).pipe(z.string().min(1, 'must not be empty')),
  text: z.string().min(1, 'must not be empty').max(200_000),
  html: z.string().max(1_000_000).optional(),
  /** What the message is about, e.g. subjectType `consultation_request` and its row id. */
  subjectType: z.string().trim().min(1).max(60).optional(),
  subjectId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(100))
    .optional(),
  /**
   * A link only the recipient may see (decision 0018). It must appear in the text (and the HTML); the
   * stored bodies show "[<label>, hidden from staff]" in its place.
   */
  hiddenLink: z
    .object({
      url: z.url().max(2000),
      label: z.string().regex(/^[a-z][a-z ]{2,39}$/, 'must be a few lowercase words such as voting link'),
      ref: z.record(z.string(), z.string().max(200)),
    })
    .optional(),
})
export type NewMail = z.input<typeof NewMailSchema>

/** The staff list's query: `?status=failed&page=2&pageSize=25`. */
export const OutboxListQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
})
export type OutboxListQuery = z.input<typeof OutboxListQuerySchema>
