import { beforeEach, describe, expect, it, vi } from 'vitest'
import { exitPreviewHref, safeRedirectPath } from '@/features/publishing/preview-redirect'

/**
 * Draft preview: sanityFetch reads drafts (uncached, stega unless told otherwise) only in Next's
 * draft mode; the enable route refuses without a Sanity project; the disable route only
 * redirects within the site.
 */
const state = vi.hoisted(() => ({
  draft: false as boolean | 'no-request',
  disable: vi.fn(),
  sourceFetch: vi.fn(async () => 'result'),
  unstableCache: vi.fn((fn: () => Promise<unknown>, _keys?: string[], _options?: { tags?: string[] }) => fn),
}))

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  draftMode: async () => {
    if (state.draft === 'no-request') throw new Error('`draftMode` was called outside a request scope.')
    return { isEnabled: state.draft, enable: vi.fn(), disable: state.disable }
  },
}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: state.unstableCache,
}))
// next-sanity's enable handler validates the Studio's secret against the dataset (network);
// stand it in, to check the route hands requests to it only when configured, with the token.
vi.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: vi.fn((options: { client: { config(): { token?: string } } }) => ({
    GET: async () => new Response(`delegated with token ${options.client.config().token}`, { status: 307 }),
  })),
}))
vi.mock('@/sanity/source', () => ({
  createContentSource: () => ({ kind: 'sanity', fetch: state.sourceFetch }),
}))

const { sanityFetch } = await import('@/sanity/fetch')

beforeEach(() => {
  state.draft = false
  state.sourceFetch.mockClear()
  state.unstableCache.mockClear()
  state.disable.mockClear()
})

describe('sanityFetch', () => {
  const query = '*[_type == "plan"]'

  it('outside draft mode: published content through the tagged cache', async () => {
    await sanityFetch({ query, tags: ['type:plan'] })
    expect(state.unstableCache).toHaveBeenCalledTimes(1)
    expect(state.unstableCache.mock.calls[0]![2]).toMatchObject({ tags: ['content', 'type:plan'] })
    expect(state.sourceFetch).toHaveBeenCalledWith(query, {})
  })

  it('in draft mode: drafts with stega, never cached', async () => {
    state.draft = true
    await sanityFetch({ query, tags: ['type:plan'] })
    expect(state.unstableCache).not.toHaveBeenCalled()
    expect(state.sourceFetch).toHaveBeenCalledWith(query, {}, { draft: true, stega: true })
  })

  it('in draft mode with stega: false (metadata, JSON-LD): drafts without stega', async () => {
    state.draft = true
    await sanityFetch({ query, tags: [], stega: false })
    expect(state.sourceFetch).toHaveBeenCalledWith(query, {}, { draft: true, stega: false })
  })

  it('draft: false keeps published content even in draft mode (sitemap)', async () => {
    state.draft = true
    await sanityFetch({ query, tags: [], draft: false })
    expect(state.unstableCache).toHaveBeenCalledTimes(1)
    expect(state.sourceFetch).toHaveBeenCalledWith(query, {})
  })

  it('draft: true does not turn drafts on outside draft mode', async () => {
    await sanityFetch({ query, tags: [], draft: true })
    expect(state.sourceFetch).toHaveBeenCalledWith(query, {})
  })

  it('without a request (generateStaticParams): published content', async () => {
    state.draft = 'no-request'
    await sanityFetch({ query, tags: [] })
    expect(state.sourceFetch).toHaveBeenCalledWith(query, {})
  })
})

describe('draft-mode routes', () => {
  const enableUrl = 'http://localhost:3000/api/draft-mode/enable?sanity-preview-secret=x'
  async function loadEnable(env: Record<string, string>) {
    vi.resetModules()
    for (const key of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_READ_TOKEN']) delete process.env[key]
    Object.assign(process.env, env)
    try {
      return await import('@/app/api/draft-mode/enable/route')
    } finally {
      for (const key of Object.keys(env)) delete process.env[key]
    }
  }

  it('enable answers 503 with the embedded dataset (no drafts to preview)', async () => {
    const { GET } = await loadEnable({})
    const response = await GET(new Request(enableUrl))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'preview_unavailable' })
  })

  it('enable answers 503 with a Sanity project but no read token', async () => {
    const { GET } = await loadEnable({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' })
    expect((await GET(new Request(enableUrl))).status).toBe(503)
  })

  it('enable hands the request to next-sanity’s secret check, with the read token', async () => {
    const { GET } = await loadEnable({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'sk-read',
    })
    const response = await GET(new Request(enableUrl))
    expect(response.status).toBe(307)
    expect(await response.text()).toBe('delegated with token sk-read')
  })

  it('disable turns draft mode off and redirects back to the page', async () => {
    const { NextRequest } = await import('next/server')
    const { GET } = await import('@/app/api/draft-mode/disable/route')
    const error = await GET(new NextRequest('http://localhost:3000/api/draft-mode/disable?redirect=%2Fblog%2Fa')).catch(
      (thrown: unknown) => thrown,
    )
    expect(state.disable).toHaveBeenCalledTimes(1)
    // next/navigation's redirect() throws; its digest carries the target.
    expect(String((error as { digest?: string }).digest)).toContain(';/blog/a;')
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/blog/a?x=1#top', '/blog/a?x=1#top'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['blog', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it('the exit link carries the page to return to', () => {
    expect(exitPreviewHref('/faq/x')).toBe('/api/draft-mode/disable?redirect=%2Ffaq%2Fx')
  })
})
