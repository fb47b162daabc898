import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { describe, expect, test } from 'vitest'
import { setupServerBuild } from '../../tests/setup/test-app'
import { routeLabels, STATIC_LABEL, UNMATCHED_LABEL } from './route-labels'

const loaded = setupServerBuild()

/** React Router's own nested routes from the build's flat manifest, as its request handler builds them. */
function routeTree(manifest: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, children: routeTree(manifest, route!.id) },
    )
}

/** The pattern React Router itself matches for a path; null where only a splat (a 404 page) matches. */
function reactRouterPattern(build: ServerBuild, path: string): string | null {
  const matches = matchRoutes(routeTree(build.routes), path) ?? []
  const paths = matches.flatMap((match) => (match.route.path ? match.route.path.split('/') : []))
  return paths.includes('*') || matches.length === 0 ? null : `/${paths.filter(Boolean).join('/')}`
}

describe('route labels of the site', () => {
  test('every route’s paths get the pattern React Router matches them to, never the path itself', () => {
    const { build } = loaded
    const labels = routeLabels(build)
    const patterns = Object.values(build.routes).flatMap((route) =>
      route?.path && !route.path.includes('*') ? [route.path] : [],
    )
    expect(patterns.length).toBeGreaterThan(100)
    // Each dynamic segment filled with words that are also static segments elsewhere (new, public,
    // results, code...), so that the ranking between `/x/new` and `/x/:id` is put to the test.
    const fillers = ['7c1f0b2e', 'new', 'public', 'code', 'results', 'edit', 'rss.xml']
    for (const pattern of patterns)
      for (const filler of fillers) {
        const path = `/${pattern.replace(/:[\w-]+/g, filler)}`
        const expected = reactRouterPattern(build, path) ?? UNMATCHED_LABEL
        expect({ path, label: labels.label(path) }).toEqual({ path, label: expected })
      }
  })

  test('ids and tokens leave no trace; data requests, files and unknown paths get fixed labels', () => {
    const { label } = routeLabels(loaded.build)
    const expected = {
      '/vote/Zm9vYmFyYmF6cXV4LXRva2VuLXZhbHVl': '/vote/:token',
      '/staff/elections/3f1c8a52-0a4b-4c6e-9b7e-1d2c3b4a5f60': '/staff/elections/:id',
      '/staff/elections/new': '/staff/elections/new',
      '/vote/abc.data': '/vote/:token',
      '/_root.data': '/',
      '/': '/',
      '/ABOUT/': '/about',
      '/blog/rss.xml': '/blog/rss.xml',
      '/assets/entry.client-AbC123.js': STATIC_LABEL,
      '/favicon.ico': STATIC_LABEL,
      '/no/such/page': UNMATCHED_LABEL,
      '/api/no-such-endpoint': UNMATCHED_LABEL,
      '/healthz': '/healthz',
      '/metrics': '/metrics',
    }
    const paths = Object.keys(expected)
    expect(Object.fromEntries(paths.map((path) => [path, label(path)]))).toEqual(expected)
  })
})

test('a static segment outranks a dynamic one defined before it, as in React Router', () => {
  const route = (id: string, path: string, parentId = 'root') => ({ id, path, parentId, module: {} })
  const routes = {
    root: { id: 'root', path: '', module: {} },
    item: route('item', 'things/:id'),
    fresh: route('fresh', 'things/new'),
    step: route('step', 'things/:id/:step'),
    edit: route('edit', 'things/:id/edit'),
  } as unknown as ServerBuild['routes']
  const build = { routes } as ServerBuild
  const { label } = routeLabels(build)
  for (const path of ['/things/new', '/things/42', '/things/42/edit', '/things/42/close'])
    expect(label(path)).toBe(reactRouterPattern(build, path))
  expect(label('/things/new')).toBe('/things/new')
  expect(label('/things/42/edit')).toBe('/things/:id/edit')
})

test('a development build is read when refreshed', async () => {
  const labels = routeLabels(async () => loaded.build)
  expect(labels.label('/about')).toBe(UNMATCHED_LABEL)
  await labels.refresh()
  expect(labels.label('/about')).toBe('/about')
})
