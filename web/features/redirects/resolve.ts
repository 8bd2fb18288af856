import 'server-only'
import { matchRedirect, redirectLocation } from '@assessa/schemas/redirects'
import { permanentRedirect, redirect } from 'next/navigation'
import { publicEnv } from '@/lib/public-env'
import { sanityFetch } from '@/sanity/fetch'
import { REDIRECTS_QUERY, RENAMED_SLUG_QUERY } from '@/sanity/queries'

export type RedirectAnswer = { location: string; permanent: boolean }

/** Sections whose pages editors can rename; their old addresses redirect to the current one. */
const RENAMABLE = { blog: 'blogPost', faq: 'faqTopic' } as const

/**
 * Where a path the site has no page for should send the visitor, from the published dataset:
 * a renamed article or FAQ topic (its `previousSlugs`) permanently to its current address,
 * else a redirect document. Both reads are tagged (`type:blogPost`/`type:faqTopic`,
 * `type:redirect`), so a publish reaches them through the webhook like any page.
 */
export async function redirectFor(path: string): Promise<RedirectAnswer | null> {
  const [, section, slug, ...rest] = path.split('/')
  const type = rest.length === 0 && slug ? RENAMABLE[section as keyof typeof RENAMABLE] : undefined
  if (type) {
    const current = await sanityFetch({
      query: RENAMED_SLUG_QUERY,
      params: { type, slug },
      reads: [type],
      mode: 'published',
    })
    if (current && current !== slug) return { location: `/${section}/${current}`, permanent: true }
  }
  const rules = await sanityFetch({ query: REDIRECTS_QUERY, reads: ['redirect'], mode: 'published' })
  const match = matchRedirect(rules, path)
  if (!match) return null
  return {
    location: redirectLocation(match.rule, match.rest, publicEnv.NEXT_PUBLIC_APP_URL),
    permanent: match.rule.permanent !== false,
  }
}

/**
 * For a page that does not exist: redirect (308 permanent, 307 temporary) when the dataset
 * says where its content went; otherwise return, and the caller renders its not-found view
 * with HTTP 404. Called before anything is streamed, so the status and Location header are
 * real, not a meta refresh.
 */
export async function redirectIfMoved(path: string): Promise<void> {
  const answer = await redirectFor(path)
  if (!answer) return
  if (answer.permanent) permanentRedirect(answer.location)
  redirect(answer.location)
}
