import { SUBMISSION_KINDS, type SubmissionType } from './kinds'

// No 0/O, 1/I/L: a reference is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A reference a person can quote, e.g. `RR-7K3M9QX2`: 8 random characters, about 40 bits. */
export function newReference(type: SubmissionType, random: (max: number) => number): string {
  const body = Array.from({ length: 8 }, () => ALPHABET[random(ALPHABET.length)]).join('')
  return `${SUBMISSION_KINDS[type].prefix}-${body}`
}

export const REFERENCE_PATTERN = /^(FB|CN|QT|CT|RR)-[2-9A-HJKMNP-Z]{8}$/
