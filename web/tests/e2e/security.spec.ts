import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test'

/**
 * The Content-Security-Policy: scripts only from the site and inline scripts only by the hash
 * of their exact text, on every response; and the pages still work under it (no script the
 * browser refused). This file runs against both ways of serving the build (playwright.config.ts:
 * the production server and plain `next start`), which must send the same headers. The other
 * security headers are checked in site.spec.ts.
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
  '/blog/no-such-post',
]

/** The four pages both servers are compared on, and where the cookie bar is clicked. */
const KEY_PAGES = ['/', '/blog/formative-assessment', '/faq/student-activities', '/pricing']

const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
]

/** Every Content-Security-Policy header of a response: a browser enforces each of them. */
async function policies(response: Response | APIResponse): Promise<string[]> {
  return (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value)
}

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
  return found?.split(/\s+/).slice(1)
}

/** The script sources of each policy that restricts scripts. */
const scriptPolicies = (all: string[]) =>
  all.map((policy) => directive(policy, 'script-src')).filter((sources) => sources !== undefined)

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
      const all = await policies(response!)
      // Exactly one script policy: a second one would refuse what the first allows.
      const [sources = []] = scriptPolicies(all)
      expect(scriptPolicies(all)).toHaveLength(1)
      expect(sources).toContain("'self'")
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      const joined = all.join('; ')
      expect(joined).toContain("object-src 'none'")
      expect(joined).toContain("base-uri 'self'")
      expect(joined).toContain("form-action 'self'")
      expect(joined).toContain("frame-ancestors 'none'")

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

  for (const path of KEY_PAGES) {
    test(`${path} hydrates under the policy: the cookie bar works`, async ({ page }) => {
      const violations = await watchViolations(page)
      await page.goto(path)
      const bar = page.getByRole('region', { name: 'Cookie consent' })
      await bar.getByRole('button', { name: 'Accept all' }).click()
      await expect(bar).toHaveCount(0)
      await expect
        .poll(async () => (await page.context().cookies()).find(({ name }) => name === 'CookieConsent')?.value)
        .toBe('true')
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
      const response = await request.get(path)
      expect(scriptPolicies(await policies(response)), path).toEqual([["'self'"]])
    }
    const api = await request.get('/api/chatbot/message')
    expect(api.status()).toBe(405)
    expect(await policies(api)).toEqual(["default-src 'none'; frame-ancestors 'none'"])
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
    expect(api.headers()['cross-origin-opener-policy']).toBe('same-origin')
  })
})

test.describe('every way of serving the build', () => {
  // Both servers' addresses, from playwright.config.ts.
  const servers = [process.env.E2E_SITE_SERVER_URL, process.env.E2E_NEXT_START_URL]

  test('the production server and plain `next start` send the same security headers', async ({ request }) => {
    expect(servers.every(Boolean), 'playwright.config.ts starts both servers').toBe(true)
    for (const path of KEY_PAGES) {
      const get = (server: string | undefined) => request.get(`${server}${path}`, { headers: { accept: 'text/html' } })
      const [production, plain] = await Promise.all([get(servers[0]), get(servers[1])])
      const securityHeaders = (response: APIResponse) =>
        response
          .headersArray()
          .filter(({ name }) => SECURITY_HEADER_NAMES.includes(name.toLowerCase()))
          .map(({ name, value }) => `${name.toLowerCase()}: ${value}`)
          .sort()
      expect(securityHeaders(production), path).toEqual(securityHeaders(plain))
      expect(scriptPolicies(await policies(plain)), path).toHaveLength(1)
    }
  })
})
