import { presentationTool } from 'sanity/presentation'
import { studioEnv } from './env'
import { locations, mainDocuments } from './locations'

/**
 * The Presentation tool: the real site in an iframe, in draft mode, with click-to-edit overlays.
 * The site's /api/draft-mode/enable (web/app/api/draft-mode) checks the secret the Studio puts
 * in the URL, turns on draft mode and shows drafts. The site must allow being framed by the
 * Studio's origin and list it in SANITY_STUDIO_URL (README, "Publishing and previews").
 */
export const presentation = presentationTool({
  previewUrl: {
    initial: studioEnv.previewUrl,
    previewMode: { enable: '/api/draft-mode/enable' },
  },
  resolve: { locations, mainDocuments },
})
