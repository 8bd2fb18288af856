import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestJson, startChildServer } from './child-server'
import { startTestRedis, type TestRedis } from './redis-server'

/**
 * Graceful shutdown: the production server's layer (./shutdown-server.ts: the site handler
 * and server/graceful.ts, as server/main.ts runs them, with Redis configured) gets SIGTERM in
 * the middle of a feedback burst. Every submission answered 2xx must be in the SQLite file,
 * and the process must exit 0 within 10 s.
 */
const SERVER = path.join(import.meta.dirname, 'shutdown-server.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'))
let redis: TestRedis
const children: ChildProcess[] = []

beforeAll(async () => {
  redis = await startTestRedis()
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await redis.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const start = () =>
  startChildServer(SERVER, {
    // The condition makes `server-only` the empty module it is in the server bundle.
    nodeOptions: ['--conditions=react-server'],
    env: { ...process.env, DATA_DIR: dir, REDIS_URL: redis.url, FEEDBACK_RATE_LIMIT_PER_MINUTE: '100000' },
    children,
  })

async function submit(agent: http.Agent, port: number, message: string): Promise<{ status: number; id?: string }> {
  const body = { feedbackType: 'suggestion', rating: 4, message, publicFeedback: false }
  const { status, json } = await requestJson(port, 'POST', '/api/feedback/send-feedback', body, { agent })
  return { status, id: (json as { id?: string } | null)?.id }
}

describe('graceful shutdown', () => {
  it(
    'SIGTERM during a feedback burst: every acknowledged submission is stored, exit 0 within 10 s',
    { timeout: 40_000 },
    async () => {
      const { child: proc, port, stderr } = await start()
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
      const agent = new http.Agent({ keepAlive: true, maxSockets: 24 })
      const acknowledged = new Set<string>()
      const otherStatuses: number[] = []
      let signalledAt = 0

      // 24 clients submit back to back, each until the server stops taking its requests.
      const worker = async (w: number) => {
        for (let i = 0; i < 2_000; i++) {
          let result: { status: number; id?: string }
          try {
            result = await submit(agent, port, `worker ${w} message ${i}`)
          } catch {
            return
          }
          if (result.status === 200 && result.id) acknowledged.add(result.id)
          else otherStatuses.push(result.status)
          if (acknowledged.size >= 150 && !signalledAt) {
            signalledAt = performance.now()
            proc.kill('SIGTERM')
          }
        }
      }
      await Promise.all(Array.from({ length: 24 }, (_, w) => worker(w)))
      const code = await exited
      const exitMs = performance.now() - signalledAt
      agent.destroy()

      expect(signalledAt).toBeGreaterThan(0)
      expect(code).toBe(0)
      expect(exitMs).toBeLessThan(10_000)
      expect(stderr()).toMatch(/SIGTERM: closed/)
      // Nothing was refused or failed while closing: requests either got their answer or no connection.
      expect(otherStatuses).toEqual([])

      const db = new Database(path.join(dir, 'assessa.sqlite'), { readonly: true })
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
        const stored = new Set(db.prepare('SELECT id FROM feedback').pluck().all() as string[])
        expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([])
        expect(acknowledged.size).toBeGreaterThanOrEqual(150)
      } finally {
        db.close()
      }
    },
  )

  it(
    'SIGTERM: a request already in flight is finished and stored; new connections are refused',
    { timeout: 20_000 },
    async () => {
      const { child: proc, port, stderr } = await start()
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
      const body = JSON.stringify({ feedbackType: 'bug', rating: 2, message: 'Sent slowly', publicFeedback: false })
      const response = new Promise<{ status: number; id: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/feedback/send-feedback',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              // The server answers 100 Continue once it has the request: then it is in flight.
              expect: '100-continue',
            },
          },
          (res) => {
            let text = ''
            res.on('data', (d: Buffer) => (text += d.toString()))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, id: (JSON.parse(text) as { id: string }).id }))
          },
        )
        req.on('error', reject)
        req.flushHeaders()
        // Half the body once the request is in flight, the rest once the server is shutting down.
        req.once('continue', async () => {
          req.write(body.slice(0, 20))
          proc.kill('SIGTERM')
          const deadline = Date.now() + 10_000
          while (!/finishing requests in flight/.test(stderr()) && Date.now() < deadline) {
            await new Promise((resolveWait) => proc.stderr!.once('data', resolveWait))
          }
          const refused = await new Promise<boolean>((resolveConnect) => {
            const socket = net.connect(port, '127.0.0.1')
            socket.once('connect', () => resolveConnect(socket.destroy() && false))
            socket.once('error', () => resolveConnect(true))
          })
          expect(refused).toBe(true)
          req.end(body.slice(20))
        })
      })
      const { status, id } = await response
      expect(status).toBe(200)
      expect(await exited).toBe(0)
      const db = new Database(path.join(dir, 'assessa.sqlite'), { readonly: true })
      try {
        expect(db.prepare('SELECT message FROM feedback WHERE id = ?').pluck().get(id)).toBe('Sent slowly')
      } finally {
        db.close()
      }
    },
  )
})
