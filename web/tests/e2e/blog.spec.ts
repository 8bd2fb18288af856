import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * Blog list and article pages (spec §2 Blog list, Blog article; §8 unknown blog id).
 * Expectations about content are read from the page itself (titles, excerpts, categories),
 * so editing an article in the CMS does not break these tests; the counts are the spec's.
 */

const ARTICLE_COUNT = 12
const DATE_PATTERN =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/

type JsonLdEntry = {
  '@type'?: string
  headline?: string
  description?: string
  datePublished?: string
  dateModified?: string
  image?: string[]
  author?: { '@type'?: string; name?: string }
  publisher?: { '@type'?: string; name?: string }
  mainEntityOfPage?: { '@id'?: string }
  itemListElement?: Array<{ name: string; item: string; position: number }>
}

type CardData = { title: string; excerpt: string; category: string }

const cards = (page: Page) => page.getByTestId('blog-card')

async function readCards(page: Page): Promise<CardData[]> {
  const list = cards(page)
  const count = await list.count()
  const data: CardData[] = []
  for (let index = 0; index < count; index++) {
    const card = list.nth(index)
    data.push({
      title: (await card.getByTestId('blog-card-title').innerText()).trim(),
      excerpt: (await card.getByTestId('blog-card-excerpt').textContent())?.trim() ?? '',
      category: (await card.getByTestId('blog-card-category').innerText()).trim(),
    })
  }
  return data
}

/** The spec's rule: case-insensitive substring of title, excerpt or category. */
function expectedTitles(all: CardData[], query: string): string[] {
  const needle = query.trim().toLowerCase()
  return all
    .filter((card) => [card.title, card.excerpt, card.category].some((field) => field.toLowerCase().includes(needle)))
    .map((card) => card.title)
}

async function search(page: Page, query: string) {
  await page.getByLabel('Search articles').fill(query)
}

async function expectResults(page: Page, titles: string[]) {
  await expect(page.getByRole('status')).toHaveText(`${titles.length} ${titles.length === 1 ? 'article' : 'articles'}`)
  await expect(page.getByTestId('blog-card-title')).toHaveText(titles)
}

/** The id of the newest article, taken from the list's first Read more link. */
async function firstArticleId(page: Page): Promise<string> {
  await page.goto('/blog')
  const href = await cards(page)
    .first()
    .getByRole('link', { name: /^Read more/ })
    .getAttribute('href')
  const id = href?.match(/^\/blog\/([a-z0-9-]+)$/)?.[1]
  expect(id, `first card links to /blog/{id}, got ${href}`).toBeTruthy()
  return id!
}

/** No broken image is displayed: a failed image's frame shows its placeholder instead. */
async function expectNoBrokenImages(scope: Locator) {
  const broken = await scope.locator('img').evaluateAll(
    (images) =>
      images.filter((element) => {
        const image = element as HTMLImageElement
        return image.complete && image.naturalWidth === 0 && image.checkVisibility()
      }).length,
  )
  expect(broken).toBe(0)
}

test.describe('blog list', () => {
  test('shows twelve cards, newest first, with category, date, read time and Read more', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(cards(page)).toHaveCount(ARTICLE_COUNT)
    await expect(page.getByRole('status')).toHaveText(`${ARTICLE_COUNT} articles`)

    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates).toHaveLength(ARTICLE_COUNT)
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}/.test(date))).toBe(true)
    expect([...dates].sort().reverse(), 'cards are sorted newest first').toEqual(dates)

    for (const card of await cards(page).all()) {
      const title = (await card.getByTestId('blog-card-title').innerText()).trim()
      await expect(card.getByTestId('blog-card-category')).not.toBeEmpty()
      await expect(card.locator('time')).toHaveText(DATE_PATTERN)
      await expect(card.getByTestId('blog-card-read-time')).toHaveText(/^\d+ min read$/)
      const readMore = card.getByRole('link', { name: /^Read more/ })
      await expect(readMore).toHaveCount(1)
      await expect(readMore).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
      // The link's accessible name names the article, not just "Read more".
      expect(await readMore.evaluate((link) => link.textContent ?? '')).toContain(title)
    }
  })

  test('Read more opens the article', async ({ page }) => {
    await page.goto('/blog')
    const first = cards(page).first()
    const href = await first.getByRole('link', { name: /^Read more/ }).getAttribute('href')
    await first.getByRole('link', { name: /^Read more/ }).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('search narrows live by title, excerpt and category, case-insensitively', async ({ page }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(ARTICLE_COUNT)
    const all = await readCards(page)

    // By title: part of one title, in upper case.
    const titleQuery = all[5]!.title.slice(0, 14).toUpperCase()
    const byTitle = expectedTitles(all, titleQuery)
    expect(byTitle).toContain(all[5]!.title)
    await search(page, titleQuery)
    await expectResults(page, byTitle)

    // By excerpt: a word that appears in excerpts only, in mixed case.
    const words = new Set(all.flatMap((card) => card.excerpt.toLowerCase().match(/[a-z]{7,}/g) ?? []))
    const excerptWord = [...words].find((word) => {
      const hits = expectedTitles(all, word)
      return (
        hits.length > 0 &&
        hits.length < ARTICLE_COUNT &&
        all.every((card) => !`${card.title} ${card.category}`.toLowerCase().includes(word))
      )
    })
    expect(excerptWord, 'some word occurs only in excerpts').toBeTruthy()
    const mixedCase = excerptWord!.replace(/^./, (letter) => letter.toUpperCase())
    await search(page, mixedCase)
    await expectResults(page, expectedTitles(all, excerptWord!))

    // By category, lower case: every card of that category is found.
    const category = all.find((card) => all.filter((other) => other.category === card.category).length > 1)!.category
    const byCategory = expectedTitles(all, category.toLowerCase())
    expect(byCategory.length).toBeLessThan(ARTICLE_COUNT)
    for (const card of all.filter((card) => card.category === category)) expect(byCategory).toContain(card.title)
    await search(page, `  ${category.toLowerCase()}  `)
    await expectResults(page, byCategory)

    // Clearing the box shows everything again.
    await search(page, '')
    await expect(cards(page)).toHaveCount(ARTICLE_COUNT)
  })

  test('search with no match shows the empty state, and Clear search restores the list', async ({ page }) => {
    await page.goto('/blog')
    await search(page, 'qqqzzz no such article')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveText('0 articles')
    const empty = page.getByTestId('blog-empty-state')
    await expect(empty).toBeVisible()
    await expect(empty).toContainText('qqqzzz no such article')
    await empty.getByRole('button', { name: 'Clear search' }).click()
    await expect(cards(page)).toHaveCount(ARTICLE_COUNT)
    await expect(page.getByLabel('Search articles')).toBeFocused()
    await expect(page.getByLabel('Search articles')).toHaveValue('')
  })

  test('images load with explicit dimensions', async ({ page }) => {
    await page.goto('/blog')
    const image = cards(page).first().locator('img')
    await expect(image).toHaveAttribute('sizes', /.+/)
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
    await expect(image).toHaveAttribute('alt', /.{10,}/)
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    // Every card, including the lazy ones further down, shows its image and no placeholder.
    for (const card of await cards(page).all()) {
      await card.scrollIntoViewIfNeeded()
      const cardImage = card.locator('img')
      await expect.poll(() => cardImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
      await expect(cardImage).toBeVisible()
      await expect(card.getByTestId('image-placeholder')).toBeHidden()
    }
  })

  test('an image that fails to load is replaced by a placeholder, never a broken image', async ({ page }) => {
    await page.route('**/content-images/**', (route) => route.abort())
    await page.route('**/_next/image**', (route) => route.abort())
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(ARTICLE_COUNT)
    // Cards further down load their (lazy) images only when scrolled near.
    for (const card of await cards(page).all()) {
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByRole('img', { name: /.{10,}/ })).toBeVisible()
      await expect(card.getByTestId('image-placeholder')).toBeVisible()
      await expect(card.locator('img')).toBeHidden()
    }
    await expectNoBrokenImages(page.locator('main'))
  })
})

test.describe('blog article', () => {
  test('has the spec structure: hero, overview lists, five numbered sections, related posts', async ({ page }) => {
    const id = await firstArticleId(page)
    await page.goto(`/blog/${id}`)

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog')
    const updated = page.locator('article header p', { hasText: /^Updated / })
    await expect(updated).toBeVisible()
    await expect(updated.locator('time')).toHaveText(DATE_PATTERN)
    await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/)

    for (const name of ["What you'll learn", 'Key benefits']) {
      const list = page.getByRole('region', { name })
      await expect(list).toBeVisible()
      expect(await list.getByRole('listitem').count()).toBeGreaterThan(0)
    }

    const sections = page.getByTestId('article-section')
    await expect(sections).toHaveCount(5)
    await expect(sections.getByTestId('section-number')).toHaveText(['1', '2', '3', '4', '5'])
    const ids = await sections.evaluateAll((all) => all.map((section) => section.id))
    expect(ids).toEqual(['why-it-matters', 'understanding', 'strategies', 'problem', 'solution'])
    for (const section of await sections.all()) await expect(section.getByRole('heading', { level: 2 })).toHaveCount(1)

    expect(await page.locator('#why-it-matters p').count()).toBeGreaterThan(1)
    await expect(page.locator('#understanding > ul > li')).toHaveCount(3)
    await expect(page.getByTestId('how-it-works').locator('> li')).toHaveCount(5)
    expect(await page.getByTestId('how-it-works').evaluate((list) => list.tagName)).toBe('OL')

    const strategies = page.getByTestId('strategy')
    await expect(strategies).toHaveCount(4)
    for (const strategy of await strategies.all()) {
      const tip = strategy.getByTestId('strategy-tip')
      await expect(tip.getByText('Tip', { exact: true })).toBeVisible()
      expect((await tip.innerText()).length).toBeGreaterThan('Tip'.length + 10)
    }

    await expect(page.locator('#problem > ul > li')).toHaveCount(3)
    await expect(page.locator('#solution > ul > li')).toHaveCount(6)
    await expect(page.getByTestId('why-product')).toBeVisible()

    // The table of contents links to each section.
    for (const sectionId of ids) {
      await expect(
        page.getByRole('navigation', { name: 'In this article' }).locator(`a[href="#${sectionId}"]`),
      ).toHaveCount(1)
    }

    const journey = page.getByRole('region', { name: 'Continue your learning journey' })
    const related = journey.getByTestId('related-post')
    await expect(related).toHaveCount(ARTICLE_COUNT - 1)
    const relatedLinks = await related
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(relatedLinks).toHaveLength(ARTICLE_COUNT - 1)
    expect(relatedLinks).not.toContain(`/blog/${id}`)
    expect(new Set(relatedLinks).size).toBe(ARTICLE_COUNT - 1)
    await expect(journey.getByRole('link', { name: 'Learn more about Assessa' })).toHaveAttribute('href', '/')
  })

  test('the site header is not shown on an article', async ({ page }) => {
    const id = await firstArticleId(page)
    await page.goto(`/blog/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })

  test('Back to blog returns to the list', async ({ page }) => {
    const id = await firstArticleId(page)
    await page.goto(`/blog/${id}`)
    await page.getByRole('link', { name: 'Back to blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(ARTICLE_COUNT)
  })

  test('the article image falls back to a placeholder when it fails', async ({ page }) => {
    const id = await firstArticleId(page)
    await page.route('**/content-images/**', (route) => route.abort())
    await page.route('**/_next/image**', (route) => route.abort())
    await page.goto(`/blog/${id}`)
    await expect(page.locator('article header').getByTestId('image-placeholder')).toBeVisible()
    await expectNoBrokenImages(page.locator('main'))
  })

  test('an unknown id answers 404 with "Blog post not found"', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found')
    await expect(page.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog')
  })

  test('metadata: canonical, Open Graph, Twitter card and structured data', async ({ page, request }) => {
    const id = await firstArticleId(page)
    await page.goto(`/blog/${id}`)
    const head = page.locator('head')

    // The product suffix appears once, whether or not the editor's search title already has it.
    expect(await page.title()).not.toMatch(/(\| [^|]+) \1$/)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${id}$`))
    const ogTitle = await head.locator('meta[property="og:title"]').getAttribute('content')
    expect(ogTitle?.length).toBeGreaterThan(5)
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      /^\d{4}-\d{2}-\d{2}/,
    )
    await expect(head.locator('meta[property="article:modified_time"]')).toHaveAttribute(
      'content',
      /^\d{4}-\d{2}-\d{2}/,
    )
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

    const ogImage = await head.locator('meta[property="og:image"]').first().getAttribute('content')
    expect(ogImage).toContain(`/blog/${id}/opengraph-image`)
    await expect(head.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200')
    await expect(head.locator('meta[property="og:image:height"]').first()).toHaveAttribute('content', '630')
    await expect(head.locator('meta[name="twitter:image"]').first()).toHaveAttribute('content', /opengraph-image/)

    const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expect((await image.body()).subarray(1, 4).toString()).toBe('PNG')

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((text) => JSON.parse(text) as JsonLdEntry)
    const posting = data.find((entry) => entry['@type'] === 'BlogPosting')
    const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList')
    expect(posting, 'BlogPosting JSON-LD').toBeTruthy()
    expect(breadcrumbs, 'BreadcrumbList JSON-LD').toBeTruthy()
    expect(posting!.headline).toBeTruthy()
    expect(posting!.description).toBeTruthy()
    expect(posting!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(posting!.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(posting!.image?.[0]).toMatch(/^https?:\/\//)
    expect(posting!.author?.['@type']).toBe('Organization')
    expect(posting!.publisher?.name).toBeTruthy()
    expect(posting!.mainEntityOfPage?.['@id']).toMatch(new RegExp(`/blog/${id}$`))
    const trail = breadcrumbs!.itemListElement ?? []
    expect(trail.map((item) => item.name)).toEqual(['Home', 'Blog', posting!.headline])
    expect(trail.map((item) => new URL(item.item).pathname)).toEqual(['/', '/blog', `/blog/${id}`])
  })

  test('FAQ topics have a generated social image', async ({ page, request }) => {
    const topic = 'assessment-types'
    await page.goto(`/faq/${topic}`)
    const ogImage = await page.locator('head meta[property="og:image"]').first().getAttribute('content')
    expect(ogImage).toContain(`/faq/${topic}/opengraph-image`)
    const { pathname, search } = new URL(ogImage!)
    const response = await request.get(pathname + search)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect((await request.get(pathname.replace(topic, 'no-such-topic'))).status()).toBe(404)
  })

  test('article and list fit a phone screen @phone', async ({ page }) => {
    const id = await firstArticleId(page)
    for (const path of ['/blog', `/blog/${id}`]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
  })
})
