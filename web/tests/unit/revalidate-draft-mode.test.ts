import { beforeEach, describe, expect, it, vi } from 'vitest'
import { exitPreviewHref, safeRedirectPath } from '@/features/publishing/preview-redirect'
import { cachedEntries } from './tagged-cache-fake'

/**
 * Draft preview: content is read from drafts (uncached, with edit links unless the text leaves
 * the page body) only in Next's draft mode; the enable route refuses without a Sanity project;
 * the disable route only redirects within the site.
 */
const state = vi.hoisted(() => ({
  draft: false as boolean | 'no-request',
  disable: vi.fn(),
  /** What the dataset holds: the published title and the editor's unpublished draft. */
  published: 'Published title',
  drafted: 'Draft title',
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
  ...(await import('./tagged-cache-fake')),
}))
// next-sanity's enable handler validates the Studio's secret against the dataset (network);
// stand it in, to check the route hands requests to it only when configured, with the token.
vi.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: vi.fn((options: { client: { config(): { token?: string } } }) => ({
    GET: async () => new Response(`delegated with token ${options.client.config().token}`, { status: 307 }),
  })),
}))
// A Sanity project's two perspectives; stega marks the text with its edit link, as Sanity's client does.
vi.mock('@/sanity/source', () => ({
  createContentSource: () => ({
    kind: 'sanity',
    fetch: async (_query: string, _params: unknown, options: { draft?: boolean; stega?: boolean } = {}) =>
      options.draft ? (options.stega ? `${state.drafted} [edit link]` : state.drafted) : state.published,
  }),
}))

const { sanityFetch } = await import('@/sanity/fetch')

beforeEach(() => {
  state.draft = false
  state.published = 'Published title'
  state.drafted = 'Draft title'
  cachedEntries.clear()
  state.disable.mockClear()
})

describe('reading content in and out of a draft preview', () => {
  const read = (mode?: 'page' | 'plain' | 'published') =>
    sanityFetch({ query: '*[_type == "plan"][0].name', reads: ['plan'], mode })

  it('outside draft mode: the published text, kept until a publish expires it', async () => {
    expect(await read()).toBe('Published title')
    state.published = 'Published again'
    expect(await read()).toBe('Published title')
    expect([...cachedEntries.values()][0]!.tags).toContain('type:plan')
  })

  it('in draft mode: the draft with its edit link, never cached (an edit shows at once)', async () => {
    state.draft = true
    expect(await read()).toBe('Draft title [edit link]')
    state.drafted = 'Draft edited'
    expect(await read()).toBe('Draft edited [edit link]')
    expect(cachedEntries.size).toBe(0)
  })

  it('in draft mode, metadata and JSON-LD (plain): the draft without edit links', async () => {
    state.draft = true
    expect(await read('plain')).toBe('Draft title')
  })

  it('published reads (sitemap, feeds) never show a draft, even in draft mode', async () => {
    state.draft = true
    expect(await read('published')).toBe('Published title')
  })

  it('without a request (generateStaticParams): the published text', async () => {
    state.draft = 'no-request'
    expect(await read()).toBe('Published title')
  })
})

describe('draft-mode routes', () => {
  const enableUrl = 'http://localhost:3000/api/draft-mode/enable?sanity-preview-secret=x'
  async function loadEnable(env: Record<string, string>) {
    vi.resetModules()
    for (const key of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_READ_TOKEN']) delete process.env[key]
    Object.assign(process.env, env)
    try {
      return { GET: (await import('@/features/publishing/draft-mode')).enableDraftMode }
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
    const { disableDraftMode: GET } = await import('@/features/publishing/draft-mode')
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
