/**
 * Scores of a Lighthouse report for the bench (./lighthouse.ts): the targets, a category's
 * score recomputed from its audits, and which audits a 404 page fails by design.
 */

export const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const
export type Category = keyof typeof TARGETS

/** The parts of a Lighthouse JSON report the bench reads. */
export interface Report {
  requestedUrl: string
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; details?: { items?: Record<string, unknown>[] } }>
  environment: { benchmarkIndex: number }
}

/** Whether an audit lists at least one finding and every finding is of the given kind. */
function onlyItems(report: Report, id: string, isExpected: (item: Record<string, unknown>) => boolean): boolean {
  const items = report.audits[id]?.details?.items ?? []
  return items.length > 0 && items.every(isExpected)
}

/**
 * The audits a page that answers 404 fails because it does, each with the check that it
 * failed for that reason alone: the status itself; the `noindex` Next puts on not-found
 * pages (and no robots.txt rule); the console line Chromium prints for a document that
 * answered 404 (and no other message). Any other failing audit still counts.
 */
export const EXPECTED_OF_A_404: Record<
  string,
  { category: Category; failedForThatReason: (report: Report) => boolean }
> = {
  'http-status-code': { category: 'seo', failedForThatReason: () => true },
  'is-crawlable': {
    category: 'seo',
    failedForThatReason: (report) =>
      onlyItems(report, 'is-crawlable', (item) =>
        /<meta name="robots" content="noindex"/.test(String((item.source as { snippet?: string })?.snippet)),
      ),
  },
  'errors-in-console': {
    category: 'best-practices',
    failedForThatReason: (report) =>
      onlyItems(
        report,
        'errors-in-console',
        (item) =>
          item.source === 'network' &&
          String(item.description).includes('status of 404') &&
          (item.sourceLocation as { url?: string })?.url === report.requestedUrl,
      ),
  },
}

/** A category's score (0–100) over its weighted audits, leaving out `excluded`. */
export function categoryScore(report: Report, category: Category, excluded: ReadonlySet<string> = new Set()): number {
  let total = 0
  let weights = 0
  for (const { id, weight } of report.categories[category].auditRefs) {
    const score = report.audits[id]?.score
    if (weight === 0 || score === null || score === undefined || excluded.has(id)) continue
    total += score * weight
    weights += weight
  }
  return Math.round((100 * total) / weights)
}

/** The audits of EXPECTED_OF_A_404 that failed, in this report, for the expected reason only. */
export function failedAsA404Should(report: Report): Set<string> {
  return new Set(
    Object.entries(EXPECTED_OF_A_404)
      .filter(([id, { failedForThatReason }]) => (report.audits[id]?.score ?? 1) < 1 && failedForThatReason(report))
      .map(([id]) => id),
  )
}
