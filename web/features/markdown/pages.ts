/**
 * Pages with a Markdown twin (features/markdown, served by app/markdown/[...path]), as
 * next.config.ts route patterns: each is also served at its URL plus `.md`, and at its URL
 * itself to a request that accepts `text/markdown`. Free of server-only imports: next.config.ts
 * and the site server read it.
 */
export const MARKDOWN_PAGES = [
  '/blog/:id',
  '/faq/:id',
  '/best-practice/:step',
  '/terms-of-service',
  '/privacy-policy',
  '/dpa',
] as const

const MARKDOWN_PAGE_PATHS = MARKDOWN_PAGES.map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`))

/** Whether the HTML at this path has a Markdown twin at the same URL (so its answer varies on Accept). */
export function hasMarkdownTwin(pathname: string): boolean {
  return MARKDOWN_PAGE_PATHS.some((pattern) => pattern.test(pathname))
}
