import { LEGAL_KINDS } from './constants'

/**
 * Redirects as content: the rules shared by the Studio's validation, the seed checks and the
 * site, which applies them where it would otherwise answer 404. Kept free of Sanity imports so
 * the web app can use it.
 */

/** Where a redirect goes: a page of this site, a path of the teacher app (its host comes from the
 * site's NEXT_PUBLIC_APP_URL, so one document works on every instance), or another website. */
export const REDIRECT_TARGETS = ['site', 'app', 'url'] as const
export type RedirectTarget = (typeof REDIRECT_TARGETS)[number]

export type RedirectRule = {
  source: string
  matchSubpaths?: boolean | null
  to: RedirectTarget
  destination: string
  permanent?: boolean | null
}

/** Paths the site answers itself, whatever the dataset holds. */
export const FIXED_SITE_PATHS = [
  '/',
  '/about',
  '/pricing',
  '/faq',
  '/blog',
  '/best-practice',
  ...Object.values(LEGAL_KINDS).map((kind) => kind.path),
  '/blog/rss.xml',
  '/llms.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
]

/** Path prefixes of the site's machinery: never content, never redirected. */
export const RESERVED_PREFIXES = ['/api/', '/_next/', '/markdown/']

/** A path as editors type it: starts with `/`, letters, digits and `- . _ ~` between slashes, no trailing slash. */
export const SOURCE_PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/

/** Typed URLs vary in case (`/Login`); redirects match regardless. */
const key = (path: string) => path.toLowerCase()

/**
 * The redirect that applies to `path`, with what follows its source when it covers the pages
 * under it (`/tutorial` with subpaths: `/tutorial/step3` → rest `/step3`). An exact source wins;
 * otherwise the longest source that covers the path.
 */
export function matchRedirect<R extends RedirectRule>(
  rules: readonly R[],
  path: string,
): { rule: R; rest: string } | null {
  const wanted = key(path)
  const exact = rules.find((rule) => key(rule.source) === wanted)
  if (exact) return { rule: exact, rest: '' }
  const covering = rules
    .filter((rule) => rule.matchSubpaths && wanted.startsWith(`${key(rule.source)}/`) && rule.source !== '/')
    .sort((a, b) => b.source.length - a.source.length)[0]
  return covering ? { rule: covering, rest: path.slice(covering.source.length) } : null
}

/** Where a matched redirect sends the visitor: a site path, or an absolute URL. */
export function redirectLocation(rule: RedirectRule, rest: string, appUrl: string): string {
  const target = `${rule.destination.replace(/\/$/, '')}${rest}` || '/'
  return rule.to === 'app' ? `${appUrl.replace(/\/$/, '')}${target}` : target
}

/**
 * Why `rule` would make a chain or a loop among `others` (the other redirects), or null. Only
 * redirects to this site can chain: an app or external destination is not redirected here.
 * - a loop: it points at its own source, or (covering subpaths) at a path under it;
 * - a chain: its destination is itself redirected, or another redirect points at its source.
 */
export function chainProblem(rule: RedirectRule, others: readonly RedirectRule[]): string | null {
  if (rule.to === 'site' && matchRedirect([rule], rule.destination)) {
    return `it would loop: "${rule.destination}" is the address it redirects from.`
  }
  if (rule.to === 'site') {
    const next = matchRedirect(others, rule.destination)
    if (next) {
      const onward = next.rule.to === 'site' ? redirectLocation(next.rule, next.rest, '') : next.rule.destination
      if (next.rule.to === 'site' && matchRedirect([rule], onward)) {
        return `it would loop: "${rule.destination}" redirects back to "${onward}".`
      }
      return `"${rule.destination}" is itself redirected (to "${onward}"), so visitors would be redirected twice. Point it at "${onward}" instead.`
    }
  }
  const into = others.find((other) => other.to === 'site' && matchRedirect([rule], other.destination))
  if (into) {
    return `the redirect from "${into.source}" already points to "${into.destination}", so visitors would be redirected twice. Point that redirect at the final address, or remove one of them.`
  }
  return null
}
