import { useEffect, useState } from 'react'
import {
  useDocumentOperation,
  type DocumentActionComponent,
  type DocumentActionProps,
  type PatchOperations,
} from 'sanity'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Publish that first patches the draft with what `patchFor` returns (nothing: plain publish).
 * Patch and publish go through the same document operations, so they land together.
 */
function publishAfterPatch(
  original: DocumentActionComponent,
  patchFor: (props: DocumentActionProps) => PatchOperations | null,
): DocumentActionComponent {
  const PublishWithPatch: DocumentActionComponent = (props: DocumentActionProps) => {
    const { patch, publish } = useDocumentOperation(props.id, props.type)
    const [publishing, setPublishing] = useState(false)
    const base = original(props)

    // Publishing completes once the draft is gone.
    useEffect(() => {
      if (publishing && !props.draft) setPublishing(false)
    }, [publishing, props.draft])

    if (!base) return null
    return {
      ...base,
      label: publishing ? 'Publishing…' : 'Publish',
      disabled: Boolean(publish.disabled) || publishing,
      onHandle: () => {
        setPublishing(true)
        const operations = patchFor(props)
        if (operations) patch.execute([operations])
        publish.execute()
        props.onComplete()
      },
    }
  }
  PublishWithPatch.action = 'publish'
  return PublishWithPatch
}

/**
 * Publish for legal pages that first stamps "Last updated" with today's date,
 * so the date visitors see is always the date the text was last published.
 */
export const publishWithLastUpdated = (original: DocumentActionComponent) =>
  publishAfterPatch(original, () => ({ set: { lastUpdated: today() } }))

type WithSlug = { slug?: { current?: string }; previousSlugs?: string[] }

/** The previous ids after publishing `draft` over `published`: the live id added if it changes, the new one removed. */
export function previousSlugsAfterPublish(published: WithSlug | null, draft: WithSlug | null): string[] | null {
  const live = published?.slug?.current
  const next = draft?.slug?.current
  if (!live || !next || live === next) return null
  const previous = draft?.previousSlugs ?? published?.previousSlugs ?? []
  return [...new Set([...previous, live])].filter((id) => id !== next)
}

/**
 * Publish for articles and FAQ topics that records a changed id: when the draft's slug differs
 * from the published one, the old slug is added to `previousSlugs` before publishing, and the
 * site redirects its address permanently to the new one (a rename keeps old links alive).
 */
export const publishRecordingPreviousSlug = (original: DocumentActionComponent) =>
  publishAfterPatch(original, (props) => {
    const previousSlugs = previousSlugsAfterPublish(props.published as WithSlug | null, props.draft as WithSlug | null)
    return previousSlugs ? { set: { previousSlugs } } : null
  })
