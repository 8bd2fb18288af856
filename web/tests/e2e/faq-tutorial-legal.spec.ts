import { expect, test, type Page } from '@playwright/test'
import { SPEC_FAQ_TOPIC_IDS } from '../../../scripts/tests/spec-ids'

/**
 * FAQ hub and topics, tutorial overview and steps, legal pages (spec §2, §5, §8; decisions:
 * tutorial steps are content-driven, legal pages show their real last-updated date).
 * Counts are the spec's; wording is read from the page so CMS edits do not break the tests.
 */

const TOPIC = 'assessment-types'
const STEP_COUNT = 11
const AVAILABLE_STEPS = Array.from({ length: STEP_COUNT }, (_, index) => index + 1).join(', ')

type JsonLd = {
  '@type'?: string
  mainEntity?: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>
  itemListElement?: Array<{ position: number; name: string; item: string }>
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as JsonLd)
}

const main = (page: Page) => page.locator('main')

test.describe('FAQ hub', () => {
  test('shows the five questions and the six topic cards', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const questions = main(page).locator('details')
    await expect(questions).toHaveCount(5)
    // Answers open like native disclosure widgets.
    const first = questions.first()
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(first.locator('p').first()).toBeVisible()

    const readLinks = main(page).getByRole('link', { name: /^Read FAQ/ })
    await expect(readLinks).toHaveCount(6)
    const hrefs = await readLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect([...hrefs].sort()).toEqual(SPEC_FAQ_TOPIC_IDS.map((id) => `/faq/${id}`).sort())
  })

  test('publishes the five questions as FAQPage structured data', async ({ page }) => {
    await page.goto('/faq')
    const faq = (await jsonLd(page)).find((entry) => entry['@type'] === 'FAQPage')
    expect(faq?.mainEntity).toHaveLength(5)
  })
})

test.describe('FAQ topic page', () => {
  test('shows hero, overview lists and its questions with answers', async ({ page }) => {
    const response = await page.goto(`/faq/${TOPIC}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Back to FAQ' })).toHaveAttribute('href', '/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: "What you'll learn" })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Key benefits' })).toBeVisible()

    const answers = main(page).locator('article')
    const count = await answers.count()
    expect(count).toBeGreaterThanOrEqual(11)
    expect(count).toBeLessThanOrEqual(14)
    for (let index = 0; index < count; index++) {
      const answer = answers.nth(index)
      await expect(answer.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(answer.locator('p').first()).not.toBeEmpty()
    }
  })

  test('every internal link in the answers leads to an existing page', async ({ page, request }) => {
    await page.goto(`/faq/${TOPIC}`)
    const hrefs = await main(page)
      .locator('article a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of new Set(hrefs.map((href) => href.split('#')[0] ?? href))) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
    }

    // And a click navigates client-side to the target.
    const link = main(page).locator('article a[href^="/"]').first()
    const target = (await link.getAttribute('href'))?.split('#')[0] ?? ''
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[/]/g, '\\/')}(#.*)?$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('"Explore more FAQ topics" lists the five other topics', async ({ page }) => {
    await page.goto(`/faq/${TOPIC}`)
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Explore more FAQ topics' }) })
    const links = related.getByRole('link', { name: /^Read FAQ: .+/ })
    await expect(links).toHaveCount(5)
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    expect(hrefs).not.toContain(`/faq/${TOPIC}`)
    expect([...hrefs].sort()).toEqual(
      SPEC_FAQ_TOPIC_IDS.filter((id) => id !== TOPIC)
        .map((id) => `/faq/${id}`)
        .sort(),
    )
    // Each card shows its title and excerpt.
    await expect(related.locator('li h3')).toHaveCount(5)
    await expect(related.locator('li p')).toHaveCount(5)
  })

  test('structured data is FAQPage with plain-text answers, plus breadcrumbs', async ({ page }) => {
    await page.goto(`/faq/${TOPIC}`)
    const entries = await jsonLd(page)
    const faq = entries.find((entry) => entry['@type'] === 'FAQPage')
    const questionCount = await main(page).locator('article').count()
    expect(faq?.mainEntity).toHaveLength(questionCount)
    for (const question of faq?.mainEntity ?? []) {
      expect(question['@type']).toBe('Question')
      expect(question.name.length).toBeGreaterThan(5)
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20)
      expect(question.acceptedAnswer.text).not.toContain('<')
      expect(question.acceptedAnswer.text).not.toMatch(/\]\(\//)
    }
    const breadcrumbs = entries.find((entry) => entry['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement?.map((item) => new URL(item.item).pathname)).toEqual([
      '/',
      '/faq',
      `/faq/${TOPIC}`,
    ])
  })

  test('an unknown id shows "FAQ not found" with HTTP 404', async ({ page }) => {
    const response = await page.goto('/faq/no-such-topic')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ not found')
    await expect(main(page).getByRole('link', { name: 'Back to FAQ' })).toHaveAttribute('href', '/faq')
  })
})

test.describe('Tutorial overview', () => {
  test('lists every step with a Learn more link and the CMS sections', async ({ page }) => {
    await page.goto('/best-practice')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const steps = main(page).locator('li[id^="step"]')
    await expect(steps).toHaveCount(STEP_COUNT)
    for (let n = 1; n <= STEP_COUNT; n++) {
      const step = main(page).locator(`#step${n}`)
      await expect(step.getByRole('heading', { level: 3 })).not.toBeEmpty()
      await expect(step.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', `/best-practice/step${n}`)
    }
    await expect(
      main(page).locator('#step1').getByRole('link', { name: 'Create your account', exact: true }),
    ).toHaveAttribute('href', /^https?:\/\/[^/]+\/auth$/)
    await expect(main(page).locator('#form-types li')).toHaveCount(8)
    await expect(main(page).locator('#activity-types li')).toHaveCount(5)
    await expect(main(page).locator('#pro-tips li').first()).toBeVisible()
    await expect(main(page).locator('#more-help a[href="/faq"]')).toBeVisible()
    await expect(main(page).locator('#more-help a[href="/blog"]')).toBeVisible()
  })

  test('a URL hash scrolls its section into view and moves focus there', async ({ page }) => {
    await page.goto('/best-practice#activity-types')
    const section = page.locator('#activity-types')
    await expect(section).toBeInViewport()
    await expect(section).toBeFocused()

    // A later hash change on the same page does the same.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => {
      window.location.hash = 'pro-tips'
    })
    await expect(page.locator('#pro-tips')).toBeInViewport()
    await expect(page.locator('#pro-tips')).toBeFocused()
  })
})

test.describe('Tutorial step pages', () => {
  test('a step shows title, description, image, action and guide', async ({ page }) => {
    const response = await page.goto('/best-practice/step1')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/best-practice')
    const image = main(page).locator('img').first()
    await expect(image).toBeVisible()
    expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(10)
    await expect(main(page).getByRole('link', { name: 'Create your account', exact: true })).toHaveAttribute(
      'href',
      /\/auth$/,
    )
    // The guide's subheadings sit directly under the step's h1, so they are h2.
    await expect(main(page).locator('article h2').first()).toBeVisible()
  })

  test('the first step has no previous link', async ({ page }) => {
    await page.goto('/best-practice/step1')
    await expect(page.getByRole('link', { name: /^Previous:/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Next: Step 2 – .+/ })).toHaveAttribute('href', '/best-practice/step2')
  })

  test('the last step has no next link', async ({ page }) => {
    await page.goto(`/best-practice/step${STEP_COUNT}`)
    await expect(page.getByRole('link', { name: /^Next:/ })).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: new RegExp(`^Previous: Step ${STEP_COUNT - 1} – .+`) }),
    ).toHaveAttribute('href', `/best-practice/step${STEP_COUNT - 1}`)
  })

  test('a middle step links to both neighbours', async ({ page }) => {
    await page.goto('/best-practice/step5')
    await expect(page.getByRole('link', { name: /^Previous: Step 4 – .+/ })).toHaveAttribute(
      'href',
      '/best-practice/step4',
    )
    await expect(page.getByRole('link', { name: /^Next: Step 6 – .+/ })).toHaveAttribute('href', '/best-practice/step6')
  })

  test('structured data and social image', async ({ page }) => {
    await page.goto('/best-practice/step5')
    const breadcrumbs = (await jsonLd(page)).find((entry) => entry['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement?.map((item) => item.name)).toEqual(['Home', 'Tutorial', 'Step 5'])
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /content-images|cdn\.sanity\.io/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/best-practice\/step5$/)
  })

  for (const n of [STEP_COUNT + 1, 0]) {
    test(`/best-practice/step${n} shows the not-found view with HTTP 404`, async ({ page }) => {
      const response = await page.goto(`/best-practice/step${n}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step not found')
      await expect(main(page)).toContainText(`Step ${n} does not exist. Available steps: ${AVAILABLE_STEPS}.`)
      const available = main(page).getByRole('navigation', { name: 'Available steps' }).getByRole('link')
      await expect(available).toHaveCount(STEP_COUNT)
      await expect(available.first()).toHaveAttribute('href', '/best-practice/step1')
      await expect(main(page).getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/best-practice')
    })
  }

  test('a malformed step segment is not found either', async ({ page }) => {
    const response = await page.goto('/best-practice/introduction')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step not found')
  })
})

test.describe('Legal pages', () => {
  const LEGAL = [
    { path: '/terms-of-service', sections: 12 },
    { path: '/privacy-policy', sections: 15 },
    { path: '/dpa', sections: 14 },
  ]
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())

  for (const { path, sections } of LEGAL) {
    test(`${path} shows sections 1 to ${sections} and the CMS's last-updated date`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      const date = main(page).locator('time').first()
      await expect(date).toHaveAttribute('datetime', '2025-09-01')
      await expect(date).toHaveText('1 September 2025')
      await expect(main(page)).toContainText('Last updated: 1 September 2025')
      if (today !== '1 September 2025') await expect(main(page)).not.toContainText(`Last updated: ${today}`)

      const headings = main(page).locator('section[id^="section-"] > h2')
      await expect(headings).toHaveCount(sections)
      const texts = await headings.allInnerTexts()
      texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)))

      const contents = main(page).getByRole('navigation', { name: 'Contents' }).getByRole('link')
      await expect(contents).toHaveCount(sections)
      await expect(contents.last()).toHaveAttribute('href', `#section-${sections}`)
      await contents.last().click()
      await expect(page.locator(`#section-${sections}`)).toBeInViewport()

      const breadcrumbs = (await jsonLd(page)).find((entry) => entry['@type'] === 'BreadcrumbList')
      expect(breadcrumbs?.itemListElement?.map((item) => new URL(item.item).pathname)).toEqual(['/', path])
    })
  }
})
