import { defineCliConfig } from 'sanity/cli'

// Offline commands (schema validate/extract, typegen, build) need no real project;
// a real one comes from the environment when deploying or importing.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'assessa0'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  schemaExtraction: { path: './schema.json', enforceRequiredFields: true },
  typegen: {
    // Queries live only in the web app's queries module; result types are written beside it.
    path: '../web/sanity/queries.ts',
    schema: './schema.json',
    generates: '../web/sanity/types.ts',
    overloadClientMethods: true,
  },
})
