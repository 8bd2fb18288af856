import { draftMode } from 'next/headers'
import { LazyPreviewBar, LazyVisualEditing } from './DraftModeChrome.client'

/**
 * The draft-preview chrome, rendered by the root layout: the preview bar and Sanity's visual
 * editing overlays (click-to-edit on stega-encoded text, refresh on Studio edits). Nothing at
 * all outside draft mode, so published pages ship none of it.
 */
export async function DraftModeTools() {
  if (!(await draftMode()).isEnabled) return null
  return (
    <>
      <LazyPreviewBar />
      <LazyVisualEditing />
    </>
  )
}
