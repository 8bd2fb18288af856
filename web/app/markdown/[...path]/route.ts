import { markdownForPath } from '@/features/markdown/documents'
import { redirectFor } from '@/features/redirects/resolve'
import { absoluteUrl } from '@/lib/site'

/**
 * The Markdown twin of a content page. Not linked directly: next.config.ts rewrites
 * `/blog/{id}.md` (and the other pages' `.md`) here, and the page URL itself when the request
 * asks for `Accept: text/markdown`; hence `Vary: Accept`.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const pagePath = `/${(await params).path.join('/')}`
  const markdown = await markdownForPath(pagePath)
  if (markdown === null) {
    // A renamed or redirected page's twin moved with it.
    const moved = await redirectFor(pagePath)
    if (moved?.location.startsWith('/')) {
      return new Response(null, {
        status: moved.permanent ? 308 : 307,
        headers: { Location: `${moved.location}.md`, Vary: 'Accept' },
      })
    }
    return Response.json(
      { error: `No page at ${pagePath} has a Markdown version.`, code: 'not_found' },
      { status: 404, headers: { Vary: 'Accept' } },
    )
  }
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      Vary: 'Accept',
      // The HTML page is the canonical version of this content.
      Link: `<${absoluteUrl(pagePath)}>; rel="canonical"`,
    },
  })
}
