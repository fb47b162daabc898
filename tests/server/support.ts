import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serveNodeFlags } from '../../scripts/serve-args'

export type RunningServer = {
  proc: ChildProcess
  port: number
  origin: string
  output: () => string
  exited: Promise<number | null>
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-server-'))
}

/** Starts `node build/server.js` as a visitor's host would, and waits for its "listening" log line. */
export function launchServer(env: Record<string, string>): Promise<RunningServer> {
  const proc = spawn(process.execPath, [...serveNodeFlags(), 'build/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL') // a start that timed out must not outlive the test
      reject(new Error(`server did not start:\n${output}`))
    }, 60_000)
    const check = () => {
      const match = /"port":(\d+)[^\n]*listening on/.exec(output)
      if (!match) return
      clearTimeout(timer)
      proc.stdout!.off('data', check)
      const port = Number(match[1])
      resolve({ proc, port, origin: `http://127.0.0.1:${port}`, output: () => output, exited })
    }
    proc.stdout!.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before listening:\n${output}`))
    })
  })
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function expectStartFailure(env: Record<string, string>) {
  const proc = spawn(process.execPath, [...serveNodeFlags(), 'build/server.js'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  proc.stdout.on('data', (c: Buffer) => (output += c.toString()))
  proc.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve))
  return { code, output }
}
