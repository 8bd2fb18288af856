import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MIGRATIONS } from '@/lib/db/migrations'
import type { Endpoint } from '@/lib/http/endpoint'

/**
 * The route handlers called directly, against a real SQLite file in a temporary folder.
 * DATA_DIR and the rate limit are set before the route (and so lib/env) is imported.
 */
type Route = Endpoint['routes']

const URL = 'http://localhost:3000/api/feedback/send-feedback'
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  feedbackType: 'suggestion',
  rating: 5,
  message: 'Please add a dark mode, "soon"; thanks!\nSecond line — ünïcödé ✓',
  publicFeedback: true,
}

let dataDir: string
let route: Route
let ipCounter = 0
const savedEnv = { ...process.env }

/** Each request gets its own client address unless told otherwise, so limits don't mix. */
function post(body: unknown, init: { headers?: Record<string, string>; raw?: boolean; ip?: string } = {}) {
  return new Request(URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': init.ip ?? `10.0.0.${++ipCounter}`,
      ...init.headers,
    },
    body: init.raw ? (body as string) : JSON.stringify(body),
  })
}

function rows() {
  if (!fs.existsSync(path.join(dataDir, 'assessa.sqlite'))) return []
  const db = new Database(path.join(dataDir, 'assessa.sqlite'), { readonly: true })
  try {
    return db.prepare('SELECT * FROM feedback ORDER BY rowid').all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

async function loadRoute(env: Record<string, string | undefined> = {}): Promise<Route> {
  vi.resetModules()
  for (const key of [
    'SANITY_API_WRITE_TOKEN',
    'SANITY_PROJECT_ID',
    'SANITY_DATASET',
    'FEEDBACK_RATE_LIMIT_PER_MINUTE',
    'SITE_URL',
  ]) {
    delete process.env[key]
  }
  Object.assign(process.env, { DATA_DIR: dataDir }, env)
  return (await import('@/features/feedback/endpoint')).feedbackEndpoint.routes
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-route-'))
  route = await loadRoute()
})

afterAll(async () => {
  const { closeDb } = await import('@/lib/db')
  closeDb()
  process.env = savedEnv
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('POST /api/feedback/send-feedback', () => {
  it('200: stores the submission exactly as sent and returns its id', async () => {
    const before = rows().length
    const response = await route.POST(post(valid))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await response.json()) as { success: boolean; id: string }
    expect(body).toEqual({ success: true, id: expect.any(String) })

    const stored = rows()
    expect(stored).toHaveLength(before + 1)
    const row = stored.find((r) => r.id === body.id)
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      feedback_type: valid.feedbackType,
      rating: valid.rating,
      message: valid.message,
      public_feedback: 1,
      status: 'new',
    })
    expect(Date.now() - Date.parse(String(row?.submitted_at))).toBeLessThan(60_000)
  })

  it('200: optional name and e-mail may be empty strings and are stored as absent', async () => {
    const response = await route.POST(post({ ...valid, name: '', email: '', publicFeedback: false }))
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    expect(rows().find((r) => r.id === id)).toMatchObject({ name: null, email: null, public_feedback: 0 })
  })

  it('the database file is created on first use, in WAL mode with migrations recorded', () => {
    const db = new Database(path.join(dataDir, 'assessa.sqlite'), { readonly: true })
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      const applied = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()
      expect(applied).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })))
      expect(applied).toContainEqual({ version: 1, name: 'feedback' })
    } finally {
      db.close()
    }
  })

  it('400: invalid fields, with an issue per field and nothing stored', async () => {
    const before = rows().length
    const response = await route.POST(
      post({ ...valid, rating: 0, message: '   ', email: 'not-an-email', feedbackType: 'rant' }),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      success: boolean
      error: string
      issues: { path: string; message: string }[]
    }
    expect(body.success).toBe(false)
    expect(body.error).toEqual(expect.any(String))
    expect(body.issues.map((i) => i.path).sort()).toEqual(['email', 'feedbackType', 'message', 'rating'])
    for (const issue of body.issues) expect(issue.message).toEqual(expect.any(String))
    expect(rows()).toHaveLength(before)
  })

  it('400: too long fields and wrong types', async () => {
    for (const patch of [
      { message: 'x'.repeat(5001) },
      { name: 'n'.repeat(101) },
      { rating: 3.5 },
      { rating: '5' },
      { publicFeedback: 'yes' },
    ]) {
      const response = await route.POST(post({ ...valid, ...patch }))
      expect(response.status, JSON.stringify(patch).slice(0, 40)).toBe(400)
    }
  })

  it('400: a body that is not JSON, empty, invalid UTF-8 or not an object', async () => {
    for (const raw of ['{"rating": 5,', 'hello', '']) {
      const response = await route.POST(post(raw, { raw: true }))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) })
    }
    const badUtf8 = new Request(URL, { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })
    expect((await route.POST(badUtf8)).status).toBe(400)
    for (const body of [null, [], 'text', 42]) expect((await route.POST(post(body))).status).toBe(400)
  })

  it('413: a declared Content-Length over 16 KB is refused before reading', async () => {
    const response = await route.POST(post(valid, { headers: { 'content-length': String(16 * 1024 + 1) } }))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ success: false })
  })

  it('413: the bytes actually read count, whatever the header says', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(17 * 1024) })
    // No Content-Length (a string body gets none until sent)...
    expect((await route.POST(post(big, { raw: true }))).status).toBe(413)
    // ...a lying one...
    expect((await route.POST(post(big, { raw: true, headers: { 'content-length': '100' } }))).status).toBe(413)
    // ...and a chunked stream.
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const streamed = new Request(URL, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect((await route.POST(streamed)).status).toBe(413)
  })

  it('a body just under 16 KB is still read', async () => {
    const body = JSON.stringify({ ...valid, message: 'x'.repeat(5000), name: 'n'.repeat(100) })
    expect(Buffer.byteLength(body)).toBeLessThan(16 * 1024)
    expect((await route.POST(post(body, { raw: true }))).status).toBe(200)
  })

  it('405: other methods, with an Allow header', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const) {
      const response = await route[method](new Request(URL, { method }))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) })
    }
  })

  it('403: a cross-site Origin; same-origin and SITE_URL origins pass', async () => {
    const before = rows().length
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const response = await route.POST(post(valid, { headers: { origin } }))
      expect(response.status, origin).toBe(403)
      expect(await response.json()).toMatchObject({ success: false })
    }
    expect(rows()).toHaveLength(before)
    expect((await route.POST(post(valid, { headers: { origin: 'http://localhost:3000' } }))).status).toBe(200)
    // Behind a proxy the request URL may be internal; the public SITE_URL origin is ours too.
    const proxied = new Request('http://127.0.0.1:8080/api/feedback/send-feedback', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(valid),
    })
    expect((await route.POST(proxied)).status).toBe(200)
  })

  it('honeypot filled but nothing storable sent: answers 200 with an id, stores nothing', async () => {
    const before = rows().length
    const response = await route.POST(post({ website: 'http://spam.example', message: 42 }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, id: expect.any(String) })
    expect(rows()).toHaveLength(before)
  })
})

describe('spam: stored flagged, answered like real feedback', () => {
  let fresh: Route
  beforeAll(async () => {
    // Its own route module, so the "same message again" memory starts empty.
    fresh = await loadRoute({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '100' })
  })
  const unique = (text: string) => `${text} (${crypto.randomUUID()})`

  async function send(body: Record<string, unknown>) {
    const response = await fresh.POST(post(body))
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { success: boolean; id: string }
    expect(answer).toEqual({ success: true, id: expect.any(String) })
    return rows().find((row) => row.id === answer.id)
  }

  it('a person who fills in the form is stored as feedback', async () => {
    const row = await send({ ...valid, message: unique(valid.message), formOpenMs: 41_000 })
    expect(row).toMatchObject({ spam: 0, spam_signals: null, status: 'new' })
  })

  it('a person who pastes a message with one link and sends it at once: one weak signal, not spam', async () => {
    const message = unique('The pricing page https://assessa.example/pricing still shows last year’s price.')
    const row = await send({ ...valid, message, formOpenMs: 1_400 })
    expect(row).toMatchObject({ spam: 0, spam_signals: 'too_fast', message })
  })

  it('the honeypot: stored with its flag and signal, same answer', async () => {
    const row = await send({ ...valid, message: unique('Buy now'), formOpenMs: 9_000, website: 'http://spam.example' })
    expect(row).toMatchObject({ spam: 1, spam_signals: 'honeypot' })
  })

  it('the same message sent instantly again: the first copy is feedback, the repeat is spam', async () => {
    const message = unique('Great product, visit my page for more great products')
    expect(await send({ ...valid, message, formOpenMs: 700 })).toMatchObject({ spam: 0 })
    // Spacing and case do not make it a different message.
    const again = await send({ ...valid, message: `  ${message.toUpperCase()} `, formOpenMs: 650 })
    expect(again).toMatchObject({ spam: 1, spam_signals: 'too_fast,repeated' })
  })

  it('a message that is a list of links, posted without the form: spam, still stored whole', async () => {
    const message = `https://cheap.example/${crypto.randomUUID()} https://cheap.example/b https://cheap.example/c https://cheap.example/d`
    const { formOpenMs: _none, ...withoutTiming } = { ...valid, message, formOpenMs: undefined }
    const row = await send(withoutTiming)
    expect(row).toMatchObject({ spam: 1, spam_signals: 'no_form_timing,mostly_links', message })
  })

  it('400 naming formOpenMs when it is not a duration', async () => {
    for (const formOpenMs of ['soon', -5, null]) {
      const response = await fresh.POST(post({ ...valid, formOpenMs }))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ issues: [{ path: 'formOpenMs' }] })
    }
  })
})

describe('rate limit', () => {
  it('429 with Retry-After after 5 submissions a minute from one client (the default); other clients unaffected', async () => {
    for (let i = 0; i < 5; i++) expect((await route.POST(post(valid, { ip: '203.0.113.7' }))).status).toBe(200)
    const before = rows().length
    const limited = await route.POST(post(valid, { ip: '203.0.113.7' }))
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await limited.json()).toMatchObject({ success: false, error: expect.any(String) })
    expect(rows()).toHaveLength(before)
    expect((await route.POST(post(valid, { ip: '203.0.113.8' }))).status).toBe(200)
  })

  it('as a Next route handler, the visitor is the last X-Forwarded-For hop (where Next puts the peer); hops before it and X-Real-IP change nothing', async () => {
    const via = (forwardedFor: string, realIp: string) =>
      new Request(URL, {
        method: 'POST',
        headers: { 'x-forwarded-for': forwardedFor, 'x-real-ip': realIp },
        body: JSON.stringify(valid),
      })
    for (let i = 0; i < 5; i++) {
      expect((await route.POST(via(`10.9.0.${i}, 198.51.100.1`, `10.8.0.${i}`))).status).toBe(200)
    }
    expect((await route.POST(via('10.9.0.99, 198.51.100.1', '10.8.0.99'))).status).toBe(429)
    expect((await route.POST(via('10.9.0.99, 198.51.100.2', '10.8.0.99'))).status).toBe(200)
  })

  it('the limit comes from FEEDBACK_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await loadRoute({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '2' })
    for (let i = 0; i < 2; i++) expect((await limited.POST(post(valid, { ip: '192.0.2.1' }))).status).toBe(200)
    expect((await limited.POST(post(valid, { ip: '192.0.2.1' }))).status).toBe(429)
  })
})

describe('unexpected errors', () => {
  beforeEach(() => {
    vi.doUnmock('@/features/feedback/configured-store')
  })

  it('are logged and answered 500 with a JSON error that leaks nothing', async () => {
    vi.resetModules()
    vi.doMock('@/features/feedback/configured-store', () => ({
      getFeedbackStore: () => ({
        kind: 'sqlite',
        save: () => Promise.reject(new Error('disk on fire at /secret/path')),
      }),
    }))
    const broken = (await import('@/features/feedback/endpoint')).feedbackEndpoint.routes
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await broken.POST(post(valid))
      expect(response.status).toBe(500)
      const body = (await response.json()) as { success: boolean; error: string }
      expect(body.success).toBe(false)
      expect(body.error).not.toMatch(/secret|fire/)
      expect(log).toHaveBeenCalled()
    } finally {
      log.mockRestore()
      vi.doUnmock('@/features/feedback/configured-store')
    }
  })
})
