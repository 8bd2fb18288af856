import { BLOG_CATEGORIES } from '@assessa/schemas/constants'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'
import { hasMarkdownTwin } from '@/features/markdown/pages'

/**
 * What feed readers and AI agents get: the blog's RSS feed, /llms.txt and the Markdown twin of
 * every published article, FAQ topic, tutorial step and legal page; and the seed redirects an
 * operator sets up on day one. Read-only: safe beside the other specs on the shared server.
 */

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/
// An HTML element or comment anywhere in Markdown ("<5 minutes" is text, "<p>" is not).
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?>|<!--/i
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g

/** Every page URL in the sitemap, as a path. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const parsed = xml.parse(await response.text()) as { urlset: { url: Array<{ loc: string }> } }
  return parsed.urlset.url.map((entry) => new URL(entry.loc).pathname)
}

/** The page's h1 as text (tags, React's separators and the common entities removed). */
function h1Text(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()
}

function expectAbsoluteLinks(markdown: string, where: string) {
  const links = [...markdown.matchAll(MARKDOWN_LINK)].map((match) => match[1]!)
  for (const link of links) expect(link, `${where}: link ${link}`).toMatch(/^(https?:\/\/|mailto:)/)
  return links
}

test.describe('RSS feed', () => {
  test('is valid RSS 2.0 with the twelve articles, newest first, with RFC 822 dates', async ({ request }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const feed = xml.parse(await response.text()) as {
      rss: { '@version': string; channel: { title: string; link: string; description: string; item: unknown[] } }
    }
    expect(feed.rss['@version']).toBe('2.0')
    const { channel } = feed.rss
    expect(channel.title).toContain('blog')
    expect(channel.description.length).toBeGreaterThan(20)
    const items = channel.item as Array<{
      title: string
      link: string
      description: string
      category: string
      pubDate: string
      guid: string | { '#text': string }
    }>
    expect(items).toHaveLength(12)

    const dates = items.map((item) => Date.parse(item.pubDate))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of items) {
      expect(item.pubDate, item.title).toMatch(RFC_822)
      expect(item.title.length, 'title').toBeGreaterThan(5)
      expect(item.description.length, `${item.title}: description`).toBeGreaterThan(40)
      expect(BLOG_CATEGORIES as readonly string[], `${item.title}: category`).toContain(item.category)
      const link = new URL(item.link)
      expect(link.pathname).toMatch(/^\/blog\/[a-z0-9-]+$/)
    }
    // Every item links to a live article (the feed and the site agree).
    const paths = await sitemapPaths(request)
    expect(paths.filter((p) => /^\/blog\/[^/]+$/.test(p)).sort()).toEqual(
      items.map((item) => new URL(item.link).pathname).sort(),
    )
  })

  test("is linked from the blog page's head", async ({ request }) => {
    const html = await (await request.get('/blog')).text()
    const link = /<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? ''
    expect(link).toMatch(/href="[^"]*\/blog\/rss\.xml"/)
    expect(link).toMatch(/title="[^"]+ blog"/)
  })
})

test.describe('for AI agents', () => {
  test('/llms.txt: the purpose in two sentences, then every page with a description and an absolute URL', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt')
    expect(response.status()).toBe(200)
    const text = await response.text()
    const [title, summary] = text.split('\n\n')
    expect(title).toBe('# Assessa')
    expect(summary).toMatch(/^> /)
    expect(summary!.match(/[.!?](\s|$)/g)).toHaveLength(2)
    expect(text).not.toMatch(HTML_TAG)
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(headings).toEqual(['Articles', 'FAQ topics', 'Tutorial steps', 'Pricing', 'Legal'])

    const listed = new Set(expectAbsoluteLinks(text, '/llms.txt').map((link) => new URL(link).pathname))
    // Every page with a twin is listed by its .md URL; the rest (hubs, pricing) by the page itself.
    const items = text.split('\n').filter((line) => line.startsWith('- ['))
    for (const item of items) expect(item, 'one-line description').toMatch(/\]\([^)]+\): \S.{20,}$/)
    for (const path of await sitemapPaths(request)) {
      if (hasMarkdownTwin(path)) expect(listed.has(`${path}.md`), `${path}.md in llms.txt`).toBe(true)
    }
    for (const path of ['/pricing', '/faq', '/best-practice']) expect(listed.has(path), path).toBe(true)
  })

  test('every article, FAQ topic, step and legal page has a Markdown twin that matches the page', async ({
    request,
  }) => {
    const paths = (await sitemapPaths(request)).filter(hasMarkdownTwin)
    // 12 articles, 6 FAQ topics, the tutorial steps, 3 legal pages.
    expect(paths.length).toBeGreaterThanOrEqual(12 + 6 + 3 + 6)
    for (const path of paths) {
      const [md, html] = await Promise.all([request.get(`${path}.md`), request.get(path)])
      expect(md.status(), `${path}.md`).toBe(200)
      expect(md.headers()['content-type'], path).toContain('text/markdown')
      expect(md.headers()['vary'], path).toMatch(/\bAccept\b/)
      const markdown = await md.text()
      expect(markdown, `${path}.md has no HTML`).not.toMatch(HTML_TAG)
      expect(markdown.split('\n')[0], `${path}.md title`).toMatch(/^# \S/)
      expect(markdown.match(/^## \S/gm)?.length ?? 0, `${path}.md sections`).toBeGreaterThanOrEqual(2)
      expectAbsoluteLinks(markdown, `${path}.md`)
      // Same content as the page: its h1 is the Markdown's title (a step adds its number).
      expect(markdown.split('\n')[0], `${path}.md title is the page's h1`).toContain(h1Text(await html.text()))
    }
  })

  test('the page URL answers Markdown to Accept: text/markdown, and HTML (varying on Accept) to browsers', async ({
    request,
  }) => {
    const path = '/faq/assessment-types'
    const [asMarkdown, twin, asHtml] = await Promise.all([
      request.get(path, { headers: { Accept: 'text/markdown' } }),
      request.get(`${path}.md`),
      request.get(path, { headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' } }),
    ])
    expect(asMarkdown.headers()['content-type']).toContain('text/markdown')
    expect(await asMarkdown.text()).toBe(await twin.text())
    expect(asHtml.status()).toBe(200)
    expect(asHtml.headers()['content-type']).toContain('text/html')
    expect(asHtml.headers()['vary']).toMatch(/\bAccept\b/)
    expect(await asHtml.text()).toContain('<h1')
  })
})

test.describe('seed redirects', () => {
  const location = async (request: APIRequestContext, path: string) => {
    const response = await request.get(path, { maxRedirects: 0 })
    return { status: response.status(), location: response.headers()['location'] }
  }

  test('/tutorial and its steps move permanently to /best-practice (308, a real redirect)', async ({ request }) => {
    expect(await location(request, '/tutorial')).toEqual({ status: 308, location: '/best-practice' })
    expect(await location(request, '/tutorial/step3')).toEqual({ status: 308, location: '/best-practice/step3' })
    expect(await location(request, '/Tutorial/step3.md')).toEqual({ status: 308, location: '/best-practice/step3.md' })
  })

  test("/login and /signup go to the app's sign-in page (307: the app's address is per installation)", async ({
    request,
  }) => {
    for (const path of ['/login', '/signup']) {
      const answer = await location(request, path)
      expect(answer.status, path).toBe(307)
      expect(new URL(answer.location!).pathname, path).toBe('/auth')
    }
  })

  test('an address nobody redirected is still a 404', async ({ request }) => {
    expect((await location(request, '/tutorials-old')).status).toBe(404)
    expect((await location(request, '/blog/no-such-article')).status).toBe(404)
  })
})
