import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Request } from '@playwright/test'
import { untilIdle } from './idle'

/**
 * The chat widget (spec §2 Chatbot widget, §4, §5, §8; decisions.md Chat): consent gate,
 * hidden paths, bubble and tooltip, the window and its keyboard behaviour, sending, links in
 * replies, and every failure text (forced by intercepting the API call). The happy paths go
 * through the real route and its grounded answers.
 */

const API = '**/api/chatbot/message'
const CONSENT_KEY = 'assessa.cookie-preferences'
const TOOLTIP_KEY = 'assessa.chat-tooltip-dismissed'

// Texts the CMS owns are read from the embedded dataset the server renders.
const settings = fs
  .readFileSync(path.join(import.meta.dirname, '..', '..', 'content', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string } & Record<string, string>)
  .find((doc) => doc._id === 'siteSettings')!
const ASSISTANT = settings.assistantName!
const GREETING = settings.chatGreeting!
const EMAIL = settings.contactEmail!
const PRODUCT_SLUG = settings.productSlug!

const ERROR_TEXT = 'Sorry, there was an error. Please try again.'
const TECHNICAL_TEXT = `Sorry, there was a technical error. Please try again or contact us directly at ${EMAIL}.`

/** Cookie preferences saved before any page script runs, as a returning visitor has them. */
async function withSavedConsent(page: Page) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value)
    },
    [
      CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: new Date().toISOString() }),
    ] as const,
  )
}

function widget(page: Page) {
  return {
    bubble: page.getByRole('button', { name: 'Open chat', exact: true }),
    bubbleOpen: page.getByRole('button', { name: 'Close chat', exact: true }),
    tooltip: page.getByText('Need help? Just ask!'),
    dismiss: page.getByRole('button', { name: 'Dismiss', exact: true }),
    dialog: page.getByRole('dialog', { name: ASSISTANT }),
    close: page.getByRole('dialog', { name: ASSISTANT }).getByRole('button', { name: 'Close', exact: true }),
    log: page.getByRole('log'),
    input: page.getByPlaceholder('Type a message...'),
    send: page.getByRole('button', { name: 'Send message' }),
    loading: page.getByTestId('chat-loading'),
    botMessages: page.locator('[role="log"] li[data-sender="bot"]'),
    userMessages: page.locator('[role="log"] li[data-sender="user"]'),
  }
}
type Widget = ReturnType<typeof widget>

async function openChat(page: Page, url = '/pricing'): Promise<Widget> {
  await withSavedConsent(page)
  await page.goto(url)
  const w = widget(page)
  await w.bubble.click()
  await expect(w.dialog).toBeVisible()
  return w
}

/** The page has hydrated and run its client code (the consent store answered). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await untilIdle(page)
}

test.describe('consent gate', () => {
  test('no chat before cookie preferences are saved; the bubble appears after "Accept all"', async ({ page }) => {
    await page.goto('/')
    const w = widget(page)
    const accept = page.getByRole('button', { name: 'Accept all' })
    await expect(accept).toBeVisible()
    await settle(page)
    await expect(w.bubble).toHaveCount(0)
    await accept.click()
    await expect(w.bubble).toBeVisible()
    await expect(w.tooltip).toBeVisible()
  })

  test('saving a choice in Cookie Settings also shows the chat', async ({ page }) => {
    await page.goto('/about')
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Settings', exact: true })
      .click()
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(widget(page).bubble).toBeVisible()
  })

  test('a returning visitor with saved preferences sees the chat at once', async ({ page }) => {
    await withSavedConsent(page)
    await page.goto('/faq')
    await expect(widget(page).bubble).toBeVisible()
  })
})

test.describe('hidden paths', () => {
  for (const url of [
    '/blog',
    '/blog/formative-assessment',
    '/blog/x',
    '/auth',
    '/auth/sign-in',
    `/${PRODUCT_SLUG}`,
    `/${PRODUCT_SLUG}/anything`,
  ]) {
    test(`hidden on ${url}`, async ({ page }) => {
      await withSavedConsent(page)
      await page.goto(url)
      await settle(page)
      await expect(widget(page).bubble).toHaveCount(0)
      await expect(page.getByRole('dialog', { name: ASSISTANT })).toHaveCount(0)
    })
  }

  test('/auth is the 404 page, still without the chat', async ({ page }) => {
    await withSavedConsent(page)
    const response = await page.goto('/auth')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found')).toBeVisible()
    await settle(page)
    await expect(widget(page).bubble).toHaveCount(0)
  })

  test('shown on other pages, and leaves when client-side navigation reaches the blog', async ({ page }) => {
    await withSavedConsent(page)
    await page.goto('/pricing')
    const w = widget(page)
    await expect(w.bubble).toBeVisible()
    await page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first().click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(w.bubble).toHaveCount(0)
  })

  test('the widget code is fetched only where the chat can show', async ({ page }) => {
    await withSavedConsent(page)
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    const loadedWidget = async () => (await Promise.all(scripts)).some((code) => code.includes('Need help? Just ask!'))

    await page.goto('/blog')
    await settle(page)
    expect(await loadedWidget()).toBe(false)

    await page.goto('/pricing')
    await expect(widget(page).bubble).toBeVisible()
    expect(await loadedWidget()).toBe(true)
  })
})

test.describe('bubble and tooltip', () => {
  test('the tooltip is dismissed with its X and stays dismissed', async ({ page }) => {
    await withSavedConsent(page)
    await page.goto('/')
    const w = widget(page)
    await expect(w.tooltip).toBeVisible()
    await w.dismiss.click()
    await expect(w.tooltip).toHaveCount(0)
    await expect(w.bubble).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), TOOLTIP_KEY)).toBe('1')
    await page.reload()
    await expect(w.bubble).toBeVisible()
    await expect(w.tooltip).toHaveCount(0)
  })

  test('the tooltip is gone for good after the first toggle', async ({ page }) => {
    await withSavedConsent(page)
    await page.goto('/')
    const w = widget(page)
    await expect(w.tooltip).toBeVisible()
    await w.bubble.click()
    await expect(w.dialog).toBeVisible()
    await w.bubbleOpen.click()
    await expect(w.dialog).toHaveCount(0)
    await expect(w.tooltip).toHaveCount(0)
    await page.goto('/about')
    await expect(w.bubble).toBeVisible()
    await expect(w.tooltip).toHaveCount(0)
  })

  test('the bubble toggles the window and says what it does', async ({ page }) => {
    await withSavedConsent(page)
    await page.goto('/')
    const w = widget(page)
    await expect(w.bubble).toHaveAttribute('aria-expanded', 'false')
    await w.bubble.click()
    await expect(w.dialog).toBeVisible()
    await expect(w.bubbleOpen).toHaveAttribute('aria-expanded', 'true')
    await w.bubbleOpen.click()
    await expect(w.dialog).toHaveCount(0)
    await expect(w.bubble).toBeVisible()
  })
})

test.describe('chat window', () => {
  test('is a dialog titled with the assistant name, opening with the greeting from site settings', async ({ page }) => {
    const w = await openChat(page)
    await expect(w.dialog.getByRole('heading', { name: ASSISTANT })).toBeVisible()
    await expect(w.botMessages).toHaveCount(1)
    await expect(w.botMessages.first()).toContainText(GREETING)
    await expect(w.log).toHaveAttribute('aria-live', 'polite')
    await expect(w.input).toHaveAttribute('maxlength', '500')
    await expect(page.getByLabel(`Message to ${ASSISTANT}`)).toBeVisible()
    await expect(w.send).toBeDisabled()
  })

  test('focus moves into the window on open and back to the bubble on close (button and Escape)', async ({ page }) => {
    const w = await openChat(page)
    await expect(w.input).toBeFocused()
    await w.close.click()
    await expect(w.dialog).toHaveCount(0)
    await expect(w.bubble).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(w.dialog).toBeVisible()
    await expect(w.input).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(w.dialog).toHaveCount(0)
    await expect(w.bubble).toBeFocused()
  })

  test('is fully keyboard operable', async ({ page }) => {
    await withSavedConsent(page)
    await page.goto('/pricing')
    const w = widget(page)
    await expect(w.bubble).toBeVisible()
    await w.bubble.focus()
    await page.keyboard.press('Space')
    await expect(w.input).toBeFocused()
    await page.keyboard.type('do students need accounts?')
    await page.keyboard.press('Enter')
    await expect(w.botMessages.nth(1)).toContainText('QR code')
    await expect(w.input).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(w.dialog.getByRole('link').last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(w.bubble).toBeFocused()
  })

  test('answers from the site, links the page, and follows up within the session', async ({ page }) => {
    const w = await openChat(page, '/faq')
    await w.input.fill('how many classes can I have on the free plan?')
    await w.send.click()
    await expect(w.userMessages.last()).toHaveText(/how many classes can I have on the free plan\?/)
    await expect(w.botMessages.nth(1)).toContainText('The Free plan includes 1 class.')
    await w.input.fill('and on Pro?')
    await w.input.press('Enter')
    await expect(w.botMessages.nth(2)).toContainText('The Pro plan includes 50 classes.')

    // "More: [Pricing](/pricing)" is a real link, never raw markdown or HTML.
    const link = w.botMessages.nth(2).getByRole('link', { name: 'Pricing' })
    await expect(link).toHaveAttribute('href', '/pricing')
    await expect(w.botMessages.nth(2)).not.toContainText('](')
    await link.click()
    await expect(page).toHaveURL(/\/pricing$/)
    // The conversation survives client-side navigation.
    await expect(w.botMessages).toHaveCount(3)
  })

  test('trims the message, sends nothing empty, and caps input at 500 characters', async ({ page }) => {
    const w = await openChat(page)
    const bodies: { message: string; sessionId: string }[] = []
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/chatbot/message')) bodies.push(request.postDataJSON())
    })

    await w.input.fill('    ')
    await expect(w.send).toBeDisabled()
    await w.input.press('Enter')
    await expect(w.userMessages).toHaveCount(0)

    await w.input.fill('x'.repeat(600))
    expect((await w.input.inputValue()).length).toBe(500)

    await w.input.fill('   hi   ')
    await w.input.press('Enter')
    await expect(w.userMessages.last()).toContainText('hi')
    await expect(w.botMessages).toHaveCount(2)
    expect(bodies).toHaveLength(1)
    expect(bodies[0]!.message).toBe('hi')
    expect(bodies[0]!.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  test('uses one session id per widget load', async ({ page }) => {
    const w = await openChat(page)
    const ids: string[] = []
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/chatbot/message'))
        ids.push((request.postDataJSON() as { sessionId: string }).sessionId)
    })
    for (const message of ['hi', 'thanks']) {
      await w.input.fill(message)
      await w.input.press('Enter')
      await expect(w.input).toBeEnabled()
    }
    await page.reload()
    await w.bubble.click()
    await w.input.fill('bye')
    await w.input.press('Enter')
    await expect(w.botMessages).toHaveCount(2)
    expect(ids).toHaveLength(3)
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).not.toBe(ids[0])
  })

  test('shows a loading indicator and disables the input while waiting', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(API, async (route) => {
      await held
      await route.fulfill({ json: { reply: 'Here you go.' } })
    })
    const w = await openChat(page)
    await w.input.fill('hello')
    await w.input.press('Enter')
    await expect(w.loading).toBeVisible()
    await expect(w.input).toBeDisabled()
    await expect(w.send).toBeDisabled()
    release()
    await expect(w.botMessages.last()).toHaveText(`${ASSISTANT}: Here you go.`)
    await expect(w.loading).toHaveCount(0)
    await expect(w.input).toBeEnabled()
    await expect(w.input).toBeFocused()
  })

  test('has no accessibility violations when open', async ({ page }) => {
    const w = await openChat(page)
    await w.input.fill('do students need accounts?')
    await w.input.press('Enter')
    await expect(w.botMessages).toHaveCount(2)
    const results = await new AxeBuilder({ page }).include('[data-testid="chat-widget"]').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
})

test.describe('failure texts (spec §8)', () => {
  async function answerWith(page: Page, fulfil: Parameters<Page['route']>[1]) {
    await page.route(API, fulfil)
    const w = await openChat(page)
    await w.input.fill('how do I cancel?')
    await w.input.press('Enter')
    return w
  }

  test('shows the server’s reply even on an error status', async ({ page }) => {
    const w = await answerWith(page, (route) =>
      route.fulfill({ status: 503, json: { reply: 'We are busy, please ask again shortly.', error: 'busy' } }),
    )
    await expect(w.botMessages.last()).toContainText('We are busy, please ask again shortly.')
  })

  test('an error field without a reply shows the generic error', async ({ page }) => {
    const w = await answerWith(page, (route) => route.fulfill({ status: 429, json: { error: 'Too many requests.' } }))
    await expect(w.botMessages.last()).toHaveText(`${ASSISTANT}: ${ERROR_TEXT}`)
  })

  test('a failed request shows the technical error with the contact address', async ({ page }) => {
    const w = await answerWith(page, (route) => route.abort('failed'))
    await expect(w.botMessages.last()).toHaveText(`${ASSISTANT}: ${TECHNICAL_TEXT}`)
    await expect(w.input).toBeEnabled()
  })

  test('a body that is not JSON shows the technical error', async ({ page }) => {
    const w = await answerWith(page, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
    )
    await expect(w.botMessages.last()).toHaveText(`${ASSISTANT}: ${TECHNICAL_TEXT}`)
  })

  test('never renders HTML from a reply', async ({ page }) => {
    const w = await answerWith(page, (route) =>
      route.fulfill({
        json: { reply: '<img src=x onerror="window.__pwned=1"> [bad](javascript:alert(1)) [ok](/faq)' },
      }),
    )
    await expect(w.botMessages.last()).toContainText('<img src=x onerror="window.__pwned=1">')
    await expect(w.botMessages.last().getByRole('link')).toHaveCount(1)
    await expect(w.botMessages.last().getByRole('link', { name: 'ok' })).toHaveAttribute('href', '/faq')
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })
})

test('fits a phone screen @phone', async ({ page }) => {
  const w = await openChat(page)
  const box = (await w.dialog.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  await w.input.fill('How much does the Advanced plan cost?')
  await w.send.click()
  await expect(w.botMessages.nth(1)).toContainText('$4.7 per month')
})
