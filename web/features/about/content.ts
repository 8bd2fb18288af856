import 'server-only'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { ABOUT_PAGE_QUERY } from '@/sanity/queries'

/** The about page. Per request once per mode. */
export const getAboutPage = cache((mode?: ReadMode) =>
  sanityFetch({ query: ABOUT_PAGE_QUERY, reads: ['aboutPage'], mode }),
)
