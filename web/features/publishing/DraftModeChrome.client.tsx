'use client'

import dynamic from 'next/dynamic'

/*
 * The draft-preview chrome, each piece its own chunk. Sanity's overlays and hooks weigh
 * ~650 KB; imported statically from the root layout they would be listed for every page even
 * though they only render in draft mode. Behind `dynamic` they load only when a preview
 * renders them.
 */

/** "Preview: you are seeing unpublished drafts" with the Exit preview link. */
export const LazyPreviewBar = dynamic(() => import('./PreviewBar.client').then((module) => module.PreviewBar), {
  ssr: false,
})

/** Sanity's click-to-edit overlays on stega-encoded text, and refresh on Studio edits. */
export const LazyVisualEditing = dynamic(
  () => import('next-sanity/visual-editing').then((module) => module.VisualEditing),
  { ssr: false },
)
