import { createClient } from 'next-sanity'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { env } from '@/lib/env'
import { fetchResponseFromApi } from '@/lib/http/api'
import { HttpError, jsonError } from '@/lib/http/errors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/draft-mode/enable — the Presentation tool's preview-mode route (studio/presentation.ts).
 * next-sanity checks the one-time secret the Studio put in the URL against the dataset, using
 * SANITY_API_READ_TOKEN, then turns on Next's draft mode and redirects to the page to preview.
 * A wrong or expired secret is answered 401.
 *
 * Drafts live only in a Sanity project: with the embedded dataset, or without a read token,
 * there is nothing to preview and the route answers 503.
 */
const enableDraftMode =
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

export async function GET(request: Request): Promise<Response> {
  if (!enableDraftMode) {
    const unavailable = new HttpError(
      'preview_unavailable',
      'Draft preview needs a Sanity project: set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN.',
    )
    return fetchResponseFromApi(jsonError(unavailable))
  }
  return enableDraftMode.GET(request)
}
