/**
 * Limits and names the chat widget and its route share. Free of server and React imports, so
 * the widget bundle stays small.
 */

/** Longest message a visitor can send, after trimming (spec §5, §9). */
export const CHAT_MESSAGE_MAX_LENGTH = 500
/** Largest request body the route reads; a 500-character message in JSON is far below it. */
export const CHAT_BODY_MAX_BYTES = 8 * 1024
export const CHAT_API_PATH = '/api/chatbot/message'
/** localStorage key: the tooltip was dismissed or the chat opened once, so the tooltip stays away. */
export const CHAT_TOOLTIP_STORAGE_KEY = 'assessa.chat-tooltip-dismissed'

/**
 * Paths where the chat is never shown: the blog, the app's sign-in path and the product
 * path, with everything below them (`/blog`, `/blog/x`, not `/blogger`).
 */
export function isChatHiddenPath(pathname: string, productSlug?: string | null): boolean {
  const hidden = ['blog', 'auth', productSlug].filter((segment): segment is string => Boolean(segment))
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase()
  return first !== undefined && hidden.some((segment) => segment.toLowerCase() === first)
}
