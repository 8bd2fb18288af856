import 'server-only'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { PRICING_PAGE_QUERY } from '@/sanity/queries'

/** The pricing page and every plan, cheapest first. Per request once per mode. */
export const getPricing = cache((mode?: ReadMode) =>
  sanityFetch({ query: PRICING_PAGE_QUERY, reads: ['pricingPage', 'plan'], mode }),
)
