import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { requestJson, startChildServer } from './child-server'

/**
 * Several processes on one host may share the SQLite feedback store (the README's single-host
 * setup): two servers on one file, both under a burst at once. WAL lets them read while the
 * other writes and busy_timeout makes a writer wait for the other's commit instead of failing,
 * so every submission is answered 200 and stored once.
 */
const SERVER = path.join(import.meta.dirname, 'feedback-crash-server.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-processes-'))
const file = path.join(dir, 'assessa.sqlite')
const children: ChildProcess[] = []
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  agent.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('feedback store shared by processes on one host', () => {
  it(
    'two processes writing one file at once: every submission answered 200 and stored',
    { timeout: 30_000 },
    async () => {
      const servers = await Promise.all([0, 1].map(() => startChildServer(SERVER, { args: [file], children })))
      const statuses: number[] = []
      const ids = new Set<string>()
      // 16 clients per process, 25 submissions each, all at the same time.
      await Promise.all(
        servers.flatMap(({ port }, s) =>
          Array.from({ length: 16 }, async (_, w) => {
            for (let i = 0; i < 25; i++) {
              const { status, json } = await requestJson(
                port,
                'POST',
                '/insert',
                { feedbackType: 'general', rating: 3, message: `server ${s} worker ${w} #${i}`, publicFeedback: false },
                { agent },
              )
              statuses.push(status)
              if (status === 200) ids.add((json as { id: string }).id)
            }
          }),
        ),
      )
      expect(statuses.filter((status) => status !== 200)).toEqual([])
      expect(ids.size).toBe(2 * 16 * 25)
      const { json } = await requestJson(servers[1]!.port, 'GET', '/check')
      const check = json as { integrity: string; count: number; ids: string[] }
      expect(check.integrity).toBe('ok')
      expect(check.count).toBe(ids.size)
      expect(new Set(check.ids)).toEqual(ids)
    },
  )
})
