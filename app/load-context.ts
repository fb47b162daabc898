import type { Logger } from 'pino'
import type { Database } from '~/db/client.server'
import type { BackupService } from '~/features/backups/backup-service.server'
import type { LlmConfig } from '~/features/law/llm.server'
import type { PublicConfig } from '~/lib/public-config'

declare module 'react-router' {
  // What the Express server hands every loader and action (server/request-handler.ts).
  interface AppLoadContext {
    db: Database
    logger: Logger
    requestId: string
    cspNonce: string
    clientIp: string
    /** The origin canonical URLs are built on: PUBLIC_ORIGIN, else the request's own. */
    origin: string
    /**
     * The origin for links in emails (voting links): PUBLIC_ORIGIN, else http://localhost:PORT. Never the
     * request's Host header, which a client chooses (decision 0011).
     */
    publicOrigin: string
    config: PublicConfig
    /** Keyed hashing for values we must compare but should not store raw (client IPs). */
    hashKey: string
    /** Submissions per hour per IP for each public form (FORM_RATE_LIMIT_PER_HOUR). */
    formRateLimitPerHour: number
    /** The law assistant's language model (LLM_*), or null for retrieval-only answers. */
    llm: LlmConfig | null
    /** Backups, taken by admins in the back office; null where the app runs without them (tests). */
    backups: BackupService | null
  }
}

export {}
