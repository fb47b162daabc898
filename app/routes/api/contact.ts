import { contactSchema } from '~/features/submissions/form-schemas'
import { translator } from '~/i18n/catalogues.server'
import { localeOfRequest } from '~/i18n/locales'
import { AppError } from '~/lib/errors'
import { appErrorResponse } from '~/lib/http.server'
import { takeContactMessage } from './contact-intake.server'
import type { Route } from './+types/contact'

// Spec section 7 leaves the payload open; DESIGN.md: { name, email, phone?, community?, message } -> { reference }.
export async function action({ request, context }: Route.ActionArgs) {
  const schema = contactSchema(translator(localeOfRequest(request), 'forms'))
  return takeContactMessage(request, context, '/api/contact', schema)
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Send a message with a POST request.'))
}
