import 'server-only'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { HOME_PAGE_QUERY } from '@/sanity/queries'

/** The home page. Per request once per mode. */
export const getHomePage = cache((mode?: ReadMode) =>
  sanityFetch({ query: HOME_PAGE_QUERY, reads: ['homePage'], mode }),
)
