import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentSource } from '@/sanity/source'

const base = { SANITY_API_VERSION: '2025-02-19', EMBEDDED_DATASET_PATH: '/nonexistent/dataset.ndjson' }

async function datasetFile(docs: object[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'assessa-source-'))
  const file = path.join(dir, 'dataset.ndjson')
  await writeFile(file, docs.map((doc) => JSON.stringify(doc)).join('\n'))
  return file
}

describe('content source selection', () => {
  it('uses the embedded dataset when no Sanity project is configured', () => {
    expect(createContentSource(base).kind).toBe('embedded')
  })

  it('uses Sanity when SANITY_PROJECT_ID and SANITY_DATASET are set (no request is made)', () => {
    const source = createContentSource({ ...base, SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' })
    expect(source.kind).toBe('sanity')
  })
})

describe('embedded source', () => {
  it('never returns drafts or release versions, as the published perspective would', async () => {
    const file = await datasetFile([
      { _id: 'blog-a', _type: 'blogPost', title: 'Published title' },
      { _id: 'drafts.blog-a', _type: 'blogPost', title: 'Unpublished edit' },
      { _id: 'drafts.blog-b', _type: 'blogPost', title: 'Never published' },
      { _id: 'versions.r1.blog-a', _type: 'blogPost', title: 'Scheduled release' },
    ])
    const source = createContentSource({ ...base, EMBEDDED_DATASET_PATH: file })
    expect(await source.fetch('*[_type == "blogPost"].title')).toEqual(['Published title'])
  })

  it('sees a changed dataset file on the next query, without a restart', async () => {
    const file = await datasetFile([{ _id: 'plan-free', _type: 'plan', price: 0 }])
    const source = createContentSource({ ...base, EMBEDDED_DATASET_PATH: file })
    expect(await source.fetch('*[_id == "plan-free"][0].price')).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeFile(file, JSON.stringify({ _id: 'plan-free', _type: 'plan', price: 1.5 }))
    expect(await source.fetch('*[_id == "plan-free"][0].price')).toBe(1.5)
  })

  it('says how to build the dataset when the file is missing', async () => {
    await expect(createContentSource(base).fetch('*')).rejects.toThrow(/pnpm seed:build/)
  })
})
