import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHAT_CONTENT_QUERY } from '@/sanity/queries'
import type { Endpoint } from '@/lib/http/endpoint'

/**
 * POST /api/chatbot/message called directly, against a real SQLite file in a temporary
 * DATA_DIR (set before the route, and so lib/env, is imported). Content comes from the seed
 * dataset through the embedded source, wrapped so a test can edit what it returns.
 */

const fetchCalls: { query: string }[] = []
vi.mock('@/sanity/content-source', async () => {
  const { createEmbeddedSource } = await import('@/sanity/embedded')
  const source = createEmbeddedSource(path.join(import.meta.dirname, '..', '..', 'content', 'dataset.ndjson'))
  return {
    contentSource: {
      kind: 'embedded',
      fetch: async (query: string, params?: Record<string, unknown>) => {
        fetchCalls.push({ query })
        const result = await source.fetch(query, params)
        // A test can stand in for an editor's publish (see "rebuilds the index…").
        const edit = (globalThis as { __editChatContent?: (content: unknown) => unknown }).__editChatContent
        return edit ? edit(structuredClone(result)) : result
      },
    },
  }
})

type Route = Endpoint['routes']

const URL = 'http://localhost:3000/api/chatbot/message'
const session = () => crypto.randomUUID()
let ip = 0
let dataDir: string
const savedEnv = { ...process.env }

function post(body: unknown, init: { headers?: Record<string, string>; raw?: boolean; ip?: string } = {}) {
  return new Request(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? `10.1.0.${++ip}`, ...init.headers },
    body: init.raw ? (body as string) : JSON.stringify(body),
  })
}

async function loadRoute(env: Record<string, string> = {}): Promise<Route> {
  vi.resetModules()
  for (const key of Object.keys(process.env)) if (key.startsWith('CHAT_')) delete process.env[key]
  Object.assign(process.env, { DATA_DIR: dataDir }, env)
  return (await import('@/features/chat/endpoint')).chatEndpoint.routes
}

/** Chat turns are committed in batches every 20 ms. */
async function flushWrites() {
  await new Promise((resolve) => setTimeout(resolve, 100))
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-route-'))
})

afterAll(async () => {
  const { closeDb } = await import('@/lib/db')
  closeDb()
  process.env = savedEnv
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('POST /api/chatbot/message', () => {
  let route: Route
  beforeAll(async () => {
    route = await loadRoute()
  })

  it('200 with a grounded reply', async () => {
    const response = await route.POST(
      post({ message: '  how many classes can I have on the free plan?  ', sessionId: session() }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { reply: string; sources: unknown }
    expect(body.reply).toBe('The Free plan includes 1 class.\n\nMore: [Pricing](/pricing)')
    // The pages the answer comes from, as data beside the text.
    expect(body.sources).toEqual([{ title: 'Pricing', url: '/pricing' }])
  })

  it('reads the content with the one chat query, once for many messages', async () => {
    const before = fetchCalls.length
    for (let i = 0; i < 3; i++) await route.POST(post({ message: 'do students need accounts?', sessionId: session() }))
    expect(fetchCalls.some((call) => call.query === CHAT_CONTENT_QUERY)).toBe(true)
    expect(fetchCalls.length).toBe(before)
  })

  it('rebuilds the index when content is revalidated, and after the safety-net interval', async () => {
    const { getChatKnowledge } = await import('@/features/chat/assistant')
    const { markContentChanged } = await import('@/features/publishing/content-signal')
    const { env } = await import('@/lib/env')
    const ask = async () =>
      (
        (await (
          await route.POST(post({ message: 'how many classes on the free plan?', sessionId: session() }))
        ).json()) as { reply: string }
      ).reply
    const globals = globalThis as { __editChatContent?: (content: unknown) => unknown }
    const freeClasses = (classes: number) => (content: unknown) => {
      const edited = content as { plans: { planType: string; limits: { classes: number } }[] }
      for (const plan of edited.plans) if (plan.planType === 'free') plan.limits.classes = classes
      return edited
    }
    const before = await getChatKnowledge()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // An editor publishes: until the webhook arrives the assistant keeps its index...
      globals.__editChatContent = freeClasses(2)
      expect(await getChatKnowledge()).toBe(before)
      // ...and the webhook's revalidation makes the next message read the new content.
      await markContentChanged()
      expect(await getChatKnowledge()).not.toBe(before)
      expect(await ask()).toContain('The Free plan includes 2 classes.')

      // A missed webhook: the content is re-read once the pages' revalidation interval has passed.
      globals.__editChatContent = freeClasses(3)
      expect(await ask()).toContain('The Free plan includes 2 classes.')
      vi.setSystemTime(Date.now() + env.CONTENT_REVALIDATE_SECONDS * 1000 + 1)
      expect(await ask()).toContain('The Free plan includes 3 classes.')
    } finally {
      delete globals.__editChatContent
      await markContentChanged()
      await getChatKnowledge()
      vi.useRealTimers()
    }
  })

  it('remembers the session for follow-ups, in the shared SQLite store', async () => {
    const id = session()
    const ask = async (message: string) =>
      ((await (await route.POST(post({ message, sessionId: id }))).json()) as { reply: string }).reply
    expect(await ask('how many classes can I have on the free plan?')).toContain('1 class')
    expect(await ask('and on Pro?')).toContain('The Pro plan includes 50 classes.')
    // Another session has no such context.
    const other = (
      (await (await route.POST(post({ message: 'and on Pro?', sessionId: session() }))).json()) as { reply: string }
    ).reply
    expect(other).not.toMatch(/^The Pro plan includes 50 classes\./)

    await flushWrites()
    const db = new Database(path.join(dataDir, 'assessa.sqlite'), { readonly: true })
    try {
      const rows = db.prepare('SELECT message FROM chat_turns WHERE session_id = ? ORDER BY id').pluck().all(id)
      expect(rows).toEqual(['how many classes can I have on the free plan?', 'and on Pro?'])
    } finally {
      db.close()
    }
  })

  it.each([
    ['an empty message', { message: '', sessionId: session() }],
    ['a whitespace-only message', { message: '   \n\t ', sessionId: session() }],
    ['a message over 500 characters', { message: 'a'.repeat(501), sessionId: session() }],
    ['a message of the wrong type', { message: 42, sessionId: session() }],
    ['a missing message', { sessionId: session() }],
    ['an array body', [{ message: 'hi' }]],
    ['a null body', null],
  ])('400 for %s', async (_name, body) => {
    const response = await route.POST(post(body))
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: string; reply?: string }
    expect(typeof json.error).toBe('string')
    expect(json.reply).toBeUndefined()
  })

  it('accepts exactly 500 characters after trimming', async () => {
    const response = await route.POST(post({ message: `  ${'b'.repeat(500)}  `, sessionId: session() }))
    expect(response.status).toBe(200)
  })

  it.each([
    ['not JSON', 'message=hi'],
    ['truncated JSON', '{"message": "hi", '],
    ['an empty body', ''],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('latin1')],
  ])('400 for a body that is %s', async (_name, raw) => {
    const response = await route.POST(post(raw, { raw: true }))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/JSON/)
  })

  it('413 for a body over 8 KB, declared or streamed', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(9000), sessionId: session() })
    expect((await route.POST(post(big, { raw: true }))).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const chunked = new Request(URL, {
      method: 'POST',
      body: stream,
      headers: { 'x-forwarded-for': '10.2.0.1' },
      duplex: 'half',
    } as RequestInit)
    const response = await route.POST(chunked)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toMatch(/larger than 8192 bytes/)
  })

  it('405 for other methods, naming POST', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const response = await route[method](new Request(URL, { method }))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(((await response.json()) as { error: string }).error).toBeTruthy()
    }
  })

  it('403 for a cross-site request', async () => {
    const response = await route.POST(
      post({ message: 'hi', sessionId: session() }, { headers: { origin: 'https://evil.example' } }),
    )
    expect(response.status).toBe(403)
  })

  it('never answers 500 for what a client sends', async () => {
    const bodies: unknown[] = [
      { message: '<script>alert(1)</script>', sessionId: session() },
      { message: '💥'.repeat(120), sessionId: session() },
      { message: '\u0000\u0001\u0002', sessionId: session() },
      { message: 'hi', sessionId: session(), extra: { deep: [1, 2, 3] } },
      { message: { $gt: '' }, sessionId: session() },
      { message: 'hi', sessionId: `${session()}' OR 1=1 --` },
      '"just a string"',
      '12345',
      'true',
    ]
    for (const body of bodies) {
      const response = await route.POST(post(typeof body === 'string' ? body : body, { raw: typeof body === 'string' }))
      expect(response.status).toBeLessThan(500)
    }
  })
})

describe('sessionId: an opaque id the client makes up', () => {
  let route: Route
  beforeAll(async () => {
    route = await loadRoute()
  })

  it.each([
    ['a UUID', crypto.randomUUID()],
    ['another client’s format', 'session_1732400000_k3x9q2'],
    ['8 characters', 'abcd1234'],
    ['128 characters', 'a'.repeat(64) + 'Z9_.:-'.repeat(10) + 'b'.repeat(4)],
  ])('200 for %s', async (_name, sessionId) => {
    expect(sessionId.length).toBeLessThanOrEqual(128)
    const response = await route.POST(post({ message: 'do students need accounts?', sessionId }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ reply: expect.any(String) })
  })

  it.each([
    ['7 characters', 'abc1234'],
    ['129 characters', 'a'.repeat(129)],
    ['a space', 'session 1732400000'],
    ['a slash', 'session/1732400000'],
    ['unicode', 'séssion_1732400000'],
    ['an emoji', 'session_💥_1732400000'],
    ['a quote (SQL-ish)', "session_1' OR 1=1 --"],
    ['a number', 17324000001732],
    ['an object', { id: 'session_1732400000' }],
    ['null', null],
  ])('400 naming sessionId for %s', async (_name, sessionId) => {
    const response = await route.POST(post({ message: 'hi', sessionId }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: { path: string; message: string }[] }
    expect(body.issues).toEqual([{ path: 'sessionId', message: expect.stringMatching(/^sessionId /) }])
  })

  it('400 naming sessionId when it is missing', async () => {
    const response = await route.POST(post({ message: 'hi' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [{ path: 'sessionId', message: 'sessionId is required' }] })
  })

  it('a non-UUID session keeps its follow-up context in the SQLite store', async () => {
    const id = `session_${Date.now()}_k3x9q2`
    const ask = async (message: string) =>
      ((await (await route.POST(post({ message, sessionId: id }))).json()) as { reply: string }).reply
    expect(await ask('how many classes can I have on the free plan?')).toContain('1 class')
    expect(await ask('and on Pro?')).toContain('The Pro plan includes 50 classes.')
    await flushWrites()
    const db = new Database(path.join(dataDir, 'assessa.sqlite'), { readonly: true })
    try {
      expect(db.prepare('SELECT COUNT(*) FROM chat_turns WHERE session_id = ?').pluck().get(id)).toBe(2)
    } finally {
      db.close()
    }
  })
})

describe('rate limits', () => {
  it('429 with Retry-After after CHAT_RATE_LIMIT_PER_MINUTE messages of one session', async () => {
    const route = await loadRoute({ CHAT_RATE_LIMIT_PER_MINUTE: '3' })
    const id = session()
    for (let i = 0; i < 3; i++) expect((await route.POST(post({ message: 'hi', sessionId: id }))).status).toBe(200)
    const limited = await route.POST(post({ message: 'hi', sessionId: id }))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    const body = (await limited.json()) as { error: string; reply?: string }
    expect(body.error).toMatch(/Too many requests/)
    // Another session is not affected.
    expect((await route.POST(post({ message: 'hi', sessionId: session() }))).status).toBe(200)
  })

  it('the per-session limit holds for ids in other clients’ format, per id', async () => {
    const route = await loadRoute({ CHAT_RATE_LIMIT_PER_MINUTE: '2' })
    const id = 'session_1732400000_k3x9q2'
    for (let i = 0; i < 2; i++) expect((await route.POST(post({ message: 'hi', sessionId: id }))).status).toBe(200)
    expect((await route.POST(post({ message: 'hi', sessionId: id }))).status).toBe(429)
    expect((await route.POST(post({ message: 'hi', sessionId: 'session_1732400000_k3x9q3' }))).status).toBe(200)
  })

  it('429 after CHAT_RATE_LIMIT_PER_MINUTE messages from one client, across sessions', async () => {
    const route = await loadRoute({ CHAT_RATE_LIMIT_PER_MINUTE: '3' })
    for (let i = 0; i < 3; i++)
      expect((await route.POST(post({ message: 'hi', sessionId: session() }, { ip: '192.0.2.7' }))).status).toBe(200)
    const limited = await route.POST(post({ message: 'hi', sessionId: session() }, { ip: '192.0.2.7' }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await route.POST(post({ message: 'hi', sessionId: session() }, { ip: '192.0.2.8' }))).status).toBe(200)
  })

  it('defaults to 20 per minute', async () => {
    const route = await loadRoute()
    const id = session()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await route.POST(post({ message: 'thanks', sessionId: id }))).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('with a model configured (fake OpenAI-compatible server)', () => {
  let server: http.Server
  let mode: 'ok' | 'error' | 'hang' = 'ok'
  let baseURL: string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        if (mode === 'hang') return
        if (mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}')
          return
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'fake',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: 'You can have 1 class on the Free plan.' },
                finish_reason: 'stop',
              },
            ],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const ask = async (route: Route) => {
    const response = await route.POST(post({ message: 'how many classes on the free plan?', sessionId: session() }))
    expect(response.status).toBe(200)
    return ((await response.json()) as { reply: string }).reply
  }

  it('replies in the model’s words, with the link to the source page', async () => {
    mode = 'ok'
    const route = await loadRoute({ CHAT_LLM_BASE_URL: baseURL, CHAT_LLM_MODEL: 'fake' })
    expect(await ask(route)).toBe('You can have 1 class on the Free plan.\n\nMore: [Pricing](/pricing)')
  })

  it('falls back to the grounded answer when the model fails or times out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    mode = 'error'
    let route = await loadRoute({ CHAT_LLM_BASE_URL: baseURL, CHAT_LLM_MODEL: 'fake' })
    expect(await ask(route)).toBe('The Free plan includes 1 class.\n\nMore: [Pricing](/pricing)')
    mode = 'hang'
    route = await loadRoute({ CHAT_LLM_BASE_URL: baseURL, CHAT_LLM_MODEL: 'fake', CHAT_LLM_TIMEOUT_MS: '300' })
    const started = Date.now()
    expect(await ask(route)).toBe('The Free plan includes 1 class.\n\nMore: [Pricing](/pricing)')
    expect(Date.now() - started).toBeLessThan(5000)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
