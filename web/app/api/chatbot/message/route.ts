import { chatEndpoint } from '@/features/chat/endpoint'

// better-sqlite3 (chat history) is a native addon: Node runtime only. Never cached.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

// Every method goes to the endpoint, which answers 405 for all but POST (Next would answer
// OPTIONS itself otherwise). In production the site server answers this path before Next.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = chatEndpoint.routes
