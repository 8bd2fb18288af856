import { expect, test, type Page } from '@playwright/test'
import { COMPILE_HINT } from '../../server/compile-hints.mjs'

/**
 * First-render work (issue: every screen fast on phones). The scripts a page loads at startup
 * carry V8's compile hint, so their code is compiled while it downloads rather than on the main
 * thread during hydration.
 */

async function startupScripts(page: Page) {
  return page
    .locator('script[src^="/_next/static/chunks/"]:not([nomodule])')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')!))
}

test('every script a page loads at startup starts with the compile hint @phone', async ({ page, request }) => {
  for (const path of ['/', '/blog', '/pricing']) {
    await page.goto(path)
    const scripts = await startupScripts(page)
    expect(scripts.length, path).toBeGreaterThan(3)
    for (const src of scripts) {
      const body = await (await request.get(src)).text()
      expect(body.startsWith(COMPILE_HINT), `${path}: ${src}`).toBe(true)
    }
  }
})

// Guards a trade-off: skipping the render of below-the-fold sections (content-visibility: auto)
// cut the first layout by half, but this jump then landed short of the end once those sections
// took their real height, so the site renders every section up front.
test('a jump to the end of a long page shows the footer’s last line @phone', async ({ page }) => {
  await page.goto('/')
  await page.locator('body').press('End')
  const copyright = page.getByRole('contentinfo').getByText('All rights reserved.')
  await expect(copyright).toBeInViewport()
  // Once the sections near the end have taken their real height, the line is still in view.
  await page.waitForTimeout(500)
  await expect(copyright).toBeInViewport()
})
