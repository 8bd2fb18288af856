/** Every piece of visitor-facing text in a document, with the path it sits at. */
export function collectText(value: unknown, path = ''): Array<{ path: string; text: string }> {
  const skip =
    /(^|\.)(_id|_type|_key|_ref|_rev|_createdAt|_updatedAt|slug|current|icon|style|listItem|level|marks|kind|planType|status|category|consentStyle|productSlug|route|url|href|mimeType|extension|path|publishedAt|updatedAt|lastUpdated|period)$/
  if (typeof value === 'string') return skip.test(path) ? [] : [{ path, text: value }]
  if (Array.isArray(value)) {
    // A Portable Text block is one paragraph: join its spans.
    return value.flatMap((item, index) => collectText(item, `${path}[${index}]`))
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record._type === 'block' && Array.isArray(record.children)) {
      const text = record.children.map((child) => (child as { text?: string }).text ?? '').join('')
      return [{ path, text }]
    }
    return Object.entries(record).flatMap(([key, child]) => collectText(child, path ? `${path}.${key}` : key))
  }
  return []
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length
