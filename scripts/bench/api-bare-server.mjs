// The ceiling of `npm run bench`: a bare node:http server that answers every request with one recorded
// response (status, headers, body bytes). Plain JavaScript, run by node itself, so no loader sits in it.
// Usage: node api-bare-server.mjs <response.json> <port>; prints "listening" once it is.
import { Buffer } from 'node:buffer'
import fs from 'node:fs'
import http from 'node:http'

const [file, port] = process.argv.slice(2)
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'))
const body = Buffer.from(recorded.body, 'base64')
const headers = recorded.headers

http
  .createServer((request, response) => {
    request.resume()
    response.writeHead(recorded.status, headers)
    response.end(body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'))
