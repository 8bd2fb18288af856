import { expect, test } from '@playwright/test'

/**
 * The not-found views as a crawler, a reader mode, a link preview or a phone whose scripts have
 * not arrived yet see them: with JavaScript off, the 404 response's own HTML must already hold
 * the spec's texts (§8) and the links back.
 */
test.use({ javaScriptEnabled: false })

const STEPS = Array.from({ length: 11 }, (_, index) => index + 1)

test('an unknown article: 404, "Blog post not found" and Back to blog, without JavaScript', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog')
  // The page keeps the site's layout around the view (no header under /blog/, as on every article).
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
})

test('an unknown FAQ topic: 404, "FAQ not found" and Back to FAQ, without JavaScript', async ({ page }) => {
  const response = await page.goto('/faq/no-such-topic')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ not found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to FAQ' })).toHaveAttribute('href', '/faq')
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
})

for (const [path, requested] of [
  ['/best-practice/step99', '99'],
  ['/best-practice/introduction', 'introduction'],
] as const) {
  test(`${path}: 404, "Step not found", the available steps and Back to Overview, without JavaScript`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step not found')
    await expect(main).toContainText(`Step ${requested} does not exist. Available steps: ${STEPS.join(', ')}.`)
    const links = main.getByRole('navigation', { name: 'Available steps' }).getByRole('link')
    await expect(links).toHaveCount(STEPS.length)
    for (const step of STEPS) {
      await expect(links.nth(step - 1)).toHaveAttribute('href', `/best-practice/step${step}`)
    }
    await expect(main.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/best-practice')
  })
}

test('any other path: 404, "Page Not Found" and Back to Home, without JavaScript', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})
