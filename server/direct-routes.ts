import type { Request as ExpressRequest, RequestHandler } from 'express'
import type { AppLoadContext, ServerBuild } from 'react-router'

/**
 * Issue 16: a public JSON read every visitor repeats spends most of its time in React Router finding the
 * route among a hundred (GET /api/blog-posts: 415 req/s from memory). These paths call their route
 * module's loader straight away, so the route file stays the one definition of the answer; anything
 * but a plain GET or HEAD of the exact path goes through React Router as before.
 */
const DIRECT: Record<string, string> = {
  '/api/blog-posts': 'routes/api/blog-posts',
}

type Loader = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<Response>

export function directRoutes(options: {
  build: ServerBuild
  loadContext: (req: ExpressRequest, cspNonce: string) => AppLoadContext
}): RequestHandler {
  const loaders = new Map<string, Loader>()
  for (const [path, id] of Object.entries(DIRECT)) {
    const loader = options.build.routes[id]?.module.loader
    if (!loader) throw new Error(`direct route ${path}: no loader in route ${id}`)
    loaders.set(path, loader as unknown as Loader)
  }
  return async (req, res, next) => {
    const loader = loaders.get(req.path)
    if (!loader || (req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl !== req.path)
      return next()
    try {
      const request = new Request(`http://localhost${req.path}`, { method: req.method })
      const context = options.loadContext(req, String(res.locals.cspNonce))
      const response = await loader({ request, context, params: {} })
      const body = Buffer.from(await response.arrayBuffer())
      res.status(response.status)
      response.headers.forEach((value, name) => res.setHeader(name, value))
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      next(error)
    }
  }
}
