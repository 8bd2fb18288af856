import 'server-only'
import { createClient } from 'next-sanity'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { fetchResponseFromApi } from '@/lib/http/api'
import { HttpError, jsonError } from '@/lib/http/errors'
import { safeRedirectPath } from './preview-redirect'

/**
 * The Presentation tool's preview-mode handler (studio/presentation.ts): next-sanity checks the
 * one-time secret the Studio put in the URL against the dataset, using SANITY_API_READ_TOKEN,
 * then turns on Next's draft mode and redirects to the page to preview. Drafts live only in a
 * Sanity project: without one, or without a read token, there is nothing to preview.
 */
const nextSanityEnable =
  env.SANITY_PROJECT_ID && env.SANITY_DATASET && env.SANITY_API_READ_TOKEN
    ? defineEnableDraftMode({
        client: createClient({
          projectId: env.SANITY_PROJECT_ID,
          dataset: env.SANITY_DATASET,
          apiVersion: env.SANITY_API_VERSION,
          useCdn: false,
          token: env.SANITY_API_READ_TOKEN,
        }),
      })
    : null

/** GET /api/draft-mode/enable: 307 to the page in preview; 401 wrong or expired secret; 503 no Sanity project. */
export async function enableDraftMode(request: Request): Promise<Response> {
  if (!nextSanityEnable) {
    const unavailable = new HttpError(
      'preview_unavailable',
      'Draft preview needs a Sanity project: set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN.',
    )
    return fetchResponseFromApi(jsonError(unavailable))
  }
  return nextSanityEnable.GET(request)
}

/**
 * GET /api/draft-mode/disable?redirect=/path — leaves the preview (the "Exit preview" link) and
 * returns to the same page, now published content. Only same-site paths are followed.
 */
export async function disableDraftMode(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(safeRedirectPath(request.nextUrl.searchParams.get('redirect')))
}
