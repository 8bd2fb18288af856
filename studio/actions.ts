import { useEffect, useState } from 'react'
import { useDocumentOperation, type DocumentActionComponent, type DocumentActionProps } from 'sanity'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Publish for legal pages that first stamps "Last updated" with today's date,
 * so the date visitors see is always the date the text was last published.
 */
export function publishWithLastUpdated(original: DocumentActionComponent): DocumentActionComponent {
  const PublishLegalPage: DocumentActionComponent = (props: DocumentActionProps) => {
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
        patch.execute([{ set: { lastUpdated: today() } }])
        publish.execute()
        props.onComplete()
      },
    }
  }
  PublishLegalPage.action = 'publish'
  return PublishLegalPage
}
