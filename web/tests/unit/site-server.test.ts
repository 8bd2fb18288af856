import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from '@/server/script-policy'

/**
 * The production server's own layer (server/site-handler.ts) over real sockets: the API fast
 * path against a real SQLite file, and the script policy around a stand-in for Next.
 */

const CONSENT = 'window.dataLayer=window.dataLayer||[];'
const PAYLOAD = 'self.__next_f.push([1,"a \\u003c/script> b"])'
const PAGE = `<!DOCTYPE html><html><head><script>${CONSENT}</script><script src="/_next/static/chunks/app.js" async></script>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Hello</p><script>${PAYLOAD}</script>
<script>${CONSENT}</script>${'<p>filler</p>'.repeat(200)}</body></html>`

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

let dataDir: string
let server: http.Server
let base: string
const seenByNext: http.IncomingHttpHeaders[] = []
const savedEnv = { ...process.env }

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'))
  Object.assign(process.env, { DATA_DIR: dataDir, FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000' })
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
    } else {
      res.writeHead(200, { 'Content-Type': 'application/javascript' })
      res.end('console.log(1)')
    }
  }
  server = http.createServer(createSiteHandler(next))
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

describe('inline script hashes', () => {
  it('hashes each inline script once, exactly as written, skipping src scripts and data blocks', () => {
    expect(inlineScriptHashes(PAGE).sort()).toEqual([sha256(CONSENT), sha256(PAYLOAD)].sort())
    expect(inlineScriptHashes('<script type="module">import("/a.js")</script><SCRIPT>x()</SCRIPT >')).toEqual([
      sha256('import("/a.js")'),
      sha256('x()'),
    ])
  })
})

describe('site server', () => {
  it('sends a page with a policy that lists the hashes of exactly its inline scripts, compressed', async () => {
    const response = await fetch(`${base}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': '"old"' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(PAGE)
    const policy = response.headers.get('content-security-policy')!
    expect(policy).toBe(
      `script-src 'self' 'sha256-${sha256(CONSENT)}' 'sha256-${sha256(PAYLOAD)}'; object-src 'none'; ` +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    // Next was asked for the full, uncompressed page: the policy needs its body.
    const asked = seenByNext.at(-1)!
    expect(asked['accept-encoding']).toBeUndefined()
    expect(asked['if-none-match']).toBeUndefined()
  })

  it('gives other responses the policy without hashes', async () => {
    const response = await fetch(`${base}/_next/static/chunks/app.js`)
    expect(await response.text()).toBe('console.log(1)')
    expect(response.headers.get('content-security-policy')).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
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
