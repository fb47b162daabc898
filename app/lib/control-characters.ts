// Control characters other than line breaks and tabs: nothing a person types into a form means them.
// Its own module, so browser code can test for them without loading Zod.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
