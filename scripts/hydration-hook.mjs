/* global window, performance */
// For page.addInitScript, in the journeys and page-weight.mjs: it runs in the page before its scripts. React
// reports every commit to the hook its developer tools use, so the first one, the hydration, is marked:
// `window.__e2eHydrated` turns true (after the mount effects) and `window.__e2eHydratedAt` holds when, on the
// page's own clock (performance.now()).
export function markHydration() {
  window.__e2eHydrated = false
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {
      window.__e2eHydrated = true
      window.__e2eHydratedAt ??= performance.now()
    },
  }
}
