import { z } from 'zod'

// The one place that reads process.env (STYLE.md rule 5). Every setting of DESIGN.md "Configuration".
const optionalUrl = z.url().optional()
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Wasatch Crest HOA Management <no-reply@example.com>'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    CHATWOOT_BASE_URL: optionalUrl,
    CHATWOOT_WEBSITE_TOKEN: z.string().min(1).optional(),
    REVIEW_URL: z.url().default('https://maps.google.com/?cid=0'),
    PUBLIC_ORIGIN: z
      .url()
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The staff account created on first start when there is none (DESIGN.md "Staff accounts").
    FIRST_ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@example.com'),
    // Backups (docs/decisions/0021-backups.md): where they go (default DATA_DIR/backups), when the server
    // takes them (Utah times of day, e.g. "02:00" or "02:00,14:00"; "off" for none), and how many to keep.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .regex(
        /^(off|([01]\d|2[0-3]):[0-5]\d(\s*,\s*([01]\d|2[0-3]):[0-5]\d)*)$/,
        'must be "off" or times like 02:00,14:00',
      )
      .default('02:00'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+)$/, 'must be true, false or a number of proxy hops')
      .default('false'),
    // The bearer token Prometheus sends for GET /metrics; without it there is no /metrics.
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  })
  .superRefine((env, ctx) => {
    const llm = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].filter(Boolean).length
    if (llm !== 0 && llm !== 3)
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together',
      })
    if (Boolean(env.CHATWOOT_BASE_URL) !== Boolean(env.CHATWOOT_WEBSITE_TOKEN))
      ctx.addIssue({
        code: 'custom',
        path: ['CHATWOOT_BASE_URL'],
        message: 'set CHATWOOT_BASE_URL and CHATWOOT_WEBSITE_TOKEN together',
      })
  })

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the environment once; a bad value throws an EnvError naming each variable at fault. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, blankToUndefined(source[key])]),
  )
  const result = EnvSchema.safeParse(known)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new EnvError(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`)
}
