import type { BlogCategory, IconName } from '@assessa/schemas/constants'

// Dates in the CMS are calendar dates ("2025-07-07"); formatting in UTC keeps the day the
// editor chose whatever the server's or visitor's time zone.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2025-07-07" → "7 July 2025". An unparseable value is shown as stored rather than as "Invalid Date". */
export function formatDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date)
}

/** 6 → "6 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`
}

/** The decorative icon standing in for an article image that is missing or failed to load. */
const CATEGORY_ICONS: Record<BlogCategory, IconName> = {
  'Workflow Optimization': 'layers',
  'AI in Education': 'brain',
  'Classroom Management': 'users',
  'Goal Setting': 'target',
  'Engagement Strategies': 'sparkles',
}

export function categoryIcon(category: string): IconName {
  return CATEGORY_ICONS[category as BlogCategory] ?? 'book-open'
}

/** "a, b and c" – for sentences built from CMS values. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
