// A process that takes a DATA_DIR lock and holds it until it is killed: the other side of
// app/db/data-dir-lock.server.test.ts. Run as `node --import tsx tests/setup/data-dir-lock-holder.ts DIR`, so
// this process is node itself (PID 1 under `unshare --pid --fork`), not a tsx wrapper around it.
import fs from 'node:fs'
import os from 'node:os'
import { lockDataDir } from '../../app/db/data-dir-lock.server'

lockDataDir(process.argv[2]!)
// Inside a PID namespace process.pid is the namespace's number (1); /proc, when not remounted, still
// names this process as the test sees it, so the test can kill it.
const outerPid = fs.existsSync('/proc/self') ? Number(fs.readlinkSync('/proc/self')) : process.pid
process.stdout.write(`${JSON.stringify({ pid: process.pid, outerPid, host: os.hostname() })}\n`)
setInterval(() => {}, 60_000)
