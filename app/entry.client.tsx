import { startTransition, StrictMode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { replayEarlyTap, takeEarlyTap } from '~/lib/early-tap'
import { watchFailedRequestIds } from '~/lib/request-id.client'

watchFailedRequestIds()

// A button tapped while the page was painted but not yet hydrated (issue 15), clicked again once it is.
let earlyTap = takeEarlyTap()

function ReplayEarlyTap() {
  useEffect(() => {
    const button = earlyTap
    earlyTap = null
    if (button) replayEarlyTap(button)
  }, [])
  return null
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <ReplayEarlyTap />
    </StrictMode>,
  )
})
