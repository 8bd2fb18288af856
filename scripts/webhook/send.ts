import { randomUUID } from 'node:crypto'
/**
 * Sends the revalidation webhook Sanity would send after publishing a document, signed with
 * SANITY_REVALIDATE_SECRET, to a running site: how an operator (or a test) makes a change to
 * web/content/dataset.ndjson live without a rebuild or restart in embedded mode.
 *
 *   SANITY_REVALIDATE_SECRET=… pnpm --filter @assessa/scripts webhook:send <document id> [--url http://localhost:3000]
 *     [--dataset path/to/dataset.ndjson] [--delete] [--previous-slug old-slug]
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { webhookBody, type SanityDoc } from './projection'
import { SIGNATURE_HEADER, signatureHeader } from './sign'

export const DEFAULT_DATASET = path.join(import.meta.dirname, '..', '..', 'web', 'content', 'dataset.ndjson')

/** The published document with this id in an NDJSON dataset file. */
export async function readDocument(id: string, datasetPath = DEFAULT_DATASET): Promise<SanityDoc> {
  const text = await readFile(datasetPath, 'utf8')
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    const doc = JSON.parse(line) as SanityDoc
    if (doc._id === id) return doc
  }
  throw new Error(`No document "${id}" in ${datasetPath}`)
}

export type SendResult = { status: number; body: unknown; payload: Record<string, unknown> }

/** POSTs one signed webhook body to `{siteUrl}/api/revalidate` and returns the answer. */
export async function sendWebhook(options: {
  siteUrl: string
  secret: string
  payload: Record<string, unknown>
  timestamp?: number
  /** The delivery's key; a new one unless a redelivery is meant. */
  idempotencyKey?: string
}): Promise<SendResult> {
  const body = JSON.stringify(options.payload)
  const response = await fetch(new URL('/api/revalidate', options.siteUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(body, options.secret, options.timestamp),
      // Like Sanity: one key per delivery, so the site handles it once however often it arrives.
      'idempotency-key': options.idempotencyKey ?? randomUUID(),
    },
    body,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON (e.g. an HTML error page): report the text.
  }
  return { status: response.status, body: parsed, payload: options.payload }
}

/** The webhook for a publish (or, with `deleted`, a delete) of the document as it is in the dataset. */
export async function webhookForDocument(
  id: string,
  options: { datasetPath?: string; deleted?: boolean; previousSlug?: string } = {},
): Promise<Record<string, unknown>> {
  const doc = await readDocument(id, options.datasetPath)
  // An update: the published version before the change is the same document, unless its slug moved.
  const before = options.previousSlug ? { ...doc, slug: { _type: 'slug', current: options.previousSlug } } : doc
  const payload = await webhookBody(before, options.deleted ? null : doc)
  if (!payload)
    throw new Error(`The webhook's filter does not match "${id}" (type ${doc._type}): Sanity would send nothing`)
  return payload
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:3000' },
      dataset: { type: 'string', default: DEFAULT_DATASET },
      delete: { type: 'boolean', default: false },
      'previous-slug': { type: 'string' },
    },
  })
  const ids = positionals
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (ids.length === 0 || !secret) {
    console.error(
      'Usage: SANITY_REVALIDATE_SECRET=… pnpm --filter @assessa/scripts webhook:send <document id>… [--url http://localhost:3000]',
    )
    process.exit(2)
  }
  let failed = false
  for (const id of ids) {
    const payload = await webhookForDocument(id, {
      datasetPath: values.dataset,
      deleted: values.delete,
      previousSlug: values['previous-slug'],
    })
    const started = performance.now()
    const result = await sendWebhook({ siteUrl: values.url, secret, payload })
    const ms = Math.round(performance.now() - started)
    console.log(`${id}: HTTP ${result.status} in ${ms} ms ${JSON.stringify(result.body)}`)
    if (result.status !== 200) failed = true
  }
  if (failed) process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main()
}
