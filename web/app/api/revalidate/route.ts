import { webhookEndpoint } from '@/features/publishing/webhook'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

// Sanity's publish webhook (features/publishing/webhook.ts). Every method goes to the endpoint,
// which answers 405 for all but POST. Served by Next only: it expires Next's cache tags.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = webhookEndpoint.routes
