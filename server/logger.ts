import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pino, type Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import type { Env } from '~/lib/env.server'
import { redactedErrorSerializer, redactLogFields, redactSecrets } from './log-redaction'
import { refusedLocal } from './error-handler'

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'hoa-site' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // The last net under requestLogger's own redaction: whatever a line holds, a voting link's token
    // is cut before the line is written (server/log-redaction.ts).
    hooks: { streamWrite: redactSecrets },
  })
}

// A load balancer's id is kept so one request can be followed across tiers; anything odd is replaced.
const INCOMING_ID = /^[\w.:-]{8,100}$/

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id']
  const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID()
  res.setHeader('X-Request-Id', id)
  return id
}

// A voting or survey link's token exists only in the recipient's email and on the printed notice
// (decisions 0011 and 0018): it is cut out of every logged URL, and out of every other field of a line.
export const redactUrl = redactSecrets

// Who sent an answer is not kept (issue 13): a survey answer's log line has neither the address nor the
// browser, so no log pairs an anonymous response with a person.
const SURVEY_ANSWER = /^\/(?:api\/surveys\/[^/?#]+\/responses|survey\/[^/?#]+|survey-2025)(?:[?#]|$)/

function isSurveyAnswer(method: string, url: string): boolean {
  return method === 'POST' && SURVEY_ANSWER.test(url)
}

const refusedByErrorHandler = (res: ServerResponse) =>
  (res as ServerResponse & { locals?: Record<string, unknown> }).locals?.[refusedLocal] === true

// Health probes, and in development Vite's module requests, would drown the useful lines.
const DEV_MODULE = /^\/(app|node_modules|@)[/\w]/

export function requestLogger(logger: Logger, options: { dev: boolean }) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: {
      ignore: (req) => req.url === '/healthz' || (options.dev && DEV_MODULE.test(req.url ?? '')),
    },
    // A request the error handler refused as the client's mistake (a malformed address) is info: anyone
    // can send one, and nothing here went wrong.
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500
        ? 'error'
        : res.statusCode >= 400 && !refusedByErrorHandler(res)
          ? 'warn'
          : 'info',
    serializers: {
      req: (req: {
        id: string
        method: string
        url: string
        remoteAddress?: string
        headers: Record<string, string>
      }) =>
        isSurveyAnswer(req.method, req.url)
          ? { id: req.id, method: req.method, url: redactUrl(req.url) }
          : {
              id: req.id,
              method: req.method,
              url: redactUrl(req.url),
              remoteAddress: req.remoteAddress,
              userAgent: req.headers['user-agent'],
            },
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: redactedErrorSerializer,
      msg: redactSecrets,
    },
    formatters: { log: redactLogFields },
  })
}
