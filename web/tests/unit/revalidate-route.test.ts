import { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signatureHeader } from '../../../scripts/webhook/sign'

/**
 * POST /api/revalidate called directly, requests signed by the same code as the operator script
 * (scripts/webhook/sign.ts); lib/env is re-read per test. What an editor notices is whether the
 * article's cached page is re-rendered for the next visitor: a stand-in for Next's revalidateTag
 * expires that page (cached under its accessor's tags, see sanity/tags.ts) as Next would.
 */
const articlePage = vi.hoisted(() => ({
  tags: ['content', 'type:blogPost', 'blogPost:classroom-management'],
  expired: false,
}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  // Only `expire: 0` drops the page at once; otherwise Next serves the old page once more.
  revalidateTag: (tag: string, profile?: { expire?: number }) => {
    if (articlePage.tags.includes(tag) && profile?.expire === 0) articlePage.expired = true
  },
}))

/** Whether the next visitor of the article gets a fresh render (a delivery expired the page since the last visit). */
function articleRefreshedForNextVisitor(): boolean {
  const refreshed = articlePage.expired
  articlePage.expired = false
  return refreshed
}

const SECRET = 'unit-test-secret'
const URL = 'http://localhost:3000/api/revalidate'

async function loadRoute(env: Record<string, string | undefined> = { SANITY_REVALIDATE_SECRET: SECRET }) {
  vi.resetModules()
  for (const key of ['SANITY_REVALIDATE_SECRET', 'SANITY_PROJECT_ID', 'SANITY_DATASET']) delete process.env[key]
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value
  return (await import('@/features/publishing/webhook')).webhookEndpoint.routes
}

function signed(body: string, secret = SECRET, headers: Record<string, string> = {}, timestamp = Date.now()) {
  return new Request(URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': signatureHeader(body, secret, timestamp),
      ...headers,
    },
    body,
  })
}

const article = JSON.stringify({
  _type: 'blogPost',
  _id: 'blog-a',
  slug: 'classroom-management',
  stepNumber: null,
  kind: null,
})

beforeEach(() => {
  articlePage.expired = false
})

describe('the signature format of scripts/webhook/sign.ts', () => {
  it('is what next-sanity’s parseBody accepts', async () => {
    const request = new NextRequest(URL, {
      method: 'POST',
      headers: { 'sanity-webhook-signature': signatureHeader(article, SECRET) },
      body: article,
    })
    const result = await parseBody(request, SECRET, false)
    expect(result.isValidSignature).toBe(true)
    expect(result.body).toMatchObject({ _id: 'blog-a' })
  })

  it('is refused by parseBody with another secret', async () => {
    const request = new NextRequest(URL, {
      method: 'POST',
      headers: { 'sanity-webhook-signature': signatureHeader(article, 'other') },
      body: article,
    })
    expect((await parseBody(request, SECRET, false)).isValidSignature).toBe(false)
  })
})

describe('POST /api/revalidate', () => {
  it('200 with the revalidated tags for a correctly signed change, each expired immediately', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      revalidated: ['type:blogPost', 'blogPost:classroom-management'],
    })
    expect(articleRefreshedForNextVisitor()).toBe(true)
  })

  it('tells the chat assistant that content changed, only when something public changed', async () => {
    const { POST } = await loadRoute()
    const { contentGeneration } = await import('@/features/publishing/content-signal')
    const before = await contentGeneration()
    await POST(signed(article))
    const after = await contentGeneration()
    expect(after).not.toBe(before)
    // A feedback document is not on any page: nothing to revalidate, nothing to re-read.
    const response = await POST(signed(JSON.stringify({ _type: 'feedback', _id: 'feedback-1' })))
    expect(await response.json()).toEqual({ success: true, revalidated: [] })
    expect(await contentGeneration()).toBe(after)
    // An unsigned request changes nothing.
    await POST(new Request(URL, { method: 'POST', body: article }))
    expect(await contentGeneration()).toBe(after)
  })

  it('200 with the whole-site tag for site settings', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })))
    expect(await response.json()).toEqual({ success: true, revalidated: ['content'] })
  })

  it('401 without a signature', async () => {
    const { POST } = await loadRoute()
    const response = await POST(new Request(URL, { method: 'POST', body: article }))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' })
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('401 when signed with another secret', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, 'wrong-secret'))
    expect(response.status).toBe(401)
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('401 when the body was changed after signing', async () => {
    const { POST } = await loadRoute()
    const request = new Request(URL, {
      method: 'POST',
      headers: { 'sanity-webhook-signature': signatureHeader(article, SECRET) },
      body: article.replace('classroom-management', 'something-else'),
    })
    expect((await POST(request)).status).toBe(401)
  })

  it('401 for a malformed signature header', async () => {
    const { POST } = await loadRoute()
    const response = await POST(
      new Request(URL, { method: 'POST', headers: { 'sanity-webhook-signature': 'nonsense' }, body: article }),
    )
    expect(response.status).toBe(401)
  })

  it('400 for a signed body that is not JSON', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed('{"_type": "blogPost",'))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid_json' })
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('400 for a signed body without _type, with the issue named', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(JSON.stringify({ _id: 'blog-a', slug: 'x' })))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: '_type' })]))
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('400 for a signed JSON value that is not an object', async () => {
    const { POST } = await loadRoute()
    expect((await POST(signed('[1, 2]'))).status).toBe(400)
  })

  it('413 for a body over 16 KB, before any parsing', async () => {
    const { POST } = await loadRoute()
    const huge = JSON.stringify({ _type: 'blogPost', _id: 'x', padding: 'a'.repeat(20_000) })
    expect((await POST(signed(huge))).status).toBe(413)
  })

  it('503 for everything when no secret is configured, signed or not', async () => {
    const { POST } = await loadRoute({})
    const response = await POST(signed(article))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'not_configured' })
    expect((await POST(new Request(URL, { method: 'POST', body: article }))).status).toBe(503)
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('405 for other methods', async () => {
    const { GET } = await loadRoute()
    const response = await GET(new Request(URL))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' })
  })
})

describe('replayed webhooks (the signature timestamp, in ms as Sanity sends it)', () => {
  const MINUTE = 60_000
  const REPLAY_MESSAGE = "Webhook timestamp is more than 5 minutes from the server's clock; refusing a possible replay."

  it('401 with the reason for a correctly signed delivery replayed 15 minutes later; nothing expired', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, SECRET, {}, Date.now() - 15 * MINUTE))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ success: false, code: 'stale_signature', error: REPLAY_MESSAGE })
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('401 for a timestamp more than 5 minutes in the future', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, SECRET, {}, Date.now() + 6 * MINUTE))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'stale_signature' })
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('a timestamp in seconds (not Sanity’s format) reads as 1970: refused as stale', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, SECRET, {}, Math.floor(Date.now() / 1000)))
    expect(response.status).toBe(401)
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('accepts a delivery signed within the last 5 minutes or a little ahead (clock drift)', async () => {
    const { POST } = await loadRoute()
    expect((await POST(signed(article, SECRET, {}, Date.now() - 4 * MINUTE))).status).toBe(200)
    expect(articleRefreshedForNextVisitor()).toBe(true)
    expect((await POST(signed(article, SECRET, {}, Date.now() + 4 * MINUTE))).status).toBe(200)
    expect(articleRefreshedForNextVisitor()).toBe(true)
  })

  it('an old timestamp with a wrong signature is just an invalid signature (no hint without the secret)', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, 'wrong-secret', {}, Date.now() - 15 * MINUTE))
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' })
  })
})

describe('redelivered webhooks (idempotency-key)', () => {
  const key = (value: string) => ({ 'idempotency-key': value })

  it('the same key twice: the second answers 200, says it was already handled and expires nothing', async () => {
    const { POST } = await loadRoute()
    const first = await POST(signed(article, SECRET, key('delivery-1')))
    expect(await first.json()).toEqual({
      success: true,
      revalidated: ['type:blogPost', 'blogPost:classroom-management'],
    })
    expect(articleRefreshedForNextVisitor()).toBe(true)

    const again = await POST(signed(article, SECRET, key('delivery-1')))
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ revalidated: [], alreadyHandled: true })
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('different keys both do the work', async () => {
    const { POST } = await loadRoute()
    for (const delivery of ['delivery-a', 'delivery-b']) {
      expect(await (await POST(signed(article, SECRET, key(delivery)))).json()).toEqual({
        success: true,
        revalidated: ['type:blogPost', 'blogPost:classroom-management'],
      })
      expect(articleRefreshedForNextVisitor()).toBe(true)
    }
  })

  it('a failed first attempt (400) does not use up the key: the corrected retry does the work', async () => {
    const { POST } = await loadRoute()
    const broken = await POST(signed(JSON.stringify({ _id: 'blog-a' }), SECRET, key('delivery-2')))
    expect(broken.status).toBe(400)
    expect(articleRefreshedForNextVisitor()).toBe(false)
    const retried = await POST(signed(article, SECRET, key('delivery-2')))
    expect(await retried.json()).toEqual({
      success: true,
      revalidated: ['type:blogPost', 'blogPost:classroom-management'],
    })
    expect(articleRefreshedForNextVisitor()).toBe(true)
  })

  it('a refused signature does not use up the key either', async () => {
    const { POST } = await loadRoute()
    expect((await POST(signed(article, 'wrong-secret', key('delivery-3')))).status).toBe(401)
    expect(articleRefreshedForNextVisitor()).toBe(false)
    expect((await POST(signed(article, SECRET, key('delivery-3')))).status).toBe(200)
    expect(articleRefreshedForNextVisitor()).toBe(true)
  })

  it('a redelivery that arrives while the first is being handled does no work either', async () => {
    const { POST } = await loadRoute({
      SANITY_REVALIDATE_SECRET: SECRET,
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
    })
    // Sanity mode waits 3 s before expiring tags: the second delivery lands meanwhile.
    const first = POST(signed(article, SECRET, key('delivery-4')))
    const second = await POST(signed(article, SECRET, key('delivery-4')))
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ code: 'delivery_in_progress' })
    expect(articleRefreshedForNextVisitor()).toBe(false)
    expect(await (await first).json()).toEqual({
      success: true,
      revalidated: ['type:blogPost', 'blogPost:classroom-management'],
    })
    expect(articleRefreshedForNextVisitor()).toBe(true)
    // Once handled, the same key is a plain redelivery.
    expect(await (await POST(signed(article, SECRET, key('delivery-4')))).json()).toMatchObject({
      alreadyHandled: true,
    })
    expect(articleRefreshedForNextVisitor()).toBe(false)
  })

  it('400 naming the header for an absurdly long key; no key at all still works', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, SECRET, key('k'.repeat(201))))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid_idempotency_key', error: /idempotency-key/ })
    expect(articleRefreshedForNextVisitor()).toBe(false)
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await POST(signed(article))).status).toBe(200)
      expect(articleRefreshedForNextVisitor()).toBe(true)
    }
  })
})

describe('in Sanity mode (3 s wait for the dataset to settle)', () => {
  it('a body that fails validation is refused at once, before the wait', async () => {
    const { POST } = await loadRoute({
      SANITY_REVALIDATE_SECRET: SECRET,
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
    })
    const started = performance.now()
    expect((await POST(signed(JSON.stringify({ _id: 'blog-a' })))).status).toBe(400)
    expect((await POST(signed('{not json'))).status).toBe(400)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
