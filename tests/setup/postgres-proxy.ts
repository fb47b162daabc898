import net from 'node:net'

type Mode = 'pass' | 'black-hole' | 'refuse'

// PostgreSQL's Terminate message: 'X' and a length of 4, what a client sends as it leaves.
const isTerminate = (chunk: Buffer) => chunk.length === 5 && chunk[0] === 0x58 && chunk.readInt32BE(1) === 4

/**
 * A TCP proxy in front of a real PostgreSQL, for outage tests (issue 14): it passes bytes through, turns
 * into a black hole (accepts and reads, answers nothing; connections already open go silent, their bytes
 * dropped) or refuses (resets every connection and stops listening), and back, on the same port. With
 * `holdGoodbyes`, bytes still pass, but a client's goodbye (Terminate, then its half of the close) never
 * reaches the server and the connection is never closed from this side, as when the server or the network
 * stops answering just as the client leaves.
 */
export class PostgresProxy {
  private mode: Mode = 'pass'
  private holding = false
  private readonly sockets = new Set<net.Socket>()
  private server: net.Server | undefined
  port = 0

  constructor(private readonly upstream: { host: string; port: number }) {}

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const through = new URL(url)
    through.hostname = '127.0.0.1'
    through.port = String(this.port)
    return through.toString()
  }

  async start(mode: Mode = 'pass') {
    this.mode = mode
    await this.listen()
  }

  blackHole() {
    this.mode = 'black-hole'
  }

  holdGoodbyes() {
    this.holding = true
  }

  async refuse() {
    this.mode = 'refuse'
    const server = this.server
    this.server = undefined
    const closed = new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    for (const socket of this.sockets) socket.resetAndDestroy()
    await closed
  }

  async restore() {
    this.mode = 'pass'
    this.holding = false
    if (!this.server) await this.listen()
  }

  async stop() {
    await this.refuse()
  }

  private listen() {
    // Half-open allowed, so a goodbye can be held; otherwise each side's end is passed on (accept).
    const server = net.createServer({ allowHalfOpen: true }, (socket) => this.accept(socket))
    this.server = server
    return new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port
        resolve()
      })
    })
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.on('error', () => {})
  }

  private accept(client: net.Socket) {
    this.track(client)
    let held = false
    if (this.mode !== 'pass') {
      client.on('data', () => {}) // read and drop: the far end never answers
      client.on('end', () => client.end())
      return
    }
    const upstream = net.connect(this.upstream.port, this.upstream.host)
    this.track(upstream)
    client.on('data', (chunk) => {
      if (this.holding && isTerminate(chunk)) held = true
      if (this.mode === 'pass' && !held) upstream.write(chunk)
    })
    // A black hole answers the close as the socket did before half-open was allowed; a held one never does.
    client.on('end', () => {
      if (held) return
      if (this.mode === 'pass') upstream.end()
      else client.end()
    })
    upstream.on('data', (chunk) => {
      if (this.mode === 'pass') client.write(chunk)
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  }
}
