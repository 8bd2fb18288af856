import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addScriptPolicyToPrerenderedPages,
  inlineScriptHashes,
  pageScriptPolicy,
  withPageScriptPolicy,
} from '@/server/page-script-policy.mjs'
import { reportScriptPolicy, resetScriptPolicyReport } from '@/server/script-policy-report.mjs'

/**
 * The script policy a page is stored and sent with: exactly the inline scripts its HTML holds,
 * whether the page was prerendered by the build or regenerated after a publish.
 */

const CONSENT = 'window.dataLayer=window.dataLayer||[];'
const PAYLOAD = 'self.__next_f.push([1,"a \\u003c/script> b"])'
const PAGE = `<!DOCTYPE html><html><head><script>${CONSENT}</script><script src="/_next/static/chunks/app.js" async></script>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Hello</p><script>${PAYLOAD}</script>
<script>${CONSENT}</script></body></html>`

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')
const savedGaId = process.env.NEXT_PUBLIC_GA_ID

afterEach(() => {
  if (savedGaId === undefined) delete process.env.NEXT_PUBLIC_GA_ID
  else process.env.NEXT_PUBLIC_GA_ID = savedGaId
})

describe('page script policy', () => {
  it('hashes each inline script once, exactly as written, skipping src scripts and data blocks', () => {
    expect(inlineScriptHashes(PAGE).sort()).toEqual([sha256(CONSENT), sha256(PAYLOAD)].sort())
    expect(inlineScriptHashes('<script type="module">import("/a.js")</script><SCRIPT>x()</SCRIPT >')).toEqual([
      sha256('import("/a.js")'),
      sha256('x()'),
    ])
  })

  it("allows the site's own files and those scripts, never anything inline by default", () => {
    delete process.env.NEXT_PUBLIC_GA_ID
    expect(pageScriptPolicy(PAGE)).toBe(`script-src 'self' 'sha256-${sha256(CONSENT)}' 'sha256-${sha256(PAYLOAD)}'`)
    expect(pageScriptPolicy('<p>no scripts</p>')).toBe("script-src 'self'")
    process.env.NEXT_PUBLIC_GA_ID = 'G-TEST123'
    expect(pageScriptPolicy('<p>no scripts</p>')).toBe("script-src 'self' https://www.googletagmanager.com")
  })

  it('is stored with a regenerated page, replacing the policy of its previous version', () => {
    const entry = {
      kind: 'APP_PAGE',
      html: PAGE,
      headers: { 'x-next-cache-tags': 'content', 'content-security-policy': "script-src 'self' 'sha256-old'" },
    }
    withPageScriptPolicy(entry)
    expect(entry.headers).toEqual({
      'x-next-cache-tags': 'content',
      'content-security-policy': pageScriptPolicy(PAGE),
    })
    const withoutHeaders: { kind: string; html: string; headers?: Record<string, string> } = {
      kind: 'APP_PAGE',
      html: '<script>x()</script>',
    }
    withPageScriptPolicy(withoutHeaders)
    expect(withoutHeaders.headers).toEqual({ 'content-security-policy': `script-src 'self' 'sha256-${sha256('x()')}'` })
  })

  it('leaves data, route and image entries alone', () => {
    const fetchEntry = { kind: 'FETCH', data: { body: '<script>x()</script>' } }
    expect(withPageScriptPolicy(structuredClone(fetchEntry))).toEqual(fetchEntry)
    expect(withPageScriptPolicy(null)).toBeNull()
  })

  it("writes each prerendered page's policy into the headers Next serves it with", () => {
    const nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'))
    try {
      const blogDir = path.join(nextDir, 'server', 'app', 'blog')
      fs.mkdirSync(blogDir, { recursive: true })
      fs.writeFileSync(path.join(blogDir, 'post.html'), PAGE)
      fs.writeFileSync(path.join(blogDir, 'post.meta'), JSON.stringify({ headers: { 'x-nextjs-prerender': '1' } }))
      // A page without stored headers (nothing Next would serve it with) is left alone.
      fs.writeFileSync(path.join(blogDir, 'orphan.html'), PAGE)

      expect(addScriptPolicyToPrerenderedPages(nextDir)).toEqual([path.join(blogDir, 'post.html')])
      const meta = JSON.parse(fs.readFileSync(path.join(blogDir, 'post.meta'), 'utf8'))
      expect(meta.headers).toEqual({ 'x-nextjs-prerender': '1', 'content-security-policy': pageScriptPolicy(PAGE) })
      expect(fs.existsSync(path.join(blogDir, 'orphan.meta'))).toBe(false)
    } finally {
      fs.rmSync(nextDir, { recursive: true, force: true })
    }
  })
})

describe('start-up report', () => {
  /** What an operator reads in the server's log at start-up for a build folder. */
  function startupLines(prepare: (nextDir: string) => void): string[] {
    const nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'))
    const lines: string[] = []
    const info = vi.spyOn(console, 'info').mockImplementation((line: string) => lines.push(line))
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    vi.stubEnv('NODE_ENV', 'production')
    try {
      fs.mkdirSync(path.join(nextDir, 'server', 'app'), { recursive: true })
      prepare(nextDir)
      resetScriptPolicyReport()
      reportScriptPolicy(path.join(nextDir, 'server'))
      return lines
    } finally {
      info.mockRestore()
      warn.mockRestore()
      vi.unstubAllEnvs()
      fs.rmSync(nextDir, { recursive: true, force: true })
    }
  }
  const write = (nextDir: string, name: string, text: string) =>
    fs.writeFileSync(path.join(nextDir, 'server', 'app', name), text)

  it('says in one line, once, that pages carry their script policy after `pnpm build`', () => {
    const lines = startupLines((nextDir) => {
      write(nextDir, '_not-found.html', PAGE)
      write(nextDir, '_not-found.meta', JSON.stringify({ headers: {} }))
      addScriptPolicyToPrerenderedPages(nextDir)
    })
    expect(lines).toEqual(['[security] pages carry their own script policy (hashes of their inline scripts)'])
  })

  it('warns in one line when the build skipped the step that stores them', () => {
    const lines = startupLines((nextDir) => write(nextDir, '_not-found.meta', JSON.stringify({ headers: {} })))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/WARNING: prerendered pages have no script policy/)
  })
})
