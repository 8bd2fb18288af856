import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { safeRedirectPath } from '@/features/publishing/preview-redirect'

export const dynamic = 'force-dynamic'

/**
 * GET /api/draft-mode/disable?redirect=/path — leaves the preview (the "Exit preview" link) and
 * returns to the same page, now published content. Only same-site paths are followed.
 */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(safeRedirectPath(request.nextUrl.searchParams.get('redirect')))
}
