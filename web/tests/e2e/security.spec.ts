import { expect, test, type Page } from '@playwright/test'

/**
 * The Content-Security-Policy: scripts only from the site and inline scripts only by the hash
 * of their exact text, on every response; and the pages still work under it (no script the
 * browser refused). The other security headers are checked in site.spec.ts.
 */

const PAGES = [
  '/',
  '/about',
  '/blog',
  '/blog/formative-assessment',
  '/pricing?success=true',
  '/faq',
  '/faq/student-activities',
  '/best-practice',
  '/best-practice/step4',
  '/privacy-policy',
  '/no-such-page',
]

function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))
  return directive ? directive.split(/\s+/).slice(1) : []
}

/** Collects what the browser refused under the policy while the page loads and hydrates. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

test.describe('Content-Security-Policy', () => {
  for (const path of PAGES) {
    test(`${path}: inline scripts allowed by hash only, nothing refused @phone`, async ({ page }) => {
      const violations = await watchViolations(page)
      const response = await page.goto(path)
      const policy = (await response!.allHeaders())['content-security-policy'] ?? ''
      const sources = scriptSources(policy)
      expect(sources).toContain("'self'")
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'self'")
      expect(policy).toContain("frame-ancestors 'none'")

      // Every inline script in the page is listed by its hash (the consent default and Next's
      // payload scripts among them), and nothing else is inline.
      const hashes = sources.filter((source) => source.startsWith("'sha256-"))
      const inlineCount = await page.locator('script:not([src]):not([type="application/ld+json"])').count()
      expect(inlineCount).toBeGreaterThan(0)
      expect(hashes.length).toBeGreaterThan(0)
      expect(hashes.length).toBeLessThanOrEqual(inlineCount)

      // Next's client ran (it announces itself on window once its scripts executed).
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object')
      expect(violations).toEqual([])
    })
  }

  test('a reload (a revalidated page) still runs every script', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/pricing')
    await page.waitForLoadState('networkidle')
    // Not 'networkidle' after the reload: Next's link prefetches can stay pending then.
    await page.reload({ waitUntil: 'load' })
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object')
    expect(violations).toEqual([])
  })

  test('an inline script that was not in the served page is refused', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
  })

  test('assets, data and API answers carry a policy too', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/icon.svg']) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? ''
      expect(scriptSources(policy), path).toEqual(["'self'"])
    }
    const api = await request.get('/api/chatbot/message')
    expect(api.status()).toBe(405)
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
    expect(api.headers()['cross-origin-opener-policy']).toBe('same-origin')
  })
})
