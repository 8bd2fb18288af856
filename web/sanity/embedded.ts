import { readFile, stat } from 'node:fs/promises'
import { evaluate, parse, type ExprNode } from 'groq-js'

type Doc = { _id: string; _type: string } & Record<string, unknown>

/**
 * Runs GROQ in-process over the seed dataset (web/content/dataset.ndjson), the way Sanity's
 * "published" perspective would: drafts and release versions are left out. The file is
 * re-read when it changes on disk, so a rebuilt seed shows up without a restart.
 */
export function createEmbeddedSource(datasetPath: string) {
  let loaded: { mtimeMs: number; size: number; docs: Doc[] } | undefined
  let loading: Promise<Doc[]> | undefined
  const parsed = new Map<string, ExprNode>()

  async function documents(): Promise<Doc[]> {
    const info = await stat(datasetPath).catch(() => {
      throw new Error(`Embedded dataset not found at ${datasetPath}. Run "pnpm seed:build" first.`)
    })
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded.docs
    loading ??= readFile(datasetPath, 'utf8')
      .then((text) => {
        const docs = text
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => JSON.parse(line) as Doc)
          .filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
        loaded = { mtimeMs: info.mtimeMs, size: info.size, docs }
        return docs
      })
      .finally(() => {
        loading = undefined
      })
    return loading
  }

  return {
    kind: 'embedded' as const,
    documents,
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      let tree = parsed.get(query)
      if (!tree) {
        tree = parse(query)
        parsed.set(query, tree)
      }
      const result = await evaluate(tree, { dataset: await documents(), params })
      return (await result.get()) as T
    },
  }
}
