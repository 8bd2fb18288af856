import 'server-only'
import path from 'node:path'
import { z } from 'zod'
import { compileTrustedProxies, parseTrustedProxies } from './http/visitor'
import { publicEnv } from './public-env'

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

/**
 * A whole number within bounds, for counts and durations; unset or empty means the default.
 * A wrong value is refused with one message naming the variable, its unit and its range.
 */
const wholeNumber = (
  name: string,
  { unit, min, max, fallback }: { unit: string; min: number; max?: number; fallback: number },
) => {
  const rule = `${name} must be a whole number of ${unit} ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`}`
  const bounded = z.coerce.number({ error: rule }).int({ error: rule }).min(min, { error: rule })
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    (max === undefined ? bounded : bounded.max(max, { error: rule })).default(fallback),
  )
}

/**
 * Server configuration, read once from the environment and validated. A wrong value stops
 * the server at start-up with a message naming the variable, instead of failing later.
 */
export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: z
      .url({ message: 'SITE_URL must be an absolute URL such as https://assessa.example' })
      .default('http://localhost:3000'),
    SANITY_PROJECT_ID: optional.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID: lowercase letters, digits and dashes')
        .optional(),
    ),
    SANITY_DATASET: optional.pipe(
      z
        .string()
        .regex(/^[a-z0-9_-]+$/, 'SANITY_DATASET: lowercase letters, digits, _ and -')
        .optional(),
    ),
    SANITY_API_VERSION: z.string().default('2025-02-19'),
    SANITY_API_READ_TOKEN: optional,
    SANITY_API_WRITE_TOKEN: optional,
    /** Signs the Studio's revalidation webhook (POST /api/revalidate); unset = the route refuses every call. */
    SANITY_REVALIDATE_SECRET: optional,
    /** The Studio, for the edit links that draft previews encode into text (visual editing). */
    SANITY_STUDIO_URL: z
      .url({ message: 'SANITY_STUDIO_URL must be an absolute URL such as https://assessa.sanity.studio' })
      .default('http://localhost:3333'),
    /** Where the embedded dataset lives; built by `pnpm seed:build`. */
    EMBEDDED_DATASET_PATH: z.string().default(path.join(process.cwd(), 'content', 'dataset.ndjson')),
    /** Folder of the SQLite store (feedback, chat sessions). */
    DATA_DIR: z.string().default(path.join(process.cwd(), 'data')),
    /** Time-based safety net for cached content, in seconds. */
    CONTENT_REVALIDATE_SECONDS: wholeNumber('CONTENT_REVALIDATE_SECONDS', { unit: 'seconds', min: 1, fallback: 3600 }),
    /** Feedback submissions accepted per visitor per minute; more are answered 429. */
    FEEDBACK_RATE_LIMIT_PER_MINUTE: wholeNumber('FEEDBACK_RATE_LIMIT_PER_MINUTE', {
      unit: 'requests',
      min: 1,
      fallback: 5,
    }),
    /** Chat messages accepted per session and per visitor per minute; more are answered 429. */
    CHAT_RATE_LIMIT_PER_MINUTE: wholeNumber('CHAT_RATE_LIMIT_PER_MINUTE', { unit: 'requests', min: 1, fallback: 20 }),
    /**
     * Shared state of several instances (rate limits, chat sessions, the content-changed
     * signal); unset: each process keeps its own, which is all a single instance needs.
     */
    REDIS_URL: optional.pipe(
      z
        .url({ message: 'REDIS_URL must be a URL such as redis://localhost:6379 or rediss://user:pass@host:6380' })
        .refine((value) => /^rediss?:\/\//i.test(value), {
          message: 'REDIS_URL must start with redis:// or rediss:// (TLS)',
        })
        .optional(),
    ),
    /**
     * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges);
     * unset: the visitor is the address that connected, and the header is ignored.
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((value, context) => {
        const entries = parseTrustedProxies(value)
        try {
          compileTrustedProxies(entries)
        } catch (error) {
          context.addIssue({ code: 'custom', message: `TRUSTED_PROXIES: ${(error as Error).message}` })
          return z.NEVER
        }
        return entries
      }),
    /** Optional OpenAI-compatible model that phrases chat answers (e.g. http://localhost:11434/v1). Unset: grounded answers only. */
    CHAT_LLM_BASE_URL: optional.pipe(
      z.url({ message: 'CHAT_LLM_BASE_URL must be an absolute URL such as http://localhost:11434/v1' }).optional(),
    ),
    CHAT_LLM_MODEL: optional,
    CHAT_LLM_API_KEY: optional,
    /** How long a chat answer waits for the model before the grounded answer is sent, in ms. */
    CHAT_LLM_TIMEOUT_MS: wholeNumber('CHAT_LLM_TIMEOUT_MS', {
      unit: 'milliseconds',
      min: 100,
      max: 60_000,
      fallback: 8000,
    }),
    /**
     * The production server's limits on slow clients (server/http-limits.ts): the whole header
     * block must arrive within SERVER_HEADERS_TIMEOUT_MS, the whole request (body included)
     * within SERVER_REQUEST_TIMEOUT_MS; a client that trickles bytes is cut off (408).
     */
    SERVER_HEADERS_TIMEOUT_MS: wholeNumber('SERVER_HEADERS_TIMEOUT_MS', {
      unit: 'milliseconds',
      min: 1000,
      max: 120_000,
      fallback: 10_000,
    }),
    SERVER_REQUEST_TIMEOUT_MS: wholeNumber('SERVER_REQUEST_TIMEOUT_MS', {
      unit: 'milliseconds',
      min: 1000,
      max: 600_000,
      fallback: 30_000,
    }),
  })
  .refine((env) => env.SERVER_HEADERS_TIMEOUT_MS <= env.SERVER_REQUEST_TIMEOUT_MS, {
    message:
      'SERVER_HEADERS_TIMEOUT_MS must not be longer than SERVER_REQUEST_TIMEOUT_MS (the headers are part of the request)',
    path: ['SERVER_HEADERS_TIMEOUT_MS'],
  })
  .refine((env) => !env.CHAT_LLM_BASE_URL || Boolean(env.CHAT_LLM_MODEL), {
    message: 'Set CHAT_LLM_MODEL together with CHAT_LLM_BASE_URL (or neither for grounded chat answers only)',
    path: ['CHAT_LLM_MODEL'],
  })
  .refine((env) => Boolean(env.SANITY_PROJECT_ID) === Boolean(env.SANITY_DATASET), {
    message: 'Set both SANITY_PROJECT_ID and SANITY_DATASET to read from Sanity, or neither for the embedded dataset',
    path: ['SANITY_DATASET'],
  })

export type ServerEnv = z.infer<typeof serverEnvSchema>

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return result.data
}

export const env = { ...parseServerEnv(process.env), ...publicEnv }
