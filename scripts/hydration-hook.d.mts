/** Marks the page's hydration on window.__e2eHydrated and window.__e2eHydratedAt (run with page.addInitScript). */
export function markHydration(): void
