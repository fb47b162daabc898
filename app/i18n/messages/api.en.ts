/**
 * The sentences any endpoint may answer with, whatever it does: a body too large or unreadable, too many
 * requests, the database away for a moment. Written on the server only, never sent to a page, in the language
 * the request speaks (app/lib/api-error.server.ts).
 */
export const api = {
  tooLarge: 'The request is too large (the limit is {limit}).',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  notObject: 'The request body must be a JSON object, such as {"name": "Ann"}.',
  badJson: 'The request body is not valid JSON.',
  tooDeep: 'The request body is nested too deeply (the limit is {limit} levels).',
  badCharacter: 'The request contains a character that is not allowed (U+0000).',
  formOnly: 'Send the form as multipart/form-data.',
  badForm: 'The form data could not be read. Please try again.',
  tooManyParts: 'The form has too many parts (the limit is {limit}).',
  invalidInput: 'Some fields need attention. Please check them and try again.',
  postOnly: 'Send this form with a POST request.',
  keyReused:
    'This Idempotency-Key was already used for a different request. Send the changed form with a new key.',
  busy: 'Many files are being sent to us right now. Please try again in a few seconds.',
  unavailable:
    'The site is briefly unavailable while we reconnect to our database. Please try again in a few seconds.',
  rateLimitedSeconds: {
    one: 'Too many requests. Please wait {count} second and try again.',
    other: 'Too many requests. Please wait {count} seconds and try again.',
  },
  rateLimitedMinutes: {
    one: 'Too many requests. Please wait {count} minute and try again.',
    other: 'Too many requests. Please wait {count} minutes and try again.',
  },
} as const
