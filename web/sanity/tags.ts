/**
 * Cache tags. Every fetch is tagged with the document types it reads and, for single
 * documents, `type:id`, so a webhook can revalidate exactly what changed.
 */
export const tag = {
  type: (type: string) => `type:${type}`,
  doc: (type: string, key: string | number) => `${type}:${key}`,
}
