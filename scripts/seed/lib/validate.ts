import { schemaTypes } from '@assessa/schemas'
import { evaluate, parse } from 'groq-js'
import { createSchema, validateDocument, type Path, type SanityDocument } from 'sanity'

export type ValidationProblem = { id: string; path: string; message: string; level: 'error' | 'warning' }

/**
 * Runs the Studio's own validation rules (the same ones that block Publish) over documents,
 * offline: the Sanity client that custom rules use is replaced by groq-js over the same set,
 * so uniqueness checks see every other document.
 */
export async function validateDocuments(
  docs: Array<Record<string, unknown>>,
  /** Validate only these ids (the rest is context for uniqueness and references). */
  onlyIds?: Set<string>,
): Promise<ValidationProblem[]> {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const dataset = docs as Array<{ _id: string; _type: string }>
  const ids = new Set(dataset.map((doc) => doc._id))
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query), { dataset, params })).get(),
    withConfig: () => client,
    config: () => ({ apiVersion: '2025-02-19' }),
  }
  // Built-in rules return i18n keys; custom rules (ours) carry their own sentences.
  const i18n = {
    t: (key: string, options?: Record<string, unknown>) => {
      const detail = options
        ? Object.entries(options)
            .map(([k, v]) => `${k}=${String(v)}`)
            .join(', ')
        : ''
      return detail ? `${key} (${detail})` : key
    },
    loadNamespaces: async () => undefined,
  }
  const workspace = { schema, getClient: () => client, i18n }

  const problems: ValidationProblem[] = []
  for (const doc of dataset) {
    if (!schema.get(doc._type) || doc._type.startsWith('sanity.')) continue
    if (onlyIds && !onlyIds.has(doc._id)) continue
    const markers = await validateDocument({
      document: doc as unknown as SanityDocument,
      workspace: workspace as unknown as Parameters<typeof validateDocument>[0]['workspace'],
      getClient: (() => client) as unknown as Parameters<typeof validateDocument>[0]['getClient'],
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    })
    for (const marker of markers) {
      if (marker.level !== 'error' && marker.level !== 'warning') continue
      problems.push({ id: doc._id, path: formatPath(marker.path), message: marker.message, level: marker.level })
    }
  }
  return problems
}

function formatPath(path: Path): string {
  return path
    .map((segment) =>
      typeof segment === 'string'
        ? `.${segment}`
        : typeof segment === 'number'
          ? `[${segment}]`
          : Array.isArray(segment)
            ? `[${segment.join(':')}]`
            : `[_key=="${segment._key}"]`,
    )
    .join('')
    .replace(/^\./, '')
}
