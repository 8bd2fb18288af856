import { webhookEndpoint } from '@/features/publishing/webhook'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

// Sanity's publish webhook (features/publishing/webhook.ts). Every method goes to the endpoint,
// which answers 405 for all but POST. Served by Next only: it expires Next's cache tags.
export const POST = webhookEndpoint.route
export const GET = webhookEndpoint.route
export const HEAD = webhookEndpoint.route
export const PUT = webhookEndpoint.route
export const PATCH = webhookEndpoint.route
export const DELETE = webhookEndpoint.route
export const OPTIONS = webhookEndpoint.route
