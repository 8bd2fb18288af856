'use client'

import { useIsPresentationTool } from 'next-sanity/hooks'
import { usePathname } from 'next/navigation'
import { exitPreviewHref } from './preview-redirect'

/**
 * Tells an editor browsing the site in draft mode that they see unpublished changes, with a
 * way out. Hidden inside the Studio's Presentation tool, which has its own preview controls.
 */
export function PreviewBar() {
  const pathname = usePathname()
  const inPresentationTool = useIsPresentationTool()
  if (inPresentationTool === true) return null
  return (
    <aside
      aria-label="Preview mode"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <p>Preview: you are seeing unpublished drafts.</p>
      {/* A plain link, not next/link: a prefetch must never end the preview. */}
      <a
        href={exitPreviewHref(pathname || '/')}
        className="inline-flex min-h-8 items-center rounded-md bg-amber-950 px-3 font-semibold text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950"
      >
        Exit preview
      </a>
    </aside>
  )
}
