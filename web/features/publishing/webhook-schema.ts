import { z } from 'zod'

/**
 * The body of Sanity's GROQ-powered webhook: the projection
 * `{_type, _id, "slug": slug.current, stepNumber, kind, "previousSlug": before().slug.current,
 * "previousStepNumber": before().stepNumber, "operation": delta::operation()}` (README,
 * "Publishing and previews"). Fields a document lacks arrive as null. Unknown keys are dropped;
 * strings are capped since they become cache tags (at most 256 characters each).
 */
export const webhookBodySchema = z.object({
  _type: z.string().trim().min(1).max(100),
  _id: z.string().trim().min(1).max(200),
  slug: z.string().max(200).nullish(),
  stepNumber: z.number().int().min(0).max(100_000).nullish(),
  kind: z.string().max(50).nullish(),
  // `before().slug.current`: differs from `slug` when the URL changed.
  previousSlug: z.string().max(200).nullish(),
  // `before().stepNumber`: differs from `stepNumber` when a step was renumbered.
  previousStepNumber: z.number().int().min(0).max(100_000).nullish(),
  operation: z.enum(['create', 'update', 'delete']).nullish(),
})

export type WebhookBody = z.infer<typeof webhookBodySchema>

/** Bodies are a few hundred bytes; anything near this is not Sanity's webhook. */
export const WEBHOOK_BODY_MAX_BYTES = 16 * 1024
