import { pino, type Logger } from 'pino'

/** A real pino logger whose JSON lines are kept for the test to read. */
export function captureLogger(): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const raw: string[] = []
  const logger = pino({ level: 'debug' }, { write: (line: string) => void raw.push(line) })
  return { logger, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) }
}
