import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { httpServerOptions } from '@/server/http-limits'
import { rawRequest } from '../raw-http'

/**
 * The production server's guards against slow, oversized and malformed requests: Node's
 * server options from server/http-limits.ts around the site handler (the API fast path and a
 * stand-in for Next), over real sockets, with 1 s / 2 s limits so the cases run in seconds.
 */
const HEADERS_TIMEOUT_MS = 1000
const REQUEST_TIMEOUT_MS = 2000
// Node looks for overdue connections every 500 ms with these limits; a busy machine adds some.
const SLACK_MS = 1500

let dataDir: string
let server: http.Server
let port: number
const seenByNext: string[] = []
const rangesSeenByNext: (string | undefined)[] = []
const unexpected = vi.fn()
const savedEnv = { ...process.env }

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-limits-'))
  Object.assign(process.env, { DATA_DIR: dataDir, FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000' })
  vi.resetModules()
  const { createSiteHandler } = await import('@/server/site-handler')
  const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    seenByNext.push(`${req.method} ${req.url}`)
    rangesSeenByNext.push(req.headers.range)
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('from Next')
  }
  const options = httpServerOptions({
    SERVER_HEADERS_TIMEOUT_MS: HEADERS_TIMEOUT_MS,
    SERVER_REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS,
  })
  server = http.createServer(options, createSiteHandler(next, { staticDir: path.join(dataDir, 'static') }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  // An aborted upload is the client's doing: it must not be logged as our error.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('unexpected error')) unexpected(...args)
  })
})

afterAll(async () => {
  vi.restoreAllMocks()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  const { closeDb } = await import('@/lib/db')
  closeDb()
  process.env = savedEnv
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const feedback = JSON.stringify({ feedbackType: 'bug', rating: 2, message: 'Slow but real', formOpenMs: 30_000 })

async function normalRequestWorks() {
  const response = await fetch(`http://127.0.0.1:${port}/api/feedback/send-feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: feedback,
  })
  expect(response.status).toBe(200)
}

describe('slow clients are cut off', () => {
  it('headers trickled a byte at a time: 408 and closed once the headers timeout passes', async () => {
    const answer = await rawRequest({
      port,
      head: 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      trickle: { text: 'X-Slow: a\r\n', everyMs: 100 },
      limitMs: HEADERS_TIMEOUT_MS + SLACK_MS + 3000,
    })
    expect(answer.closed).toBe(true)
    expect(answer.status).toBe(408)
    expect(answer.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS)
    expect(seenByNext).not.toContain('GET /')
  })

  it.each(['/api/feedback/send-feedback', '/api/chatbot/message'])(
    'a body trickled to %s: 408 and closed once the request timeout passes, nothing logged as ours',
    async (target) => {
      const answer = await rawRequest({
        port,
        head: `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"message":"`,
        trickle: { text: 'a', everyMs: 100 },
        limitMs: REQUEST_TIMEOUT_MS + SLACK_MS + 3000,
      })
      expect(answer.closed).toBe(true)
      expect(answer.status).toBe(408)
      expect(answer.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS)
      expect(unexpected).not.toHaveBeenCalled()
      await normalRequestWorks()
    },
  )

  it('a slow client does not hold up anyone else', async () => {
    const slow = rawRequest({
      port,
      head: 'POST /api/feedback/send-feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 400\r\n\r\n',
      trickle: { text: ' ', everyMs: 100 },
      limitMs: REQUEST_TIMEOUT_MS + SLACK_MS + 3000,
    })
    const started = performance.now()
    await normalRequestWorks()
    expect(performance.now() - started).toBeLessThan(1000)
    expect((await slow).status).toBe(408)
  })
})

describe('oversized heads', () => {
  it('431 for headers over 16 KB, before the site sees the request', async () => {
    const answer = await rawRequest({
      port,
      head: `GET /big-header HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
      limitMs: 5000,
    })
    expect(answer.status).toBe(431)
    expect(seenByNext).not.toContain('GET /big-header')
  })

  it('431 for a 100 KB query string, on a page and on an API', async () => {
    for (const target of ['/pricing', '/api/chatbot/message']) {
      const answer = await rawRequest({
        port,
        head: `GET ${target}?q=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
        limitMs: 5000,
      })
      expect(answer.status, target).toBe(431)
    }
  })

  it('a head just under the limit is served', async () => {
    const answer = await rawRequest({
      port,
      head: `GET /under-limit?q=${'a'.repeat(12 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      limitMs: 5000,
      untilAnswered: true,
    })
    expect(answer.status).toBe(200)
  })
})

describe('request targets Next cannot serve get a 400, not a 500 or a redirect elsewhere', () => {
  it.each([
    ['an asterisk', '*'],
    ['the absolute form (only proxies get it)', 'http://evil.example/x'],
    ['a lone % in a path segment', '/faq/%'],
    ['a cut-off UTF-8 sequence', '/blog/%E2%82'],
    ['an invalid UTF-8 byte', '/blog/%FF%FE'],
  ])('%s', async (_case, target) => {
    const answer = await rawRequest({
      port,
      head: `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      limitMs: 5000,
      untilAnswered: true,
    })
    expect(answer.status).toBe(400)
    expect(answer.text).not.toMatch(/location:/i)
    expect(answer.text).toContain('"code":"bad_request"')
    expect(seenByNext).not.toContain(`GET ${target}`)
  })

  it('valid encodings still reach Next', async () => {
    const answer = await rawRequest({
      port,
      head: 'GET /blog/caf%C3%A9?q=%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      limitMs: 5000,
      untilAnswered: true,
    })
    expect(answer.status).toBe(200)
    expect(seenByNext).toContain('GET /blog/caf%C3%A9?q=%ZZ')
  })
})

describe('methods Next would answer with a 500 get a 405 with Allow', () => {
  it.each([
    ['a POST to a build file', 'POST', '/_next/static/chunks/app.js', 'GET, HEAD'],
    ['an OPTIONS to an image', 'OPTIONS', '/content-images/hero.png', 'GET, HEAD'],
    ['a broken form post to a page', 'POST', '/about', 'GET, HEAD'],
    ['TRACE to a page', 'TRACE', '/', 'GET, HEAD'],
    ['TRACE to an API route', 'TRACE', '/api/revalidate', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['PROPFIND to an API route', 'PROPFIND', '/api/draft-mode/enable', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
  ])('%s', async (_case, method, target, allow) => {
    const answer = await rawRequest({
      port,
      head: `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 5\r\n\r\n--zz-`,
      limitMs: 5000,
      untilAnswered: true,
    })
    expect(answer.status).toBe(405)
    expect(answer.text).toMatch(new RegExp(`^Allow: ${allow}\r$`, 'im'))
    expect(seenByNext).not.toContain(`${method} ${target}`)
  })

  it('API routes still get every method Next knows; pages GET and HEAD', async () => {
    for (const [method, target] of [
      ['PUT', '/api/revalidate'],
      ['OPTIONS', '/api/draft-mode/enable'],
      ['HEAD', '/pricing'],
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${target}`, { method })
      expect(response.status, `${method} ${target}`).toBe(200)
      expect(seenByNext).toContain(`${method} ${target}`)
    }
  })
})

describe('Range', () => {
  it('is dropped for pages and files (Next answers an unsatisfiable one with a 500), kept for APIs', async () => {
    await fetch(`http://127.0.0.1:${port}/_next/static/chunks/app.js`, { headers: { range: 'bytes=99999999-' } })
    expect(rangesSeenByNext.at(-1)).toBeUndefined()
    await fetch(`http://127.0.0.1:${port}/api/revalidate`, { headers: { range: 'bytes=0-1' } })
    expect(rangesSeenByNext.at(-1)).toBe('bytes=0-1')
  })
})
