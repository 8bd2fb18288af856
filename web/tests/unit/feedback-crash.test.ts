import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { requestJson, startChildServer } from './child-server'

/**
 * Durability: a child process serves the real store; it is SIGKILLed in the middle of a
 * burst of submissions and restarted on the same file, twice. Every submission that
 * was answered 200 must be there, and the file must open cleanly (integrity_check ok).
 */
const SERVER = path.join(import.meta.dirname, 'feedback-crash-server.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-crash-'))
const file = path.join(dir, 'assessa.sqlite')
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
})

const start = () => startChildServer(SERVER, { args: [file], children })

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
const request = (port: number, method: string, urlPath: string, body?: unknown) =>
  requestJson(port, method, urlPath, body, { agent })

describe('feedback store survives SIGKILL', () => {
  it(
    'keeps every acknowledged submission across kills mid-burst, and the file stays sound',
    { timeout: 30_000 },
    async () => {
      const acknowledged = new Set<string>()

      for (let round = 0; round < 2; round++) {
        const { child, port } = await start()
        const exited = new Promise((resolve) => child.once('exit', resolve))
        let killed = false
        let inRound = 0
        let stoppedByKill = 0

        // 24 clients submit as fast as they can, each until its connection dies; the server is
        // killed once 150 are acknowledged, from a timer so the kill lands between or inside
        // commits rather than in step with a response.
        const worker = async (w: number) => {
          for (let i = 0; ; i++) {
            try {
              const { status, json } = await request(port, 'POST', '/insert', {
                feedbackType: 'bug',
                rating: (i % 5) + 1,
                message: `round ${round} worker ${w} message ${i} ${'x'.repeat(200)}`,
                publicFeedback: i % 2 === 0,
              })
              if (status === 200) {
                acknowledged.add((json as { id: string }).id)
                if (++inRound >= 150 && !killed) {
                  killed = true
                  setTimeout(() => child.kill('SIGKILL'), Math.random() * 5)
                }
              }
            } catch {
              stoppedByKill++
              return
            }
          }
        }
        await Promise.all(Array.from({ length: 24 }, (_, w) => worker(w)))
        await exited
        expect(child.signalCode).toBe('SIGKILL')
        expect(inRound).toBeGreaterThanOrEqual(150)
        // Every client was still submitting when the server died.
        expect(stoppedByKill).toBe(24)
      }

      // Restart on the same file: it opens (WAL recovery), checks clean and holds every 200.
      const { child, port } = await start()
      const { json } = await request(port, 'GET', '/check')
      const check = json as { integrity: string; count: number; ids: string[] }
      expect(check.integrity).toBe('ok')
      const stored = new Set(check.ids)
      const missing = [...acknowledged].filter((id) => !stored.has(id))
      expect(missing).toEqual([])
      expect(check.count).toBeGreaterThanOrEqual(acknowledged.size)
      child.kill('SIGKILL')
      agent.destroy()
    },
  )
})
