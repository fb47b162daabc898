import net from 'node:net'

/**
 * A POST sent over a plain socket as a browser uploads a file: the body goes out in 64 KB writes and keeps
 * going after an early answer arrives, until it is all sent or the server closes the connection. Node's
 * `fetch` is not such a client: when the answer is complete before the body, it resets its own connection,
 * so a test of early answers written with it fails on the client's doing, not the server's.
 */
export type SocketUpload = {
  port: number
  path: string
  headers?: Record<string, string>
  /** Bytes sent before the filler, e.g. a multipart part's head. */
  head?: Buffer
  /** Zero bytes sent after `head`, in 64 KB writes. */
  fillerBytes: number
  /** Bytes sent after the filler, e.g. the multipart closing boundary. */
  tail?: Buffer
  /** A wait between writes. */
  pauseMs?: number
  /** One wait half-way through the filler. */
  stallMs?: number
}

export type SocketAnswer = {
  status: number
  headers: Record<string, string>
  body: string
  /** Whether every byte of the request was written before the connection closed. */
  sentAll: boolean
  error?: string
}

const CHUNK = Buffer.alloc(64 * 1024)

/** The body of an HTTP/1.1 answer, undoing chunked transfer coding. */
function decodeBody(raw: string, chunked: boolean): string {
  if (!chunked) return raw
  let body = ''
  let rest = raw
  for (;;) {
    const lineEnd = rest.indexOf('\r\n')
    const size = lineEnd === -1 ? 0 : parseInt(rest.slice(0, lineEnd), 16)
    if (!size) return body
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    rest = rest.slice(lineEnd + 2 + size + 2)
  }
}

function parseAnswer(received: string): Omit<SocketAnswer, 'sentAll' | 'error'> {
  const split = received.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = (split === -1 ? received : received.slice(0, split)).split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const raw = split === -1 ? '' : received.slice(split + 4)
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    // Read as latin1, one character per byte, so chunk sizes count bytes; the body itself is UTF-8.
    body: Buffer.from(decodeBody(raw, headers['transfer-encoding'] === 'chunked'), 'latin1').toString('utf8'),
  }
}

/**
 * Sends the request and settles once the exchange is over: the whole body sent and the connection closed
 * (this side closes it a moment after the last byte), or the connection failed. A reset shows as `error`.
 */
export function socketUpload(upload: SocketUpload): Promise<SocketAnswer> {
  const { port, path, head = Buffer.alloc(0), fillerBytes, tail = Buffer.alloc(0) } = upload
  const { pauseMs = 0, stallMs = 0 } = upload
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    let error: string | undefined
    let left = fillerBytes
    let done = false
    socket.setEncoding('latin1')
    socket.on('data', (text: string) => (received += text))
    socket.on('error', (failure) => (error = failure.message))
    socket.on('close', () =>
      // A reset shows as an error just after the close: wait a moment for one before settling.
      setTimeout(
        () => resolve({ ...parseAnswer(received), sentAll: done, ...(error ? { error } : {}) }),
        250,
      ),
    )
    const headers = { Host: `127.0.0.1:${port}`, ...upload.headers }
    const length = head.length + fillerBytes + tail.length
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('')}Content-Length: ${length}\r\n\r\n`)
    socket.write(head)
    const half = Math.floor(fillerBytes / CHUNK.length / 2) * CHUNK.length
    const write = () => {
      while (left > 0 && !socket.destroyed) {
        const size = Math.min(left, CHUNK.length)
        left -= size
        const flowing = socket.write(CHUNK.subarray(0, size))
        const wait = stallMs && left === fillerBytes - half ? stallMs : pauseMs
        if (wait > 0) return void setTimeout(write, wait)
        if (!flowing) return void socket.once('drain', write)
      }
      if (socket.destroyed) return
      socket.write(tail, (failure) => (done = !failure))
      // Everything is sent: the answer is in or on its way; close this side, and the server closes its own.
      setTimeout(() => socket.end(), 250)
    }
    write()
  })
}
