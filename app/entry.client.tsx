import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { config as zodConfig } from 'zod'
import { watchFailedRequestIds } from '~/lib/request-id.client'

watchFailedRequestIds()
// Zod probes `new Function('')` to compile fast parsers; our CSP forbids eval, so the probe is a reported
// violation (Lighthouse best practices). The interpreted parsers are plenty for a form.
zodConfig({ jitless: true })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
