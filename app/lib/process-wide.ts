// State that must exist once per process even when its module is loaded twice. The production server
// (build/server.js, bundled from server/) and the app React Router builds (build/server/index.js) each
// hold their own copy of every module both import, and so do the development server and a test beside
// the app Vite loads: a module-level variable set at start by server/start.ts would not be the one the
// routes read. Such state lives on globalThis under a registered symbol instead.

/** The process's one value for `name`, made by `create` the first time any copy of a module asks. */
export function processWide<T>(name: string, create: () => T): T {
  const registry = globalThis as Record<symbol, unknown>
  const key = Symbol.for(`hoa-site.${name}`)
  if (!(key in registry)) registry[key] = create()
  return registry[key] as T
}
