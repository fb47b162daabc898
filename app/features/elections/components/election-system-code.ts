// The messages of the "Have a voting code?" box; what it accepts is readEnteredCode in ../voter-code.ts.

export const CODE_HELP =
  'Type the 16-character code from your printed notice or mail ballot (dashes and spaces do not matter), or paste the whole link from your invitation email.'

export const BAD_CODE_MESSAGE =
  'That is not a voting code or link. A voting code has 16 letters and digits, such as 7KQ2-M9XD-4TRB-P3WA; a link contains “/vote/”.'

export const EMPTY_CODE_MESSAGE = 'Type your voting code or paste your voting link.'
