import { disableDraftMode } from '@/features/publishing/draft-mode'

export const dynamic = 'force-dynamic'

// Leaves a Studio preview (features/publishing/draft-mode.ts).
export const GET = disableDraftMode
