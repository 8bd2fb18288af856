import { portableTextToMarkdown, type PortableTextMarkRenderer } from '@portabletext/markdown'
import { internalHref } from '@/components/ui/RichText'

type Link = { href: string; text: string }

/** `[text](url)`, with the characters that would end the link text or URL escaped. */
export function markdownLink({ href, text }: Link): string {
  return `[${text.replace(/[[\]\\]/g, '\\$&')}](${href.replace(/[()\s]/g, encodeURIComponent)})`
}

/**
 * CMS rich text (schemas/objects/richText.ts at the repository root: paragraphs, subheadings, lists, bold, italic,
 * internal and external links) as Markdown. Internal links resolve through the same `pathFor`
 * as the page's links, made absolute with `absolute` (Markdown is read away from the site);
 * a link whose target is gone becomes plain text, as on the page.
 *
 * `headingLevel` is the Markdown level of the text's subheadings, matching the page outline.
 */
export function richTextToMarkdown(
  value: unknown,
  options: { absolute: (path: string) => string; headingLevel?: 2 | 3 | 4 },
): string {
  if (!Array.isArray(value) || value.length === 0) return ''
  const hashes = '#'.repeat(options.headingLevel ?? 3)
  const internalLink: PortableTextMarkRenderer = ({ value: mark, children }) => {
    const href = internalHref(mark?.target, mark?.anchor)
    return href ? markdownLink({ href: options.absolute(href), text: children }) : children
  }
  const externalLink: PortableTextMarkRenderer = ({ value: mark, children }) =>
    typeof mark?.href === 'string' ? markdownLink({ href: mark.href, text: children }) : children
  return portableTextToMarkdown(value, {
    block: {
      h3: ({ children }) => `${hashes} ${children ?? ''}`,
    },
    marks: { internalLink, externalLink },
  }).trim()
}
