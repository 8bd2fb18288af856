import { enableDraftMode } from '@/features/publishing/draft-mode'

export const dynamic = 'force-dynamic'

// Turns on a Studio preview (features/publishing/draft-mode.ts).
export const GET = enableDraftMode
