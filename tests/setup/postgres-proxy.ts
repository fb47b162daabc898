import net from 'node:net'

type Mode = 'pass' | 'black-hole' | 'refuse'

/**
 * A TCP proxy in front of a real PostgreSQL, for outage tests (issue 14): it passes bytes through, turns
 * into a black hole (accepts and reads, answers nothing; connections already open go silent, their bytes
 * dropped) or refuses (resets every connection and stops listening), and back, on the same port.
 */
export class PostgresProxy {
  private mode: Mode = 'pass'
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
    if (!this.server) await this.listen()
  }

  async stop() {
    await this.refuse()
  }

  private listen() {
    const server = net.createServer((socket) => this.accept(socket))
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
    if (this.mode !== 'pass') {
      client.on('data', () => {}) // read and drop: the far end never answers
      return
    }
    const upstream = net.connect(this.upstream.port, this.upstream.host)
    this.track(upstream)
    client.on('data', (chunk) => {
      if (this.mode === 'pass') upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (this.mode === 'pass') client.write(chunk)
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  }
}
