import { pathFor, type RoutableDocument } from '@assessa/schemas/paths'
import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site'
import { getSitemapDocuments } from '@/features/sitemap/content'

/** Every page that exists in the CMS, with the date it last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const docs = await getSitemapDocuments()
  const blogIndexDate = docs
    .filter((doc) => doc._type === 'blogPost')
    .map((doc) => doc._updatedAt)
    .sort()
    .at(-1)
  const entries: MetadataRoute.Sitemap = docs.map((doc) => ({
    url: absoluteUrl(pathFor(doc as RoutableDocument)),
    lastModified: doc._updatedAt ?? undefined,
    priority: doc._type === 'homePage' ? 1 : 0.7,
  }))
  return [...entries, { url: absoluteUrl('/blog'), lastModified: blogIndexDate, priority: 0.8 }]
}
