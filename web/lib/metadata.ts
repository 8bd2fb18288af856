import 'server-only'
import type { Metadata } from 'next'
import { absoluteUrl } from './site'

type Seo = { title?: string | null; description?: string | null } | null | undefined

type PageMetadataOptions = {
  path: string
  title: string
  description: string
  seo?: Seo
  image?: { url: string; width?: number | null; height?: number | null; alt?: string | null } | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  absoluteTitle?: boolean
}

/**
 * Page metadata with canonical URL, Open Graph and Twitter cards. The CMS's SEO fields win
 * over the page's own title and description.
 */
export function pageMetadata(options: PageMetadataOptions): Metadata {
  const title = options.seo?.title || options.title
  const description = options.seo?.description || options.description
  const url = absoluteUrl(options.path)
  const images = options.image
    ? [
        {
          url: absoluteUrl(options.image.url),
          width: options.image.width ?? undefined,
          height: options.image.height ?? undefined,
          alt: options.image.alt ?? undefined,
        },
      ]
    : undefined
  return {
    title: options.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      type: options.type ?? 'website',
      ...(images ? { images } : {}),
      ...(options.type === 'article'
        ? { publishedTime: options.publishedTime ?? undefined, modifiedTime: options.modifiedTime ?? undefined }
        : {}),
    },
    twitter: { card: 'summary_large_image', title, description, ...(images ? { images } : {}) },
  }
}

/**
 * Metadata of a CMS page whose editors may write a whole SEO title: theirs stands as it is,
 * while the page's own title gets the site name from the title template.
 */
export function cmsPageMetadata(options: Omit<PageMetadataOptions, 'absoluteTitle'>): Metadata {
  return pageMetadata({ ...options, absoluteTitle: Boolean(options.seo?.title) })
}
