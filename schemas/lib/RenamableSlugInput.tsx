import { getPublishedId, useEditState, useFormValue, type SlugInputProps } from 'sanity'

/**
 * The slug input, with a note once the id differs from the published one: the slug is the
 * page's URL, so the editor sees that publishing moves the page and keeps the old address
 * working (the Publish action records it in "Previous ids", and the site redirects it).
 *
 * `useEditState` reads the draft/published pair from the Studio's document store: a schema
 * callback only sees the document being edited, not its published version.
 */
export function RenamableSlugInput(props: SlugInputProps) {
  const id = useFormValue(['_id'])
  const type = useFormValue(['_type'])
  const { published } = useEditState(
    typeof id === 'string' ? getPublishedId(id) : '',
    typeof type === 'string' ? type : '',
    'low',
  )
  const live = (published?.slug as { current?: string } | undefined)?.current
  const current = props.value?.current
  const moving = Boolean(live && current && live !== current)
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {props.renderDefault(props)}
      {moving ? (
        <p role="status" style={{ margin: 0, fontSize: '0.8125rem', lineHeight: 1.4, opacity: 0.75 }}>
          Publishing moves this page from “{live}” to “{current}”. The old address keeps working: it redirects
          permanently to the new one.
        </p>
      ) : null}
    </div>
  )
}
