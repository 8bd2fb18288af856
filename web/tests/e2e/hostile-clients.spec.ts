import { expect, test } from '@playwright/test'
import { rawRequest, type RawAnswer } from '../raw-http'
import { E2E_SERVER_LIMITS } from './server-limits'

/**
 * The built production server against clients that do not play by the rules: slow headers,
 * slow bodies, oversized heads, and a thousand malformed requests across every route. Raw
 * sockets (tests/raw-http.ts) to the port Playwright's web server listens on; loopback only.
 * Nothing may be answered with a 5xx or left hanging, and visitors keep being served.
 */
const { SERVER_HEADERS_TIMEOUT_MS, SERVER_REQUEST_TIMEOUT_MS } = E2E_SERVER_LIMITS
// Node checks for overdue clients every second; a machine shared with builds adds more.
const SLACK_MS = 3000

const API_ROUTES = [
  '/api/feedback/send-feedback',
  '/api/chatbot/message',
  '/api/revalidate',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
]

function portOf(baseURL: string | undefined): number {
  return Number(new URL(baseURL!).port)
}

/** A GET by a well-behaved client: 200, and how long it took. */
async function visitorIsServed(baseURL: string, path = '/'): Promise<number> {
  const started = performance.now()
  const response = await fetch(new URL(path, baseURL))
  await response.arrayBuffer()
  expect(response.status, `GET ${path}`).toBe(200)
  return performance.now() - started
}

test.describe('slow clients', () => {
  test('headers trickled a byte at a time are cut off (408) once the headers timeout passes', async ({ baseURL }) => {
    const answer = await rawRequest({
      port: portOf(baseURL),
      head: 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      trickle: { text: 'X-Slow: a\r\n', everyMs: 200 },
      limitMs: SERVER_HEADERS_TIMEOUT_MS + SLACK_MS + 5000,
    })
    expect(answer.closed).toBe(true)
    expect(answer.status).toBe(408)
    expect(answer.elapsedMs).toBeLessThan(SERVER_HEADERS_TIMEOUT_MS + SLACK_MS)
  })

  for (const path of ['/api/feedback/send-feedback', '/api/chatbot/message']) {
    test(`a body trickled to POST ${path} is cut off (408), while visitors are served`, async ({ baseURL }) => {
      const slow = rawRequest({
        port: portOf(baseURL),
        head: `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"message":"`,
        trickle: { text: 'a', everyMs: 200 },
        limitMs: SERVER_REQUEST_TIMEOUT_MS + SLACK_MS + 5000,
      })
      await visitorIsServed(baseURL!)
      const answer = await slow
      expect(answer.closed).toBe(true)
      expect(answer.status).toBe(408)
      expect(answer.elapsedMs).toBeLessThan(SERVER_REQUEST_TIMEOUT_MS + SLACK_MS)
      await visitorIsServed(baseURL!)
    })
  }
})

test.describe('oversized heads', () => {
  test('headers over 16 KB: 431', async ({ baseURL }) => {
    for (const path of ['/', '/api/chatbot/message']) {
      const answer = await rawRequest({
        port: portOf(baseURL),
        head: `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${'a=b; '.repeat(5000)}\r\n\r\n`,
        limitMs: 10_000,
        untilAnswered: true,
      })
      expect(answer.status, path).toBe(431)
    }
  })

  test('a 100 KB query string: a 4xx on every page and API, never a 5xx; 10 KB still gets the page', async ({
    baseURL,
  }) => {
    const pages = await sitePaths(baseURL!)
    for (const path of [...pages, ...API_ROUTES]) {
      const huge = await rawRequest({
        port: portOf(baseURL),
        head: `GET ${path}?q=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
        limitMs: 10_000,
        untilAnswered: true,
      })
      expect(huge.status, path).toBe(431)
    }
    for (const path of pages) {
      const response = await fetch(new URL(`${path}?q=${'b'.repeat(10 * 1024)}`, baseURL))
      expect(response.status, path).toBe(200)
    }
    await visitorIsServed(baseURL!)
  })
})

/** Every page the sitemap lists, plus the files and pages outside it. */
async function sitePaths(baseURL: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', baseURL))).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(pages.length).toBeGreaterThan(10)
  return [...new Set([...pages, '/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/icon.svg'])]
}

/** A script the home page loads, so static assets are hit too. */
async function aStaticAsset(baseURL: string): Promise<string> {
  const html = await (await fetch(baseURL)).text()
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)
  expect(script).not.toBeNull()
  return script![1]!
}

/** Malformed ways to ask for `path`: broken bodies, methods, content types, paths, encodings. */
const MALFORMED: ((path: string) => string | Buffer)[] = [
  (path) => post(path, 'application/json', '{"message": "unterminated'),
  (path) => post(path, 'application/json', '[[[[[[[[[[[[[[[[[[[['),
  (path) => post(path, 'text/plain', 'message=hi&sessionId=x'),
  (path) => post(path, 'application/x-www-form-urlencoded', 'a=%ZZ&b=%'),
  (path) => post(path, 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data\r\n\r\nx'),
  (path) => post(path, 'application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY y "z">]><x>&y;</x>'),
  (path) =>
    Buffer.concat([
      Buffer.from(head('POST', path, 'Content-Type: application/json\r\nContent-Length: 6')),
      Buffer.from([0x7b, 0xff, 0xfe, 0xc0, 0xaf, 0x7d]),
    ]),
  (path) => post(path, 'application/json', '{"a":1}', 'Content-Encoding: gzip'),
  (path) =>
    `${head('POST', path, 'Content-Type: application/json\r\nTransfer-Encoding: chunked')}ZZ\r\nnot hex\r\n0\r\n\r\n`,
  (path) => head('PUT', path),
  (path) => head('DELETE', path),
  (path) => head('PATCH', path, 'Content-Length: 0'),
  (path) => head('OPTIONS', path),
  (path) => head('TRACE', path),
  (path) => head('BREW', path),
  (path) => head('GET', `${path}/../../../../etc/passwd`),
  (path) => head('GET', `${path}/%`),
  (path) => head('GET', `${path}%ZZ%E2%82`),
  (path) => head('GET', `${path}/%C0%AF%C0%AE%00`),
  (path) => head('GET', `${path}/${'deep/'.repeat(300)}`),
  (path) => head('GET', `${path}?${'%'.repeat(200)}&a[]=1&a[x]=2&__proto__[polluted]=1`),
  (path) =>
    Buffer.concat([
      Buffer.from(`GET ${path}/`),
      Buffer.from([0xff, 0xfe, 0xe9]),
      Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    ]),
  (path) => head('GET', path, 'Accept-Encoding: \u00ff\u00fe, br;q=abc, *;q=-1\r\nAccept: */*;q=nan'),
  (path) => head('GET', path, 'Range: bytes=abc-\r\nIf-None-Match: \u00ff\r\nIf-Modified-Since: yesterday'),
  (path) => head('GET', path, 'RSC: 1\r\nNext-Router-State-Tree: %ZZ[[[\r\nNext-Router-Prefetch: 1'),
  (path) => post(path, 'text/plain;charset=UTF-8', '["$K1"]', 'Next-Action: not-an-action-id'),
  (path) => head('GET', path, 'Host: 127.0.0.1\r\nHost: evil.example'),
  (path) => head('GET', path, 'X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: gopher\r\nOrigin: null'),
]

/**
 * The one 5xx by design: draft preview needs a Sanity project, and the browser tests run on
 * the embedded dataset, so the enable route answers every GET 503 "preview_unavailable"
 * (README, "Draft preview"), well-formed or not. Anything else from it still counts.
 */
function isPreviewUnavailable(route: string, answer: RawAnswer): boolean {
  return route === '/api/draft-mode/enable' && answer.status === 503 && answer.text.includes('"preview_unavailable"')
}

function head(method: string, path: string, extra?: string): string {
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra ? `${extra}\r\n` : ''}\r\n`
}

function post(path: string, contentType: string, body: string, extra?: string): string {
  const headers = `Content-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}`
  return head('POST', path, extra ? `${headers}\r\n${extra}` : headers) + body
}

test('1,000 malformed requests across every route: no 5xx, none left hanging, visitors served during and after', async ({
  baseURL,
}) => {
  test.setTimeout(240_000)
  const port = portOf(baseURL)
  const routes = [...(await sitePaths(baseURL!)), ...API_ROUTES, await aStaticAsset(baseURL!), '/no-such-page']
  const requests = Array.from({ length: 1000 }, (_, i) => {
    const route = routes[i % routes.length]!
    const kind = (i + Math.floor(i / routes.length)) % MALFORMED.length
    return { label: `#${i} kind ${kind} ${route}`, route, bytes: MALFORMED[kind]!(route) }
  })

  // A visitor keeps loading the home page while the flood runs.
  let flooding = true
  const visits: number[] = []
  const visitor = (async () => {
    while (flooding) visits.push(await visitorIsServed(baseURL!))
  })()

  const answers: { label: string; route: string; answer: RawAnswer }[] = []
  let next = 0
  // Eight at a time: a crowd, without turning the test into a load test on a small machine.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < requests.length) {
        const { label, route, bytes } = requests[next++]!
        // Each request says Connection: close, so the whole answer has arrived once the server closes.
        answers.push({ label, route, answer: await rawRequest({ port, head: bytes, limitMs: 20_000 }) })
      }
    }),
  )
  flooding = false
  await visitor

  expect(answers).toHaveLength(1000)
  const serverErrors = answers.filter(
    ({ route, answer }) => answer.status !== null && answer.status >= 500 && !isPreviewUnavailable(route, answer),
  )
  expect(serverErrors.map(({ label, answer }) => `${label}: ${answer.status}`)).toEqual([])
  // Every request got an answer; none was left waiting for the time limit.
  const unanswered = answers.filter(({ answer }) => answer.status === null || !answer.closed)
  expect(unanswered.map(({ label, answer }) => `${label}: closed=${answer.closed}`)).toEqual([])
  test.info().annotations.push({
    type: 'statuses',
    description: JSON.stringify(
      answers.reduce<Record<number, number>>((counts, { answer }) => {
        counts[answer.status!] = (counts[answer.status!] ?? 0) + 1
        return counts
      }, {}),
    ),
  })

  expect(visits.length).toBeGreaterThan(3)
  await visitorIsServed(baseURL!)
  await visitorIsServed(baseURL!, '/pricing')
  const chat = await fetch(new URL('/api/chatbot/message', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'how many classes on the free plan?', sessionId: 'session_1732400000_k3x9q2' }),
  })
  expect(chat.status).toBe(200)
})
