import 'server-only'
import path from 'node:path'
import { z } from 'zod'
import { publicEnv } from './public-env'

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

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
    CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Feedback submissions accepted per client (IP) per minute; more are answered 429. */
    FEEDBACK_RATE_LIMIT_PER_MINUTE: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'FEEDBACK_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
        .int({ error: 'FEEDBACK_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
        .min(1, { error: 'FEEDBACK_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
        .default(5),
    ),
    /** Chat messages accepted per session and per client (IP) per minute; more are answered 429. */
    CHAT_RATE_LIMIT_PER_MINUTE: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'CHAT_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
        .int({ error: 'CHAT_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
        .min(1, { error: 'CHAT_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
        .default(20),
    ),
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
    /** Optional OpenAI-compatible model that phrases chat answers (e.g. http://localhost:11434/v1). Unset: grounded answers only. */
    CHAT_LLM_BASE_URL: optional.pipe(
      z.url({ message: 'CHAT_LLM_BASE_URL must be an absolute URL such as http://localhost:11434/v1' }).optional(),
    ),
    CHAT_LLM_MODEL: optional,
    CHAT_LLM_API_KEY: optional,
    /** How long a chat answer waits for the model before the grounded answer is sent, in ms. */
    CHAT_LLM_TIMEOUT_MS: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'CHAT_LLM_TIMEOUT_MS must be a whole number of milliseconds' })
        .int()
        .min(100)
        .max(60_000)
        .default(8000),
    ),
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
