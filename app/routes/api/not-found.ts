import { AppError } from '~/lib/errors'
import { appErrorResponse } from '~/lib/http.server'

// Any /api path no endpoint claims answers JSON, not the HTML not-found page.
function notFound() {
  return appErrorResponse(new AppError('not_found', 404, 'There is no API endpoint at this address.'))
}

export const loader = notFound
export const action = notFound
