import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { DataDirInUseError, lockDataDir } from './data-dir-lock.server'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

test('a second holder of the same directory is refused with a clear message', () => {
  const dir = tempDir()
  const lock = lockDataDir(dir)
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
  expect(() => lockDataDir(dir)).toThrow(new RegExp(`already in use by process ${process.pid}`))
  lock.release()
  lockDataDir(dir).release()
})

test('a lock left by a process that has died is taken over', () => {
  const dir = tempDir()
  const dead = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString()
  fs.writeFileSync(
    path.join(dir, 'hoa-site.lock'),
    JSON.stringify({ pid: Number(dead), host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }),
  )
  const lock = lockDataDir(dir)
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'hoa-site.lock'), 'utf8')).pid).toBe(process.pid)
  lock.release()
  expect(fs.existsSync(path.join(dir, 'hoa-site.lock'))).toBe(false)
})

test('a lock held from another host is never taken over', () => {
  const dir = tempDir()
  fs.writeFileSync(
    path.join(dir, 'hoa-site.lock'),
    JSON.stringify({ pid: 1, host: 'other-host', startedAt: 'x' }),
  )
  expect(() => lockDataDir(dir)).toThrow(/process 1 on other-host/)
})
