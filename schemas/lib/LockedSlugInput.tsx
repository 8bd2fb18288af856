import { getPublishedId, useEditState, useFormValue, type SlugInputProps } from 'sanity'

/**
 * The slug input, read-only once the document has a published version: the slug is the page's
 * URL, and changing it would break every link, bookmark and search result pointing at it.
 * Before the first publish it works as usual (generated from the title, editable).
 *
 * A schema `readOnly` callback cannot do this: it only sees the document being edited, not
 * whether a published version exists. `useEditState` reads the draft/published pair from the
 * Studio's document store, so the lock follows publish and unpublish live.
 */
export function LockedSlugInput(props: SlugInputProps) {
  const id = useFormValue(['_id'])
  const type = useFormValue(['_type'])
  const { published, ready } = useEditState(
    typeof id === 'string' ? getPublishedId(id) : '',
    typeof type === 'string' ? type : '',
    'low',
  )
  // Until the pair has loaded, whether it is published is unknown: stay locked rather than risk it.
  const locked = !ready || Boolean(published)
  if (!locked) return props.renderDefault(props)
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {props.renderDefault({ ...props, readOnly: true })}
      {published ? (
        <p style={{ margin: 0, fontSize: '0.8125rem', lineHeight: 1.4, opacity: 0.75 }}>
          Locked: this document is published, so this is its live address. To move it, ask a developer to add a redirect
          from the old address first.
        </p>
      ) : null}
    </div>
  )
}
