/**
 * A same-site path to send the visitor back to, or "/". Refuses absolute URLs, protocol-relative
 * `//host` and `/\host` (which browsers treat as `//host`), so the exit link cannot be turned
 * into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  // Control characters (a newline could split the Location header) are never part of a real path.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return '/'
  return value
}

/** The exit-preview link for the page at `path`. */
export function exitPreviewHref(path: string): string {
  return `/api/draft-mode/disable?redirect=${encodeURIComponent(path)}`
}
