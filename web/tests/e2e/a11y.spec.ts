import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// One page of each type; every one must have no axe violations at phone and desktop widths.
const PAGES = [
  '/',
  '/about',
  '/blog',
  '/blog/formative-assessment',
  '/pricing',
  '/faq',
  '/faq/student-activities',
  '/best-practice',
  '/best-practice/step4',
  '/best-practice/step99',
  '/terms-of-service',
  '/no-such-page',
]

for (const path of PAGES) {
  test(`@phone ${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    const summary = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
    expect(summary).toEqual([])
  })
}
