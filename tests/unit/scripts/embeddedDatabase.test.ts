/** A second command on the same demo data folder shares the embedded PostgreSQL that is running there. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsePostmasterPid, runningEmbedded } from '../../../scripts/lib/db'

const lockFile = (pid: number | string, port: number | string) => `${pid}\n/data/postgres\n1732400000\n${port}\n/tmp\n127.0.0.1\n  5432001  0\nready   \n`

function dataFolderWith(lock: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'))
  if (lock !== null) fs.writeFileSync(path.join(dir, 'postmaster.pid'), lock)
  return dir
}

describe('postmaster.pid', () => {
  it('gives the PID and the port', () => {
    expect(parsePostmasterPid(lockFile(4242, 54321))).toEqual({ pid: 4242, port: 54321 })
  })

  it.each([['', ''], ['abc', 5432], [4242, ''], [-1, 5432], [4242, 'x']])('is unreadable with pid %j and port %j', (pid, port) => {
    expect(parsePostmasterPid(lockFile(pid, port))).toBeNull()
  })
})

describe('a running embedded server', () => {
  it('is found when its lock names a live process', () => {
    expect(runningEmbedded(dataFolderWith(lockFile(process.pid, 54321)))).toEqual({ pid: process.pid, port: 54321 })
  })

  it('is not found when there is no lock or its process has gone', () => {
    expect(runningEmbedded(dataFolderWith(null))).toBeNull()
    expect(runningEmbedded(dataFolderWith(lockFile(2 ** 22 + 7, 54321)))).toBeNull()
  })
})
