import { feedbackMessages } from '~/features/submissions/feedback-messages'
import { feedbackSchema } from '~/features/submissions/form-schemas'
import { saveFeedback } from '~/features/submissions/store.server'
import { translator } from '~/i18n/catalogues.server'
import { localeOfRequest } from '~/i18n/locales'
import { AppError } from '~/lib/errors'
import { appErrorResponse, readJson } from '~/lib/http.server'
import { answerFormPost } from './form-post.server'
import type { Route } from './+types/feedback'

// Spec section 7: POST { rating } when 5, else { rating, comments, email } -> { shouldRedirectToReview }.
export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, context, {
    endpoint: '/api/feedback',
    type: 'feedback',
    read: readJson,
    schema: feedbackSchema(translator(localeOfRequest(request), 'forms')),
    save: saveFeedback,
    messages: (input, stored, _read, locale) => feedbackMessages(input, stored, locale),
    // DESIGN.md: true exactly when the rating is 5. A dropped bot submission gets a plain "thank you".
    answer: (result) => ({ shouldRedirectToReview: !result.honeypot && result.input.rating === 5 }),
  })
}

export function loader() {
  return appErrorResponse(new AppError('method_not_allowed', 405, 'Send feedback with a POST request.'))
}
