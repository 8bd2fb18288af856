import { schemaTypes } from '@assessa/schemas'
import { SINGLETON_TYPES } from '@assessa/schemas/constants'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { publishRecordingPreviousSlug, publishWithLastUpdated } from './actions'
import { studioEnv } from './env'
import { presentation } from './presentation'
import { structure } from './structure'

const singletonTypes = new Set<string>(SINGLETON_TYPES)
// Singletons can only be edited and published: never created anew, duplicated or deleted.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])
// Pages whose id (URL) editors may change: Publish records the old one so it keeps redirecting.
const renamableTypes = new Set(['blogPost', 'faqTopic'])

export default defineConfig({
  name: 'default',
  title: 'Assessa',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-02-19' })],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, context) => {
      if (singletonTypes.has(context.schemaType)) {
        return actions.filter(({ action }) => action && singletonActions.has(action))
      }
      if (context.schemaType === 'legalPage') {
        return actions.map((action) => (action.action === 'publish' ? publishWithLastUpdated(action) : action))
      }
      if (renamableTypes.has(context.schemaType)) {
        return actions.map((action) => (action.action === 'publish' ? publishRecordingPreviousSlug(action) : action))
      }
      return actions
    },
    newDocumentOptions: (prev, { creationContext }) =>
      creationContext.type === 'global' ? prev.filter((item) => !singletonTypes.has(item.templateId)) : prev,
  },
})
