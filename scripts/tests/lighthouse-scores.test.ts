import { describe, expect, it } from 'vitest'
import { type Report, categoryScore, failedAsA404Should } from '../bench/lighthouse-scores'

const PAGE = 'http://127.0.0.1:3000/no-such-page'

/** A report of a 404 page as Lighthouse 13 writes it, trimmed to what the bench reads. */
function notFoundReport(overrides: Partial<Report['audits']> = {}): Report {
  const audits: Report['audits'] = {
    'document-title': { score: 1 },
    'http-status-code': { score: 0 },
    'is-crawlable': {
      score: 0,
      details: { items: [{ source: { type: 'node', snippet: '<meta name="robots" content="noindex" />' } }] },
    },
    'errors-in-console': {
      score: 0,
      details: {
        items: [
          {
            source: 'network',
            description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
            sourceLocation: { url: PAGE },
          },
        ],
      },
    },
    'is-on-https': { score: 1 },
    'manual-check': { score: null },
    ...overrides,
  }
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: id === 'is-crawlable' ? 4.04 : 1 }))
  return {
    requestedUrl: PAGE,
    audits,
    environment: { benchmarkIndex: 2000 },
    categories: {
      performance: { score: 1, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 0.5, auditRefs: refs(['errors-in-console', 'is-on-https', 'manual-check']) },
      seo: { score: 0.17, auditRefs: refs(['document-title', 'http-status-code', 'is-crawlable']) },
    },
  }
}

describe('Lighthouse scores of the 404 page', () => {
  it('recomputes a category as Lighthouse does: weighted, without audits that have no score', () => {
    const report = notFoundReport()
    expect(categoryScore(report, 'seo')).toBe(17)
    expect(categoryScore(report, 'best-practices')).toBe(50)
  })

  it('leaves out exactly the audits a correct 404 fails for being one, and then scores 100', () => {
    const report = notFoundReport()
    const leftOut = failedAsA404Should(report)
    expect([...leftOut].sort()).toEqual(['errors-in-console', 'http-status-code', 'is-crawlable'])
    expect(categoryScore(report, 'seo', leftOut)).toBe(100)
    expect(categoryScore(report, 'best-practices', leftOut)).toBe(100)
  })

  it('keeps counting a console error from anything else, a crawl block from robots.txt, and any other failure', () => {
    const report = notFoundReport({
      'document-title': { score: 0 },
      'is-crawlable': {
        score: 0,
        details: { items: [{ source: { type: 'source-location', url: 'http://127.0.0.1:3000/robots.txt' } }] },
      },
      'errors-in-console': {
        score: 0,
        details: {
          items: [
            { source: 'network', description: 'status of 404', sourceLocation: { url: PAGE } },
            { source: 'exception', description: 'TypeError: x is undefined', sourceLocation: { url: PAGE } },
          ],
        },
      },
    })
    const leftOut = failedAsA404Should(report)
    expect([...leftOut]).toEqual(['http-status-code'])
    expect(categoryScore(report, 'seo', leftOut)).toBe(0)
    expect(categoryScore(report, 'best-practices', leftOut)).toBe(50)
  })
})
