import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The production server's own layer (server/site-handler.ts) over real sockets: the API fast
 * path against a real SQLite file, the build's Brotli copies, and everything else passed to a
 * stand-in for Next untouched.
 */

const PAGE = `<!DOCTYPE html><html><head><script>self.__next_f=[]</script></head><body>${'<p>filler</p>'.repeat(200)}</body></html>`
const NON_DOCUMENT_POLICY =
  "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; script-src 'self'"

// A build asset with a Brotli copy (server/precompress.mjs writes them), and one whose copy is stale.
const PRECOMPRESSED_SCRIPT = `globalThis.page = ${JSON.stringify('x'.repeat(4000))}`
const STALE_SCRIPT = 'globalThis.stale = true'

let dataDir: string
let server: http.Server
let base: string
const seenByNext: http.IncomingHttpHeaders[] = []
const savedEnv = { ...process.env }

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'))
  Object.assign(process.env, { DATA_DIR: dataDir, FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000' })
  const chunksDir = path.join(dataDir, 'static', 'chunks')
  fs.mkdirSync(chunksDir, { recursive: true })
  fs.writeFileSync(path.join(chunksDir, 'page.js'), PRECOMPRESSED_SCRIPT)
  fs.writeFileSync(path.join(chunksDir, 'page.js.br'), zlib.brotliCompressSync(PRECOMPRESSED_SCRIPT))
  fs.writeFileSync(path.join(chunksDir, 'stale.js.br'), zlib.brotliCompressSync('globalThis.stale = "old"'))
  fs.writeFileSync(path.join(chunksDir, 'stale.js'), STALE_SCRIPT)
  const past = new Date(Date.now() - 60_000)
  fs.utimesSync(path.join(chunksDir, 'stale.js.br'), past, past)
  vi.resetModules()
  const { createSiteHandler } = await import('@/server/site-handler')
  // Stands in for Next: a page for documents, a small script for anything else.
  const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    seenByNext.push({ ...req.headers })
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'")
    if (req.url === '/') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.write(PAGE.slice(0, 100))
      res.end(PAGE.slice(100))
    } else if (req.url === '/_next/static/chunks/stale.js') {
      res.writeHead(200, { 'Content-Type': 'application/javascript' })
      res.end(STALE_SCRIPT)
    } else {
      res.writeHead(200, { 'Content-Type': 'application/javascript' })
      res.end('console.log(1)')
    }
  }
  server = http.createServer(createSiteHandler(next, { staticDir: path.join(dataDir, 'static') }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  const { closeDb } = await import('@/lib/db')
  closeDb()
  process.env = savedEnv
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('site server', () => {
  it('leaves pages to Next: streamed as written, with the conditional and encoding headers Next needs', async () => {
    const response = await fetch(`${base}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': '"old"' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(PAGE)
    // Next sends the policy (next.config.ts and the page's stored script policy); the layer adds none.
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    const asked = seenByNext.at(-1)!
    expect(asked['accept-encoding']).toBe('gzip')
    expect(asked['if-none-match']).toBe('"old"')
  })

  it("sends the build's Brotli copy of a script to browsers that accept Brotli, with the site's headers", async () => {
    const before = seenByNext.length
    const response = await fetch(`${base}/_next/static/chunks/page.js?dpl=1`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=UTF-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(NON_DOCUMENT_POLICY)
    expect(await response.text()).toBe(PRECOMPRESSED_SCRIPT)
    expect(seenByNext.length).toBe(before)

    // The browser's cached copy is still current: 304, no body.
    const again = await fetch(`${base}/_next/static/chunks/page.js`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': `W/${response.headers.get('etag')}` },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('leaves to Next a script whose client refuses Brotli, and one whose Brotli copy is older than the file', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const response = await fetch(`${base}/_next/static/chunks/page.js`, {
        headers: { 'accept-encoding': acceptEncoding },
      })
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.text()).toBe('console.log(1)')
    }
    const stale = await fetch(`${base}/_next/static/chunks/stale.js`, { headers: { 'accept-encoding': 'br' } })
    expect(stale.headers.get('content-encoding')).toBeNull()
    expect(await stale.text()).toBe(STALE_SCRIPT)
  })

  it('answers the feedback endpoint itself: stored, with the security headers', async () => {
    const before = seenByNext.length
    const response = await fetch(`${base}/api/feedback/send-feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedbackType: 'praise', rating: 5, message: 'Lovely' }),
    })
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(seenByNext.length).toBe(before)
    const db = new Database(path.join(dataDir, 'assessa.sqlite'), { readonly: true })
    try {
      expect(db.prepare('SELECT message FROM feedback WHERE id = ?').pluck().get(id)).toBe('Lovely')
    } finally {
      db.close()
    }
  })

  it('413 for a streamed body over the limit, 400 for one that is not JSON, 405 without a body for HEAD', async () => {
    const big = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${base}/api/feedback/send-feedback`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode!, body }))
        },
      )
      request.on('error', reject)
      // Chunked, no Content-Length: the limit is enforced on the bytes that arrive.
      for (let i = 0; i < 20; i++) request.write('x'.repeat(1024))
      request.end()
    })
    expect(big.status).toBe(413)
    expect(JSON.parse(big.body)).toMatchObject({ success: false, code: 'payload_too_large' })

    const notJson = await fetch(`${base}/api/feedback/send-feedback`, { method: 'POST', body: '{"rating":' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ code: 'invalid_json' })

    const head = await fetch(`${base}/api/chatbot/message`, { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('allow')).toBe('POST')
    expect(await head.text()).toBe('')
  })
})
