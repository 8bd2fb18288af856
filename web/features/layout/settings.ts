import 'server-only'
import { cache } from 'react'
import { sanityFetch } from '@/sanity/fetch'
import { SITE_SETTINGS_QUERY } from '@/sanity/queries'

/** Site settings, fetched once per request however many components ask. */
export const getSiteSettings = cache(async () => {
  // Never stega-encoded: settings feed metadata, JSON-LD, mailto/social links and comparisons.
  const settings = await sanityFetch({ query: SITE_SETTINGS_QUERY, reads: ['siteSettings'], mode: 'plain' })
  if (!settings) throw new Error('Site settings document "siteSettings" is missing from the dataset')
  return settings
})

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>
