import type { ServerBuild } from 'react-router'

/** The label of a built client file (`/assets/...`) or any other public file. */
export const STATIC_LABEL = 'static'
/** The label of a path no route answers (the site's 404 pages). */
export const UNMATCHED_LABEL = 'unmatched'

/** Paths answered before React Router, each its own label. */
const SERVER_PATHS = ['/healthz', '/metrics', '/__manifest']
/** Labels remembered per path; past this the oldest is forgotten. Longer paths are never remembered. */
const MAX_REMEMBERED = 1_000
const MAX_REMEMBERED_LENGTH = 200

type Pattern = { label: string; matcher: RegExp; score: number }

// React Router's ranking (its computeScore): a static segment outranks a dynamic one, so `/staff/elections/new`
// wins over `/staff/elections/:id`; routes that score the same keep the order they are defined in.
const segmentScore = (segment: string) => (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10)
const scoreOf = (path: string, index: boolean) =>
  path.split('/').reduce((score, segment) => score + segmentScore(segment), path.split('/').length) +
  (index ? 2 : 0)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** React Router matches case-insensitively, with or without a trailing slash. */
function matcherOf(segments: string[]): RegExp {
  const body = segments.map((s) => `\\/${s.startsWith(':') ? '[^\\/]+' : escapeRegExp(s)}`).join('')
  return new RegExp(`^${body}\\/*$`, 'i')
}

/**
 * Every route of the build that answers a path, as its URL pattern (`/vote/:token`), best first. Splat
 * routes (`*`, `api/*`) are the site's 404 pages: a path only they match is unmatched.
 */
function routePatterns(manifest: ServerBuild['routes']): Pattern[] {
  const patterns: Pattern[] = []
  const visit = (parentId: string | undefined, parentSegments: string[]) => {
    for (const route of Object.values(manifest)) {
      if (!route || route.parentId !== parentId) continue
      const segments = [...parentSegments, ...(route.path ?? '').split('/').filter(Boolean)]
      visit(route.id, segments)
      if (!route.index && !route.path) continue
      if (segments.includes('*')) continue
      const label = `/${segments.join('/')}`
      patterns.push({ label, matcher: matcherOf(segments), score: scoreOf(label, Boolean(route.index)) })
    }
  }
  visit(undefined, [])
  return patterns.sort((a, b) => b.score - a.score) // stable: equal scores keep their order
}

function decodedPath(path: string): string {
  // React Router's data requests: `/vote/abc.data` loads `/vote/abc`, `/_root.data` the home page.
  const page = path.endsWith('.data') ? path.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : path
  try {
    return decodeURI(page)
  } catch {
    return page
  }
}

export type RouteLabels = {
  /** The bounded label of a request path: its route's pattern, `static` or `unmatched`; never the path. */
  label: (path: string) => string
  /** Reads the routes again (development, where the build changes); a built app's never change. */
  refresh: () => Promise<void>
}

/** Labels for request paths from the build's routes, each path's label worked out once while remembered. */
export function routeLabels(build: ServerBuild | (() => Promise<ServerBuild>)): RouteLabels {
  let patterns: Pattern[] = typeof build === 'function' ? [] : routePatterns(build.routes)
  const remembered = new Map<string, string>()
  const serverPaths = new Set(SERVER_PATHS)

  const find = (path: string): string => {
    const page = decodedPath(path)
    const found = patterns.find((pattern) => pattern.matcher.test(page))
    if (found) return found.label
    return path.includes('.') && !path.endsWith('.data') ? STATIC_LABEL : UNMATCHED_LABEL
  }

  const label = (path: string): string => {
    if (path.startsWith('/assets/')) return STATIC_LABEL
    if (serverPaths.has(path)) return path
    let known = remembered.get(path)
    if (known !== undefined) return known
    known = find(path)
    if (path.length <= MAX_REMEMBERED_LENGTH) {
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!)
      remembered.set(path, known)
    }
    return known
  }

  const refresh = async () => {
    if (typeof build !== 'function') return
    patterns = routePatterns((await build()).routes)
    remembered.clear()
  }
  return { label, refresh }
}
