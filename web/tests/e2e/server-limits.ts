/**
 * The slow-client limits of the server the browser tests start (playwright.config.ts): short,
 * so tests/e2e/hostile-clients.spec.ts sees clients cut off in seconds. Production defaults
 * are 10 s and 30 s (lib/env.ts); a browser sends its whole request at once, so no other test
 * comes near either.
 */
export const E2E_SERVER_LIMITS = { SERVER_HEADERS_TIMEOUT_MS: 3000, SERVER_REQUEST_TIMEOUT_MS: 6000 } as const
