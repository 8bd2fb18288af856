/**
 * Builds the seed dataset from scripts/seed/documents:
 * - web/content/dataset.ndjson: what the site queries in embedded mode (with image asset documents);
 * - web/content/import.ndjson: the same documents for `sanity dataset import`, images as _sanityAsset files;
 * - web/public/content-images/: the image files the embedded dataset's asset URLs point at.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGES_DIR, REPO_ROOT, loadSeedDocuments } from './lib/load'
import { createNormalizer, type ImageRef } from './lib/normalize'
import { seedPath } from './lib/paths'

export const CONTENT_DIR = path.join(REPO_ROOT, 'web', 'content')
export const DATASET_FILE = path.join(CONTENT_DIR, 'dataset.ndjson')
export const IMPORT_FILE = path.join(CONTENT_DIR, 'import.ndjson')
/** The built dataset (DATASET_FILE), one document a line: exactly what the site serves. */
export async function readDataset<T = { _id: string; _type: string } & Record<string, unknown>>(): Promise<T[]> {
  return (await readFile(DATASET_FILE, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}

const PUBLIC_IMAGES_DIR = path.join(REPO_ROOT, 'web', 'public', 'content-images')
const SCHEMA_FILE = path.join(REPO_ROOT, 'studio', 'schema.json')

// Fixed timestamps keep the built file identical from run to run.
const SEEDED_AT = '2025-09-01T09:00:00Z'

type Asset = {
  id: string
  file: string
  publicName: string
  width: number
  height: number
  mimeType: string
  ext: string
}

async function describeImage(file: string): Promise<Asset> {
  const absolute = path.join(IMAGES_DIR, file)
  const bytes = await readFile(absolute).catch(() => {
    throw new Error(`Image "${file}" not found under scripts/seed/images (run pnpm --filter @assessa/scripts images)`)
  })
  const meta = await sharp(bytes).metadata()
  if (!meta.width || !meta.height || !meta.format) throw new Error(`Image "${file}" is not a readable image`)
  const ext = meta.format === 'jpeg' ? 'jpg' : meta.format
  const sha = createHash('sha1').update(bytes).digest('hex')
  return {
    id: `image-${sha}-${meta.width}x${meta.height}-${ext}`,
    file: absolute,
    publicName: `${sha}-${meta.width}x${meta.height}.${ext}`,
    width: meta.width,
    height: meta.height,
    mimeType: `image/${meta.format}`,
    ext,
  }
}

export async function buildDataset() {
  const seedDocs = await loadSeedDocuments()
  const schema = JSON.parse(await readFile(SCHEMA_FILE, 'utf8'))

  const idByPath = new Map<string, string>()
  for (const doc of seedDocs) {
    const route = seedPath(doc)
    if (route) idByPath.set(route, doc._id)
  }

  const assets = new Map<string, Asset>()
  const imageFiles = new Set<string>()
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') {
      const maybeImage = value as Partial<ImageRef>
      if (typeof maybeImage.file === 'string' && typeof maybeImage.alt === 'string') imageFiles.add(maybeImage.file)
      else Object.values(value).forEach(collect)
    }
  }
  seedDocs.forEach((doc) => collect(doc.data))
  for (const file of [...imageFiles].sort()) assets.set(file, await describeImage(file))

  const resolvePath = (route: string, at: string) => {
    const id = idByPath.get(route)
    if (!id) throw new Error(`${at}: internal link to "${route}" matches no document`)
    return id
  }
  const embedded = createNormalizer(schema, {
    resolvePath,
    image: ({ file, alt }) => ({ asset: { _type: 'reference', _ref: assets.get(file)!.id }, alt }),
  })
  const forImport = createNormalizer(schema, {
    resolvePath,
    image: ({ file, alt }) => ({ _sanityAsset: `image@file://${assets.get(file)!.file}`, alt }),
  })

  const stamp = { _createdAt: SEEDED_AT, _updatedAt: SEEDED_AT, _rev: 'seed' }
  const datasetDocs = [
    ...seedDocs.map((doc) => ({ ...embedded(doc._type, doc._id, doc.data), ...stamp })),
    ...[...assets.values()].map((asset) => ({
      _id: asset.id,
      _type: 'sanity.imageAsset',
      ...stamp,
      url: `/content-images/${asset.publicName}`,
      path: `content-images/${asset.publicName}`,
      mimeType: asset.mimeType,
      extension: asset.ext,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: asset.width,
          height: asset.height,
          aspectRatio: asset.width / asset.height,
        },
      },
    })),
  ]
  const importDocs = seedDocs.map((doc) => forImport(doc._type, doc._id, doc.data))

  await mkdir(CONTENT_DIR, { recursive: true })
  await mkdir(PUBLIC_IMAGES_DIR, { recursive: true })
  for (const asset of assets.values()) await copyFile(asset.file, path.join(PUBLIC_IMAGES_DIR, asset.publicName))
  await writeAtomically(DATASET_FILE, datasetDocs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  await writeAtomically(IMPORT_FILE, importDocs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  return { documents: seedDocs.length, assets: assets.size }
}

/** The running site watches the dataset file, so it must never see half of it. */
async function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, text)
  await rename(temp, file)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await buildDataset()
  console.log(`Seed dataset built: ${result.documents} documents, ${result.assets} images → web/content/dataset.ndjson`)
}
