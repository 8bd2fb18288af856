import 'server-only'
import type { LegalKind } from '@assessa/schemas/constants'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { LEGAL_PAGE_QUERY } from '@/sanity/queries'

/** The legal page of one kind, or null. Per request once per kind and mode. */
export const getLegalPage = cache((kind: LegalKind, mode?: ReadMode) =>
  sanityFetch({ query: LEGAL_PAGE_QUERY, params: { kind }, reads: [['legalPage', kind]], mode }),
)
