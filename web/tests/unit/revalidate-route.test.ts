import { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signatureHeader } from '../../../scripts/webhook/sign'

/**
 * POST /api/revalidate called directly, requests signed by the same code as the operator script
 * (scripts/webhook/sign.ts). revalidateTag is replaced by a spy; lib/env is re-read per test.
 */
const revalidateTag = vi.fn()
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
}))

const SECRET = 'unit-test-secret'
const URL = 'http://localhost:3000/api/revalidate'

async function loadRoute(env: Record<string, string | undefined> = { SANITY_REVALIDATE_SECRET: SECRET }) {
  vi.resetModules()
  for (const key of ['SANITY_REVALIDATE_SECRET', 'SANITY_PROJECT_ID', 'SANITY_DATASET']) delete process.env[key]
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value
  return import('@/app/api/revalidate/route')
}

function signed(body: string, secret = SECRET, headers: Record<string, string> = {}) {
  return new Request(URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': signatureHeader(body, secret),
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
  revalidateTag.mockClear()
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
    expect(await response.json()).toEqual({ revalidated: ['type:blogPost', 'blogPost:classroom-management'] })
    expect(revalidateTag.mock.calls).toEqual([
      ['type:blogPost', { expire: 0 }],
      ['blogPost:classroom-management', { expire: 0 }],
    ])
  })

  it('tells the chat assistant that content changed, only when something public changed', async () => {
    const { POST } = await loadRoute()
    const { contentGeneration } = await import('@/sanity/content-generation')
    const before = await contentGeneration()
    await POST(signed(article))
    const after = await contentGeneration()
    expect(after).not.toBe(before)
    // A feedback document is not on any page: nothing to revalidate, nothing to re-read.
    const response = await POST(signed(JSON.stringify({ _type: 'feedback', _id: 'feedback-1' })))
    expect(await response.json()).toEqual({ revalidated: [] })
    expect(await contentGeneration()).toBe(after)
    // An unsigned request changes nothing.
    await POST(new Request(URL, { method: 'POST', body: article }))
    expect(await contentGeneration()).toBe(after)
  })

  it('200 with the whole-site tag for site settings', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })))
    expect(await response.json()).toEqual({ revalidated: ['content'] })
  })

  it('401 without a signature', async () => {
    const { POST } = await loadRoute()
    const response = await POST(new Request(URL, { method: 'POST', body: article }))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('401 when signed with another secret', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(article, 'wrong-secret'))
    expect(response.status).toBe(401)
    expect(revalidateTag).not.toHaveBeenCalled()
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
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('400 for a signed body without _type, with the issue named', async () => {
    const { POST } = await loadRoute()
    const response = await POST(signed(JSON.stringify({ _id: 'blog-a', slug: 'x' })))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: '_type' })]))
    expect(revalidateTag).not.toHaveBeenCalled()
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
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('405 for other methods', async () => {
    const { GET } = await loadRoute()
    const response = GET()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
