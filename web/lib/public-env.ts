import { z } from 'zod'

/**
 * Values the browser may see. Next inlines NEXT_PUBLIC_* at build time, so each is
 * referenced by its full name here and nowhere else.
 */
const publicEnvSchema = z.object({
  NEXT_PUBLIC_APP_URL: z
    .url({ message: 'NEXT_PUBLIC_APP_URL must be an absolute URL such as https://app.assessa.example' })
    .default('https://app.assessa.example')
    .transform((url) => url.replace(/\/+$/, '')),
  NEXT_PUBLIC_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'NEXT_PUBLIC_GA_ID must look like G-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

export const publicEnv = publicEnvSchema.parse({
  NEXT_PUBLIC_APP_URL: process.env.NEXT_PUBLIC_APP_URL || undefined,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
})

/** A path of the teacher app, e.g. appUrl('/auth'). */
export function appUrl(path: string): string {
  return `${publicEnv.NEXT_PUBLIC_APP_URL}${path}`
}
