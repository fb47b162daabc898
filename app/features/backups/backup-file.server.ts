import { createHash, type Hash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { constants, createGunzip, createGzip } from 'node:zlib'
import { backupFileName, checksumLine, marker, type BackupEnd } from './format'
import type { LineSink } from './export.server'

export type WrittenBackup = { fileName: string; path: string; sizeBytes: number; sha256: string }

/** A hash of the bytes passing through, on their way to the file. */
function hashing(hash: Hash) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      done(null, chunk)
    },
  })
}

/** The first free name for a backup taken at `at` (a second one within the same second gets `-2`). */
async function freeName(dir: string, at: Date): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = backupFileName(at, attempt)
    const taken = await fs.stat(path.join(dir, name)).then(
      () => true,
      () => false,
    )
    if (!taken) return name
  }
}

/**
 * A new backup file in `dir`: lines are compressed into `<name>.partial`, which becomes `<name>` with its
 * `.sha256` beside it only once the last line is written, so a backup cut short never looks like one.
 */
export async function createBackupFile(dir: string, at: Date) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  const fileName = await freeName(dir, at)
  const finalPath = path.join(dir, fileName)
  const partialPath = `${finalPath}.partial`
  const content = createHash('sha256') // of the lines, for the file's own last line
  const file = createHash('sha256') // of the compressed bytes, for the .sha256 beside it
  // Level 6 (zlib's default): hex-encoded files and JSON compress about 3:1 at a few seconds per 100 MB.
  const gzip = createGzip({ level: constants.Z_DEFAULT_COMPRESSION })
  const done = pipeline(gzip, hashing(file), createWriteStream(partialPath, { flags: 'wx', mode: 0o600 }))
  done.catch(() => {}) // awaited in finish or abort; an early failure also rejects the next write

  const writeRaw = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (gzip.destroyed) return reject(new Error('the backup file was closed'))
      if (gzip.write(text)) return resolve()
      const drained = () => {
        gzip.off('error', failed)
        resolve()
      }
      const failed = (error: Error) => {
        gzip.off('drain', drained)
        reject(error)
      }
      gzip.once('drain', drained)
      gzip.once('error', failed)
    })
  const sink: LineSink = {
    write(line) {
      const text = `${line}\n`
      content.update(text)
      return writeRaw(text)
    },
  }

  return {
    sink,
    async finish(end: Omit<BackupEnd, 'sha256'>): Promise<WrittenBackup> {
      const trailer: BackupEnd = { ...end, sha256: content.digest('hex') }
      await writeRaw(`${marker.end}${JSON.stringify(trailer)}\n`)
      gzip.end()
      await done
      const sha256 = file.digest('hex')
      const { size } = await fs.stat(partialPath)
      await fs.writeFile(`${finalPath}.sha256`, checksumLine(sha256, fileName), { mode: 0o600 })
      await fs.rename(partialPath, finalPath)
      return { fileName, path: finalPath, sizeBytes: size, sha256 }
    },
    async abort() {
      gzip.destroy()
      await done.catch(() => {})
      await fs.rm(partialPath, { force: true })
    },
  }
}

/** A backup file's lines, decompressed, one at a time (a line may be tens of megabytes: an upload in hex). */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip()
  const source = createReadStream(file)
  source.on('error', (error) => gunzip.destroy(error))
  source.pipe(gunzip)
  const decoder = new StringDecoder('utf8')
  let pending: string[] = []
  for await (const chunk of gunzip) {
    const text = decoder.write(chunk as Buffer)
    let start = 0
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      pending.push(text.slice(start, end))
      yield pending.join('')
      pending = []
      start = end + 1
    }
    if (start < text.length) pending.push(text.slice(start))
  }
  const last = pending.join('') + decoder.end()
  if (last) yield last
}

/** The SHA-256 of a file's bytes, hex. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
