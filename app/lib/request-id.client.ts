// The error page shows a request id that staff can find in the logs. For a page rendered on the
// server that is the document's own id; for a failure during client-side navigation it is the id
// the server gave the failing data request, which only the fetch response carries.
let lastFailedRequestId: string | undefined

export function watchFailedRequestIds() {
  const original = window.fetch.bind(window)
  window.fetch = async (...args) => {
    const response = await original(...args)
    if (response.status >= 500) lastFailedRequestId = response.headers.get('x-request-id') ?? undefined
    return response
  }
}

export function lastFailedRequestIdOnClient(): string | undefined {
  return lastFailedRequestId
}
