import type { ValidationContext } from 'sanity'

const API_VERSION = '2025-02-19'

/**
 * Validation that no other document of the same type has the same value in `field`
 * (drafts of this very document excepted). Used for step numbers, plan types and legal kinds.
 */
export function uniqueWithinType(field: string, label: string) {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (value === undefined || value === null || !context.document) return true
    const id = context.document._id.replace(/^drafts\./, '')
    const client = context.getClient({ apiVersion: API_VERSION })
    const others = await client.fetch<number>(
      `count(*[_type == $type && ${field} == $value && !(_id in [$id, $draftId])])`,
      { type: context.document._type, value, id, draftId: `drafts.${id}` },
    )
    return others === 0 ? true : `${label}: another document already uses "${String(value)}".`
  }
}
