/** Studio settings from SANITY_STUDIO_* variables (Vite exposes only those to the browser bundle). */
export const studioEnv = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'assessa0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  /** The public site, for the Presentation tool's preview and document locations. */
  previewUrl: process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000',
}
