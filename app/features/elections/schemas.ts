import type { MessageKey } from '~/i18n/areas'
import type { Translations } from '~/i18n/translations'
import { readDecimal } from '~/lib/decimal'
import { CONTROL_CHARACTERS } from '~/lib/control-characters'
import { optionalTextField, textField } from '~/lib/text-fields'
import { z } from '~/lib/zod'
import {
  RESULTS_VISIBILITIES,
  THRESHOLD_BASES,
  THRESHOLD_COMPARISONS,
  TIE_RESOLUTIONS,
  VOTING_METHODS,
} from './types'

// Payloads of /api/elections (issue 12). The console's forms check with the same schemas.

/**
 * Spanish beside English fields, each as long as its English may be: `{ es: { title: '…' } }`. A field left
 * empty is dropped, so the ballot shows the English text there, marked as such (localized.ts).
 */
function translationsOf(fields: Record<string, readonly [what: string, max: number]>) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, [what, max]]) => [key, optionalTextField(`Spanish ${what}`, max)]),
  )
  return z
    .object(
      { es: z.object(shape, 'Write the Spanish text as text.').optional() },
      'Translations are by language.',
    )
    .optional()
    .transform((value): Translations => {
      const given = Object.entries(value?.es ?? {}).filter(
        ([, text]) => typeof text === 'string' && text !== '',
      )
      return given.length ? { es: Object.fromEntries(given) } : {}
    })
}

const instant = (what: string) =>
  z
    .string(`Enter when voting ${what}.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Enter when voting ${what} as a date and time.`)
    .transform((value) => new Date(value))

export const QuorumSchema = z.object({
  percent: z
    .union([z.string(), z.number()], 'Enter the quorum as a percent from 0 to 100.')
    .transform((value) => String(value).trim())
    .refine((value) => {
      const read = readDecimal(value)
      const places = value.split('.')[1]?.length ?? 0
      return read.ok && read.value <= 100_000_000n && places <= 2
    }, 'Enter the quorum as a percent from 0 to 100, with at most 2 decimal places.'),
  basis: z.enum(['units', 'weight'], 'Choose whether quorum counts units or weight.'),
})

const ThresholdSchema = z
  .object({
    numerator: z.number('Enter the threshold’s numerator.').int().min(1, 'The numerator is at least 1.'),
    denominator: z.number('Enter the threshold’s denominator.').int().min(1).max(1000),
    base: z.enum(THRESHOLD_BASES, 'Choose what the threshold is a share of.'),
    comparison: z.enum(THRESHOLD_COMPARISONS).optional(),
  })
  .refine((t) => t.numerator <= t.denominator, {
    message: 'A threshold cannot be more than all of its base (numerator at most the denominator).',
    path: ['numerator'],
  })
  // A majority is "more than half"; any other fraction (2/3, 67/100) is "at least".
  .transform((t) => ({
    ...t,
    comparison: t.comparison ?? (t.numerator * 2 === t.denominator ? 'more_than' : 'at_least'),
  }))

const CandidatesSchema = z.object({
  kind: z.literal('candidates'),
  title: textField('contest title', 200),
  description: optionalTextField('contest description', 2000),
  translations: translationsOf({ title: ['contest title', 200], description: ['contest description', 2000] }),
  seats: z
    .number('Enter how many seats are open.')
    .int()
    .min(1, 'At least 1 seat.')
    .max(50, 'At most 50 seats.'),
  writeIn: z.boolean().optional().default(false),
  method: z
    .enum(VOTING_METHODS, 'Choose how the race is voted: plurality, cumulative or approval.')
    .optional()
    .default('plurality'),
  options: z
    .array(
      z.object({
        /** The option id the candidate was saved with, sent back so the candidate keeps it (and its photo). */
        id: z.string('A candidate’s id is text.').max(64).optional(),
        label: textField('candidate’s name', 200),
        statement: optionalTextField('candidate’s statement', 3000),
        translations: translationsOf({
          label: ['candidate’s name', 200],
          statement: ['candidate’s statement', 3000],
        }),
      }),
      'List the candidates.',
    )
    .max(200, 'At most 200 candidates in one race.'),
})

const MeasureSchema = z.object({
  kind: z.literal('measure'),
  title: textField('measure', 500),
  description: optionalTextField('measure’s text', 5000),
  translations: translationsOf({ title: ['measure', 500], description: ['measure’s text', 5000] }),
  threshold: ThresholdSchema,
})

export const ContestInputSchema = z.discriminatedUnion('kind', [CandidatesSchema, MeasureSchema], {
  error: 'Each contest is a candidate race ("candidates") or a measure ("measure").',
})
export type ContestInput = z.infer<typeof ContestInputSchema>

const ElectionFields = {
  title: textField('election title', 200),
  description: optionalTextField('description', 5000),
  notice: optionalTextField('notice', 20000),
  translations: translationsOf({
    title: ['election title', 200],
    description: ['description', 5000],
    notice: ['notice', 20000],
  }),
  opensAt: instant('opens'),
  closesAt: instant('closes'),
  secret: z.boolean('Say whether the ballot is secret (true or false).'),
  revoteAllowed: z.boolean().optional(),
  resultsVisibility: z.enum(RESULTS_VISIBILITIES, 'Choose who may see the results.').optional(),
  sendConfirmations: z.boolean('Say whether voters get a confirmation email (true or false).').optional(),
  quorum: QuorumSchema,
  reminderDays: z
    .array(z.number().int().min(1, 'Remind at least 1 day before closing.').max(60), 'List reminder days.')
    .max(5, 'At most 5 reminders.')
    .optional(),
  contests: z
    .array(ContestInputSchema, 'Add at least one contest.')
    .min(1, 'Add at least one contest.')
    .max(30, 'At most 30 contests on one ballot.'),
}

const windowRule = (value: { opensAt?: Date; closesAt?: Date }) =>
  !value.opensAt || !value.closesAt || value.closesAt > value.opensAt

export const ElectionInputSchema = z
  .object({ communityId: z.string('Choose the community.'), ...ElectionFields })
  .refine(windowRule, { message: 'Voting must close after it opens.', path: ['closesAt'] })
export type ElectionInput = z.infer<typeof ElectionInputSchema>

/** A draft may change anything but its community. */
export const ElectionPatchSchema = z
  .object(ElectionFields)
  .partial()
  .refine(windowRule, { message: 'Voting must close after it opens.', path: ['closesAt'] })
export type ElectionPatch = z.infer<typeof ElectionPatchSchema>

/** A voter's choices, its sentences in the voter's language (the `vote` catalogue's `submit.*`). */
export function ballotSubmissionSchema(t: (key: SubmitKey, params?: { count: number }) => string) {
  return z.object({
    choices: z
      .array(
        z.object({
          contestId: z.string(t('submit.contest')),
          // Up to 200: an approval race may have that many candidates, all approved.
          optionIds: z
            .array(z.string())
            .max(200, t('submit.tooMany', { count: 200 }))
            .optional()
            .default([]),
          writeIn: z
            .string()
            .trim()
            .max(120, t('submit.writeInLong', { count: 120 }))
            .refine((value) => !CONTROL_CHARACTERS.test(value), t('submit.writeInCharacter'))
            .optional(),
        }),
        t('submit.choices'),
      )
      .max(60),
  })
}
type SubmitKey = Extract<MessageKey<'vote'>, `submit.${string}`>

// The same sentences in English without the catalogue, which stays out of the browser's code.
const ENGLISH_SUBMIT: Record<SubmitKey, (count?: number) => string> = {
  'submit.contest': () => 'Each choice names its contest.',
  'submit.tooMany': (count) => `At most ${count} choices in one contest.`,
  'submit.writeInLong': (count) => `A write-in name is at most ${count} characters.`,
  'submit.writeInCharacter': () => 'The write-in contains a character that is not allowed.',
  'submit.choices': () => 'Send your choices.',
}

/** The choices in English, as staff key a paper ballot. */
export const BallotSubmissionSchema = ballotSubmissionSchema((key, params) =>
  ENGLISH_SUBMIT[key](params?.count),
)
export type BallotSubmission = z.infer<typeof BallotSubmissionSchema>

/** A paper ballot or a directed proxy, keyed by staff for one unit. */
export const PaperBallotSchema = BallotSubmissionSchema.extend({
  unitId: z.string('Choose the unit.'),
  method: z.enum(['paper', 'proxy']).optional().default('paper'),
})
export type PaperBallot = z.infer<typeof PaperBallotSchema>

const isoDay = (what: string) =>
  z
    .string(`Enter the ${what}.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${what} as a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `Enter a real ${what}.`)

export const ProxyInputSchema = z.object({
  unitId: z.string('Choose the unit.'),
  holderName: textField('proxy holder’s name', 200),
  holderEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.')
    .optional()
    .transform((value) => value || null),
  kind: z.enum(['general', 'directed'], 'Choose a general or a directed proxy.'),
  receivedOn: isoDay('date the proxy was received'),
  /** Utah Code 16-6a-712(3): 11 months unless the proxy says otherwise; the community's setting fills it. */
  expiresOn: isoDay('date the proxy expires').optional(),
})
export type ProxyInput = z.infer<typeof ProxyInputSchema>

export const LostLinkSchema = z.object({
  email: z
    .string('Enter your email address.')
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address.')),
})

/** How staff resolved a tie (ties.server.ts): a runoff names no winners; the others name who is seated. */
export const TieInputSchema = z.object({
  contestId: z.string('Choose the tied contest.'),
  resolution: z.enum(TIE_RESOLUTIONS, 'Choose how the tie was resolved: lot, coin, runoff or board.'),
  winnerOptionIds: z
    .array(z.string(), 'List the winners as option ids.')
    .max(50, 'At most 50 winners.')
    .optional()
    .default([]),
  note: optionalTextField('note', 2000),
})
export type TieInput = z.infer<typeof TieInputSchema>
