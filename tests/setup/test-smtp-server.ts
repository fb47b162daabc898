import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  /** The SMTP envelope: who the server was told to deliver to, not the headers. */
  envelope: { from: string; to: string[] }
  parsed: ParsedMail
  raw: string
}

export type SmtpFailure = {
  at: 'RCPT TO' | 'DATA'
  code: number
  message: string
  /** Only this recipient is refused (RCPT TO); without it, every one is. */
  recipient?: string
}

export type TestSmtpServer = {
  url: string
  port: number
  received: ReceivedMail[]
  /** While set, every RCPT TO or DATA is answered with this reply. */
  failure: SmtpFailure | null
  /** Resolves with the next message the server accepts. */
  nextMail: () => Promise<ReceivedMail>
  /** Holds the reply to the next DATA until `release` is called; `reached` resolves when it arrives. */
  holdNextData: () => { reached: Promise<void>; release: () => void }
  close: () => Promise<void>
}

const smtpError = (failure: SmtpFailure) =>
  Object.assign(new Error(failure.message), { responseCode: failure.code })

/**
 * A real SMTP server on loopback (the `smtp-server` package), speaking plain SMTP without STARTTLS or
 * AUTH, that keeps what it accepts. Pass `port` to come back on the port of a server that was closed.
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const waiting: Array<(mail: ReceivedMail) => void> = []
  let hold: { arrived: () => void; released: Promise<void> } | undefined
  const state: { failure: SmtpFailure | null } = { failure: null }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const failure = state.failure
      const refused =
        failure?.at === 'RCPT TO' && (!failure.recipient || failure.recipient === address.address)
      callback(refused ? smtpError(failure) : null)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const gate = hold
        hold = undefined
        if (gate) {
          gate.arrived()
          await gate.released
        }
        const failure = state.failure
        if (failure?.at === 'DATA') return callback(smtpError(failure))
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail: ReceivedMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          parsed: await simpleParser(raw),
          raw,
        }
        received.push(mail)
        callback()
        waiting.shift()?.(mail)
      })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    get failure() {
      return state.failure
    },
    set failure(value) {
      state.failure = value
    },
    nextMail: () => new Promise((resolve) => waiting.push(resolve)),
    holdNextData() {
      let arrived!: () => void
      let release!: () => void
      const reached = new Promise<void>((resolve) => (arrived = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      hold = { arrived, released }
      return { reached, release }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
