import { config, z } from 'zod'

// Zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. Our CSP forbids
// eval, so in the browser the probe is a reported violation (Lighthouse best practices). The interpreted
// parsers are plenty for a form. Code that runs in the browser imports `z` from here, never from 'zod': this
// module is evaluated before any schema that imports it, so no schema is built before the setting.
config({ jitless: true })

export { z }
