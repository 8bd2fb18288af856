import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { addressKey, compileTrustedProxies, visitorAddress } from '@/lib/http/visitor'
import { requestJson } from './child-server'

/**
 * Who a visitor is, for the rate limits: first the rule itself (lib/http/visitor.ts), then the
 * production server's fast path over real loopback sockets from two addresses.
 */

const none = compileTrustedProxies([])
const proxies = compileTrustedProxies(['10.0.0.0/8', '192.0.2.10', 'fd00::/8', '::1'])

describe('visitor address', () => {
  it('no trusted proxy: the connecting address, whatever X-Forwarded-For says', () => {
    expect(visitorAddress('198.51.100.4', null, none)).toBe('198.51.100.4')
    expect(visitorAddress('198.51.100.4', '203.0.113.9', none)).toBe('198.51.100.4')
    expect(visitorAddress('198.51.100.4', '203.0.113.9, 10.0.0.1', none)).toBe('198.51.100.4')
  })

  it('an untrusted peer is the visitor even when it sends a header, and rotating the header gains nothing', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => visitorAddress('198.51.100.4', `203.0.113.${i}, 10.0.0.${i}`, proxies)),
    )
    expect([...keys]).toEqual(['198.51.100.4'])
  })

  it('through trusted proxies: the right-most hop that is not itself trusted', () => {
    // nginx (10.0.0.2) appended the address it saw; the client had written its own first hop.
    expect(visitorAddress('10.0.0.2', '1.1.1.1, 198.51.100.7', proxies)).toBe('198.51.100.7')
    // Two trusted hops (a CDN edge in 10/8 behind the load balancer 192.0.2.10).
    expect(visitorAddress('192.0.2.10', '6.6.6.6, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7')
    // Every hop trusted: the left-most one is as far as the chain goes.
    expect(visitorAddress('10.0.0.2', '10.0.0.5, 10.0.0.4', proxies)).toBe('10.0.0.5')
    // A trusted proxy with no header: the proxy itself.
    expect(visitorAddress('10.0.0.2', null, proxies)).toBe('10.0.0.2')
  })

  it('IPv6 peers and hops; IPv4-mapped addresses are their IPv4 address; IPv6 counts per /64', () => {
    expect(visitorAddress('::ffff:198.51.100.4', null, none)).toBe('198.51.100.4')
    expect(visitorAddress('::1', '2001:db8:1:2::7', proxies)).toBe('2001:db8:1:2::/64')
    expect(visitorAddress('fd00::5', '198.51.100.9', proxies)).toBe('198.51.100.9')
    expect(visitorAddress('::ffff:10.0.0.2', '::ffff:198.51.100.9', proxies)).toBe('198.51.100.9')
    // Addresses in one /64 belong to one subscriber, so they share a budget.
    expect(visitorAddress('2001:db8:1:2::1', null, none)).toBe(visitorAddress('2001:db8:1:2:ffff::9', null, none))
    expect(visitorAddress('2001:db8:1:3::1', null, none)).not.toBe(visitorAddress('2001:db8:1:2::1', null, none))
    expect(addressKey('2001:DB8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64')
  })

  it('CIDR ranges of both families are matched as ranges', () => {
    const trust = compileTrustedProxies(['172.16.0.0/12', '2001:db8:aaaa::/48'])
    expect(visitorAddress('172.31.255.254', '198.51.100.1', trust)).toBe('198.51.100.1')
    expect(visitorAddress('172.32.0.1', '198.51.100.1', trust)).toBe('172.32.0.1')
    expect(visitorAddress('2001:db8:aaaa:ffff::1', '198.51.100.1', trust)).toBe('198.51.100.1')
    expect(visitorAddress('2001:db8:aaab::1', '198.51.100.1', trust)).toBe('2001:db8:aaab::/64')
  })

  it('malformed headers from a trusted proxy: garbage, empty, spaces, too many hops', () => {
    // Garbage where the visitor should be: the proxy that reported it is the best we know.
    expect(visitorAddress('10.0.0.2', 'not-an-ip', proxies)).toBe('10.0.0.2')
    expect(visitorAddress('10.0.0.2', '198.51.100.1, <script>', proxies)).toBe('10.0.0.2')
    expect(visitorAddress('10.0.0.2', '999.1.1.1', proxies)).toBe('10.0.0.2')
    expect(visitorAddress('10.0.0.2', '0x7f.1', proxies)).toBe('10.0.0.2')
    // Empty and blank headers, empty hops and stray spaces.
    expect(visitorAddress('10.0.0.2', '', proxies)).toBe('10.0.0.2')
    expect(visitorAddress('10.0.0.2', ' , ,', proxies)).toBe('10.0.0.2')
    expect(visitorAddress('10.0.0.2', '  198.51.100.1  ,   ,  10.0.0.9 ', proxies)).toBe('198.51.100.1')
    // A long header of hops a client made up: still the right-most untrusted one, quickly.
    const many = [...Array.from({ length: 2000 }, (_, i) => `203.0.${i % 250}.${i % 200}`), '198.51.100.3'].join(', ')
    expect(visitorAddress('10.0.0.2', many, proxies)).toBe('198.51.100.3')
    expect(visitorAddress('10.0.0.2', `${many}, 10.0.0.7, 10.0.0.8`, proxies)).toBe('198.51.100.3')
  })

  it('no address at all is unknown, never a guess', () => {
    expect(visitorAddress(undefined, '198.51.100.1', proxies)).toBeUndefined()
    expect(visitorAddress('', '198.51.100.1', proxies)).toBeUndefined()
  })
})

describe('the production server fast path (real sockets)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-'))
  const servers: http.Server[] = []
  const savedEnv = { ...process.env }

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    const { closeDb } = await import('@/lib/db')
    closeDb()
    process.env = savedEnv
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** The site server with fresh limiters (2 feedback submissions a minute) and the given proxies. */
  async function startSite(trustedProxies: string): Promise<number> {
    vi.resetModules()
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      FEEDBACK_RATE_LIMIT_PER_MINUTE: '2',
      TRUSTED_PROXIES: trustedProxies,
    })
    delete process.env.REDIS_URL
    const { createSiteHandler } = await import('@/server/site-handler')
    const server = http.createServer(
      createSiteHandler(async (_req, res) => void res.end(), { staticDir: path.join(dataDir, 'none') }),
    )
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }

  /** A feedback submission from `localAddress` (any 127/8 address is this machine). */
  async function submit(port: number, localAddress: string, forwardedFor?: string): Promise<number> {
    const body = { feedbackType: 'general', rating: 4, message: 'Works well.', publicFeedback: false }
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
    const { status } = await requestJson(port, 'POST', '/api/feedback/send-feedback', body, { localAddress, headers })
    return status
  }

  it('no proxy: two addresses are two visitors, and a client rotating X-Forwarded-For gains nothing', async () => {
    const port = await startSite('')
    const rotating = []
    for (let i = 1; i <= 5; i++) rotating.push(await submit(port, '127.0.0.2', `203.0.113.${i}`))
    expect(rotating).toEqual([200, 200, 429, 429, 429])
    // Another address is another visitor, with its own budget.
    expect(await submit(port, '127.0.0.3')).toBe(200)
    expect(await submit(port, '127.0.0.3')).toBe(200)
    expect(await submit(port, '127.0.0.3')).toBe(429)
  })

  it('behind a trusted proxy: each forwarded visitor has its own budget; an untrusted peer still gains nothing', async () => {
    const port = await startSite('127.0.0.4')
    // The proxy at 127.0.0.4 appends the address it saw to whatever the client sent.
    const viaProxy = (client: string) => submit(port, '127.0.0.4', `1.2.3.4, ${client}`)
    expect([await viaProxy('198.51.100.1'), await viaProxy('198.51.100.1'), await viaProxy('198.51.100.1')]).toEqual([
      200, 200, 429,
    ])
    expect(await viaProxy('198.51.100.2')).toBe(200)
    // A client reaching the instance directly, pretending to be many visitors.
    const direct = []
    for (let i = 1; i <= 4; i++) direct.push(await submit(port, '127.0.0.5', `198.51.100.${50 + i}`))
    expect(direct).toEqual([200, 200, 429, 429])
  })
})
