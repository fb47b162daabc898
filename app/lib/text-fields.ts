import { CONTROL_CHARACTERS } from '~/lib/control-characters'
import { z } from '~/lib/zod'

// Plain text a person types into a staff form (ballots, surveys): trimmed, bounded, and without control
// characters, which have no place in what voters and residents read.
/** Required text: "Please enter the {what}." when empty. */
export const textField = (what: string, max: number) =>
  z
    .string(`Please enter the ${what}.`)
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `The ${what} is too long (at most ${max} characters).`)
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `The ${what} contains a character that is not allowed.`,
    )

/** Optional text, empty when left out. */
export const optionalTextField = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} is too long (at most ${max} characters).`)
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `The ${what} contains a character that is not allowed.`,
    )
    .optional()
    .default('')
