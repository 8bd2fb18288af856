import { createHash } from 'node:crypto'

/**
 * A small Markdown subset for writing Portable Text in seed files:
 * paragraphs (blank-line separated), "### " subheadings, "- " bullets, "1. " numbered items,
 * **bold**, *italic*, and [links](/path-or-https-or-mailto). Paths starting with "/" become
 * internal links, resolved to document references when the dataset is built.
 */

type SeedSpan = { _type: 'span'; _key: string; text: string; marks: string[] }
type SeedMarkDef =
  | { _type: 'internalLink'; _key: string; path: string; anchor?: string }
  | { _type: 'externalLink'; _key: string; href: string }
type SeedBlock = {
  _type: 'block'
  _key: string
  style: 'normal' | 'h3'
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: SeedMarkDef[]
  children: SeedSpan[]
}
/** Portable Text written with md(); the brand keeps plain strings out of rich-text fields. */
export type RichTextSeed = SeedBlock[] & { readonly __richText: true }

const key = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 12)

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g

function parseInline(text: string, blockKey: string): Pick<SeedBlock, 'children' | 'markDefs'> {
  const children: SeedSpan[] = []
  const markDefs: SeedMarkDef[] = []
  let last = 0
  const push = (value: string, marks: string[]) => {
    if (value)
      children.push({ _type: 'span', _key: key(`${blockKey}:${children.length}:${value}`), text: value, marks })
  }
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), [])
    const [, bold, italic, linkText, href] = match
    if (bold !== undefined) push(bold, ['strong'])
    else if (italic !== undefined) push(italic, ['em'])
    else if (linkText !== undefined && href !== undefined) {
      const markKey = key(`${blockKey}:link:${markDefs.length}:${href}`)
      if (href.startsWith('/')) {
        const [path = href, anchor] = href.split('#')
        markDefs.push({ _type: 'internalLink', _key: markKey, path, ...(anchor ? { anchor } : {}) })
      } else if (/^(https:\/\/|mailto:)/.test(href)) {
        markDefs.push({ _type: 'externalLink', _key: markKey, href })
      } else {
        throw new Error(`md(): link "${href}" must start with "/", "https://" or "mailto:"`)
      }
      push(linkText, [markKey])
    }
    last = (match.index ?? 0) + match[0].length
  }
  push(text.slice(last), [])
  return { children, markDefs }
}

export function md(source: string): RichTextSeed {
  const lines = source
    .trim()
    .split('\n')
    .map((line) => line.trim())
  const blocks: SeedBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push(block(paragraph.join(' '), 'normal'))
    paragraph = []
  }
  const block = (text: string, style: SeedBlock['style'], listItem?: SeedBlock['listItem']): SeedBlock => {
    const blockKey = key(`${blocks.length}:${text}`)
    return {
      _type: 'block',
      _key: blockKey,
      style,
      ...(listItem ? { listItem, level: 1 } : {}),
      ...parseInline(text, blockKey),
    }
  }
  for (const line of lines) {
    if (!line) flush()
    else if (line.startsWith('### ')) {
      flush()
      blocks.push(block(line.slice(4), 'h3'))
    } else if (line.startsWith('- ')) {
      flush()
      blocks.push(block(line.slice(2), 'normal', 'bullet'))
    } else if (/^\d+\. /.test(line)) {
      flush()
      blocks.push(block(line.replace(/^\d+\. /, ''), 'normal', 'number'))
    } else paragraph.push(line)
  }
  flush()
  return blocks as RichTextSeed
}
