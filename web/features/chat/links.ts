/**
 * The reply text's only markup: `[text](/path)` links to pages of this site and
 * `[text](mailto:…)` e-mail links. Everything else stays text, so a reply can never inject
 * HTML or send a visitor to another site.
 */

/** A page an answer is grounded on. */
export interface ReplySource {
  title: string
  url: string
}

/** An answer as the server hands it over: its text and the pages it comes from, best first. */
export interface ChatReply {
  text: string
  sources: ReplySource[]
}

/** The reply as the widget shows it: the text, then a link to the best source's page. */
export function replyMarkup({ text, sources }: { text: string; sources: readonly ReplySource[] }): string {
  const page = sources[0]
  return page ? `${text}\n\nMore: [${page.title}](${page.url})` : text
}

export type ReplySegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g

/** Internal paths ("/pricing", "/faq/x#y") and mailto: addresses; never "//host" or other schemes. */
export function isAllowedHref(href: string): boolean {
  if (/^\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*$/.test(href)) return true
  return /^mailto:[^\s@<>()]+@[^\s@<>()]+$/i.test(href)
}

export function parseReply(text: string): ReplySegment[] {
  const segments: ReplySegment[] = []
  const pushText = (value: string) => {
    if (!value) return
    const last = segments.at(-1)
    if (last?.type === 'text') last.text += value
    else segments.push({ type: 'text', text: value })
  }
  let index = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match
    pushText(text.slice(index, match.index))
    if (label && href && isAllowedHref(href)) segments.push({ type: 'link', text: label, href })
    else pushText(whole)
    index = (match.index ?? 0) + whole.length
  }
  pushText(text.slice(index))
  return segments
}
