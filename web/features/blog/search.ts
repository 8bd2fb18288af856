/**
 * Blog search: an article matches when the query, trimmed, is a case-insensitive substring of
 * any one of its searchable fields (title, excerpt, category). Fields are tested one by one so
 * a query never matches across the boundary of two fields.
 */
function normaliseQuery(query: string): string {
  return query.trim().toLocaleLowerCase('en')
}

export function matchesQuery(fields: readonly string[], query: string): boolean {
  const needle = normaliseQuery(query)
  if (!needle) return true
  return fields.some((field) => field.toLocaleLowerCase('en').includes(needle))
}
