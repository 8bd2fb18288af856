import { expect, test, type Page } from '@playwright/test'
import { untilIdle } from './idle'

const APP = 'https://app.assessa.example'

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block))
}

test.describe('routes and the 404 page', () => {
  for (const path of [
    '/',
    '/home',
    '/about',
    '/blog',
    '/pricing',
    '/faq',
    '/best-practice',
    '/terms-of-service',
    '/privacy-policy',
    '/dpa',
  ]) {
    test(`${path} answers 200 with one h1`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('header and footer', () => {
  test('the header links every section and signs in at the app', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
      ['Tutorial', '/best-practice'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${APP}/auth`)
  })

  test('the header hides when scrolling down past 100px and returns when scrolling up', async ({ page }) => {
    await page.goto('/')
    // The header follows the scroll once hydrated; before that it simply stays.
    await untilIdle(page)
    const header = page.locator('header').first()
    await page.mouse.wheel(0, 60)
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await page.mouse.wheel(0, -200)
    await expect(header).toHaveAttribute('data-hidden', 'false')
  })

  test('the header is not shown on article pages', async ({ page }) => {
    await page.goto('/blog/formative-assessment')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  })

  test('the footer has the sign-up call to action, legal links, contact and the current year', async ({ page }) => {
    await page.goto('/pricing')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', `${APP}/auth`)
    await expect(footer.getByRole('link', { name: 'hello@assessa.example' })).toHaveAttribute(
      'href',
      'mailto:hello@assessa.example',
    )
    for (const name of ['Terms of service', 'Privacy policy', 'Data processing agreement']) {
      await expect(footer.getByRole('link', { name })).toBeVisible()
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Assessa`)
  })

  test('the footer reopens the cookie settings after a choice was saved', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Accept all' }).click()
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible()
  })

  test('@phone-only the menu toggle opens and closes the navigation by keyboard', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // The toggle is in the server HTML; a key pressed before hydration does nothing.
    await untilIdle(page)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(
      `#${await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')}`,
    )
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test.describe('home and about', () => {
  test('home shows every section of the spec with its calls to action', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Start creating assessments' })).toHaveAttribute('href', `${APP}/auth`)
    await expect(page.getByRole('link', { name: 'Learn more about Assessa' })).toHaveAttribute('href', '/about')
    await expect(page.getByRole('heading', { level: 2, name: 'Simple and effective' })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="simple-steps"] ol > li')).toHaveCount(3)
    await expect(page.locator('table tbody tr')).toHaveCount(4)
    await expect(page.locator('section[aria-labelledby="how-it-works"] li')).toHaveCount(4)
    await expect(page.locator('section[aria-labelledby="how-it-works"]').getByRole('link').first()).toHaveAttribute(
      'href',
      '/best-practice',
    )
    await expect(page.locator('section[aria-labelledby="how-it-works"]').getByRole('link').nth(1)).toHaveAttribute(
      'href',
      '/faq',
    )
    await expect(page.locator('section[aria-labelledby="why-choose"] li')).toHaveCount(3)
    const roadmap = page.locator('section[aria-labelledby="roadmap"]')
    await expect(roadmap.locator('li span.rounded-full')).toHaveText(['Planned', 'Coming soon', 'In progress'])
    await expect(page.getByRole('button', { name: 'Rate 5 stars' })).toBeVisible()
  })

  test('home carries Organization structured data and social cards', async ({ page }) => {
    await page.goto('/')
    const data = await jsonLd(page)
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Assessa' }))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Assessa/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('/home is the home page with / as its canonical URL', async ({ page }) => {
    await page.goto('/home')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
  })

  test('about shows the story, mission, six core values and the feedback form', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('section[aria-labelledby="values"] li')).toHaveCount(6)
    for (const value of [
      'Efficiency',
      'Constant adaptation',
      'Purpose-driven',
      'Innovation',
      'Teacher partnership',
      'Continuous improvement',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
    }
    await expect(page.locator('#founder-story')).toBeVisible()
    await expect(page.locator('#mission')).toBeVisible()
    await expect(page.getByText('Click to rate')).toBeVisible()
  })
})

test.describe('pricing', () => {
  test('shows the three plans from the plan documents with Get started to the app', async ({ page }) => {
    await page.goto('/pricing')
    const plans = page.getByRole('list', { name: 'Plans' }).getByRole('article')
    await expect(plans).toHaveCount(3)
    await expect(plans.nth(0)).toContainText('Free')
    await expect(plans.nth(0)).toContainText('$0')
    await expect(plans.nth(0)).toContainText('1 class')
    await expect(plans.nth(1)).toContainText('$4.7')
    await expect(plans.nth(1)).toContainText('150 AI requests per month')
    await expect(plans.nth(2)).toContainText('$9.7')
    await expect(plans.nth(2)).toContainText('80 students per class')
    for (let index = 0; index < 3; index++) {
      await expect(plans.nth(index).getByRole('link', { name: /Get started/ })).toHaveAttribute(
        'href',
        `${APP}/account-settings#plans`,
      )
    }
    await expect(page.getByRole('heading', { name: 'Important notice' })).toBeVisible()
    await expect(page.locator('#faq ~ div details')).toHaveCount(6)
  })

  test('the message banner can be dismissed', async ({ page }) => {
    await page.goto('/pricing')
    const banner = page.getByRole('region', { name: 'Message' })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Dismiss message' }).click()
    await expect(banner).toHaveCount(0)
  })

  test('?success and ?canceled show the payment messages', async ({ page }) => {
    await page.goto('/pricing?success=true')
    await expect(page.getByText('Payment successful! Your subscription has been activated.')).toBeVisible()
    await page.goto('/pricing?canceled=true')
    await expect(page.getByText('Payment was canceled. You can try again anytime.')).toBeVisible()
    await page.goto('/pricing')
    await expect(page.getByText(/Payment (successful|was canceled)/)).toHaveCount(0)
  })

  for (const [query, text] of [
    ['success=true', 'Payment successful! Your subscription has been activated.'],
    ['canceled=true', 'Payment was canceled. You can try again anytime.'],
  ] as const) {
    test(`the payment message for ?${query} can be dismissed and stays dismissed @phone`, async ({ page }) => {
      await page.goto(`/pricing?${query}`)
      const message = page.getByRole('region', { name: 'Payment status' })
      await expect(message.getByRole('status')).toHaveText(text)
      await message.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(message).toHaveCount(0)
      // The editors' banner is a message of its own and stays until closed.
      await expect(page.getByRole('region', { name: 'Message' })).toBeVisible()
      // Scrolling away and back does not bring it back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(page.getByRole('contentinfo')).toBeInViewport()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await expect(message).toHaveCount(0)
      // Nor does a reload: the address no longer carries the payment result.
      await expect(page).toHaveURL(/\/pricing$/)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(text)).toHaveCount(0)
    })
  }
})

test.describe('sitemap, robots and icons', () => {
  test('the sitemap lists every page of the CMS', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/pricing',
        '/faq',
        '/best-practice',
        '/blog',
        '/blog/formative-assessment',
        '/faq/student-activities',
        '/best-practice/step11',
        '/dpa',
      ]),
    )
    expect(urls.filter((url) => url.startsWith('/blog/'))).toHaveLength(12)
  })

  test('robots.txt points at the sitemap and icons are served', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect((await request.get('/icon.svg')).status()).toBe(200)
    expect((await request.get('/apple-icon')).headers()['content-type']).toContain('image/png')
  })

  test('responses carry the security headers', async ({ request }) => {
    const headers = (await request.get('/')).headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})
