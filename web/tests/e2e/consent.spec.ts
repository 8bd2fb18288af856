import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { untilIdle } from './idle'
import { DEFAULT_CONSENT_COMMAND } from '../consent-default'

/**
 * Cookie consent (bottom bar + Cookie Settings panel by default, compact banner when chosen in
 * site settings) and the Consent Mode signals and events it feeds into window.dataLayer.
 */

const STORAGE_KEY = 'assessa.cookie-preferences'
const COOKIE = 'CookieConsent'
const YEAR_S = 365 * 24 * 60 * 60

type Command = unknown[]

/** dataLayer as plain arrays (gtag pushes Arguments objects). */
async function dataLayer(page: Page): Promise<Command[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  )
}

const consentCommands = (layer: Command[]) => layer.filter((command) => command[0] === 'consent')
const events = (layer: Command[], name: string) =>
  layer.filter((command) => command[0] === 'event' && command[1] === name)

async function storedPreferences(page: Page) {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>)
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === COOKIE)
}

/**
 * The consent cookie once it holds `value`. The page writes it with document.cookie, which
 * reaches the browser's cookie store (what the test reads) a moment later.
 */
async function consentCookieOnceItIs(page: Page, value: 'true' | 'false') {
  await expect.poll(async () => (await consentCookie(page))?.value).toBe(value)
  return consentCookie(page)
}

function expectYearLong(cookie: Awaited<ReturnType<typeof consentCookie>>) {
  expect(cookie).toBeDefined()
  expect(cookie!.path).toBe('/')
  expect(cookie!.sameSite).toBe('Lax')
  const secondsLeft = cookie!.expires - Date.now() / 1000
  expect(secondsLeft).toBeGreaterThan(YEAR_S - 3600)
  expect(secondsLeft).toBeLessThanOrEqual(YEAR_S + 60)
}

/** Saved preferences as a returning visitor would have them (set before any page script runs). */
async function returningVisitor(page: Page, choices: { analytics: boolean; marketing: boolean }) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value)
    },
    [STORAGE_KEY, JSON.stringify({ necessary: true, ...choices, savedAt: new Date().toISOString() })] as const,
  )
}

/** After hydration a saved answer is sent as `consent update`: the sign that the consent UI has run. */
async function waitForConsentUpdate(page: Page) {
  await expect.poll(async () => consentCommands(await dataLayer(page)).length).toBeGreaterThanOrEqual(2)
}

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Cookie Settings' })

test.describe('cookie consent: bottom bar and Cookie Settings panel', () => {
  test('first visit shows the bar, records only the denied default, and reserves space for the bar', async ({
    page,
  }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (/googletagmanager\.com|google-analytics\.com/.test(new URL(request.url()).hostname))
        thirdParty.push(request.url())
    })
    await page.goto('/')
    await expect(bar(page)).toBeVisible()
    await expect(bar(page).getByRole('button', { name: 'Accept all' })).toBeVisible()
    await expect(bar(page).getByRole('button', { name: 'Settings' })).toBeVisible()

    expect(await storedPreferences(page)).toBeNull()
    expect(await consentCookie(page)).toBeUndefined()
    expect(await dataLayer(page)).toEqual([DEFAULT_CONSENT_COMMAND])

    const barHeight = await bar(page).evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
    await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe(`${barHeight}px`)
    // No GA id configured: events stay in dataLayer and no Google script is requested.
    expect(thirdParty).toEqual([])
  })

  test('Accept all persists every category, sets the cookie to true and sends the update after the default', async ({
    page,
  }) => {
    await page.goto('/')
    await bar(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(bar(page)).toHaveCount(0)

    await expect
      .poll(() => storedPreferences(page))
      .toMatchObject({
        necessary: true,
        analytics: true,
        marketing: true,
        savedAt: expect.any(String),
      })
    expectYearLong(await consentCookieOnceItIs(page, 'true'))
    await expect
      .poll(async () => consentCommands(await dataLayer(page)))
      .toEqual([
        ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
        [
          'consent',
          'update',
          {
            ad_storage: 'granted',
            analytics_storage: 'granted',
            ad_user_data: 'granted',
            ad_personalization: 'granted',
          },
        ],
      ])
    await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('')
  })

  test('Settings opens an accessible dialog; necessary is locked on; unchecking analytics and saving stores false', async ({
    page,
  }) => {
    await page.goto('/')
    await bar(page).getByRole('button', { name: 'Settings' }).click()
    const panel = settingsPanel(page)
    await expect(panel).toBeVisible()
    await expect(panel).toHaveAttribute('aria-modal', 'true')
    // Focus moves into the panel.
    await expect(panel.getByRole('checkbox', { name: 'Analytics' })).toBeFocused()

    const necessary = panel.getByRole('checkbox', { name: 'Necessary' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await necessary.click({ force: true })
    await expect(necessary).toBeChecked()

    // Nothing is pre-ticked (consent must be an active choice).
    const analytics = panel.getByRole('checkbox', { name: 'Analytics' })
    const marketing = panel.getByRole('checkbox', { name: 'Marketing' })
    await expect(analytics).not.toBeChecked()
    await expect(marketing).not.toBeChecked()
    await expect(analytics).toHaveAccessibleDescription(/improve the site/)

    await analytics.check()
    await analytics.uncheck()
    await panel.getByRole('button', { name: 'Save Settings' }).click()
    await expect(panel).toBeHidden()
    await expect(bar(page)).toHaveCount(0)

    await expect
      .poll(() => storedPreferences(page))
      .toMatchObject({ necessary: true, analytics: false, marketing: false })
    expectYearLong(await consentCookieOnceItIs(page, 'false'))
    await expect
      .poll(async () => consentCommands(await dataLayer(page)).at(-1))
      .toEqual([
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ])
  })

  test('Settings: analytics only is saved as such and sets the cookie to true', async ({ page }) => {
    await page.goto('/')
    await bar(page).getByRole('button', { name: 'Settings' }).click()
    await settingsPanel(page).getByRole('checkbox', { name: 'Analytics' }).check()
    await settingsPanel(page).getByRole('button', { name: 'Save Settings' }).click()
    await expect.poll(() => storedPreferences(page)).toMatchObject({ analytics: true, marketing: false })
    await consentCookieOnceItIs(page, 'true')
    await expect
      .poll(async () => consentCommands(await dataLayer(page)).at(-1))
      .toEqual([
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
      ])
  })

  test('closing the panel with × saves the current selection and moves focus to the page', async ({ page }) => {
    await page.goto('/')
    await bar(page).getByRole('button', { name: 'Settings' }).click()
    await settingsPanel(page).getByRole('checkbox', { name: 'Marketing' }).check()
    await settingsPanel(page).getByRole('button', { name: 'Close' }).click()
    await expect(settingsPanel(page)).toBeHidden()
    await expect(bar(page)).toHaveCount(0)
    await expect.poll(() => storedPreferences(page)).toMatchObject({ analytics: false, marketing: true })
    await consentCookieOnceItIs(page, 'true')
    // The bar (and its Settings button) is gone, so focus goes to the main content, not nowhere.
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('focus is trapped while the panel is open; Escape closes it and saves', async ({ page }) => {
    await page.goto('/')
    const opener = bar(page).getByRole('button', { name: 'Settings' })
    await opener.click()
    const panel = settingsPanel(page)
    await expect(panel).toBeVisible()

    // Tab and Shift+Tab cycle within the panel.
    const focusInPanel = () => panel.evaluate((dialog) => dialog.contains(document.activeElement))
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      expect(await focusInPanel()).toBe(true)
    }
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInPanel()).toBe(true)
    }

    await panel.getByRole('checkbox', { name: 'Analytics' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect.poll(() => storedPreferences(page)).toMatchObject({ analytics: true, marketing: false })
  })

  test('reload keeps the choice, shows no bar and re-applies it after the default', async ({ page }) => {
    await page.goto('/')
    await bar(page).getByRole('button', { name: 'Settings' }).click()
    await settingsPanel(page).getByRole('checkbox', { name: 'Analytics' }).check()
    await settingsPanel(page).getByRole('button', { name: 'Save Settings' }).click()
    await expect.poll(() => storedPreferences(page)).toMatchObject({ analytics: true, marketing: false })
    const saved = await storedPreferences(page)

    await page.reload()
    await waitForConsentUpdate(page)
    await expect(bar(page)).toHaveCount(0)
    expect(await storedPreferences(page)).toEqual(saved)
    expect(consentCommands(await dataLayer(page))).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      [
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ])
  })

  test('leaving the page while the panel is open saves the selection', async ({ page }) => {
    await page.goto('/')
    await bar(page).getByRole('button', { name: 'Settings' }).click()
    await settingsPanel(page).getByRole('checkbox', { name: 'Marketing' }).check()
    await page.reload()
    await waitForConsentUpdate(page)
    await expect(bar(page)).toHaveCount(0)
    await expect.poll(() => storedPreferences(page)).toMatchObject({ analytics: false, marketing: true })
    await consentCookieOnceItIs(page, 'true')
  })

  test('the bar and the panel pass axe (WCAG 2 A/AA)', async ({ page }) => {
    await page.goto('/')
    await expect(bar(page)).toBeVisible()
    const onBar = await new AxeBuilder({ page })
      .include('[data-consent="bar"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
    expect(onBar.violations).toEqual([])
    await bar(page).getByRole('button', { name: 'Settings' }).click()
    await expect(settingsPanel(page)).toBeVisible()
    const onPanel = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(onPanel.violations).toEqual([])
  })

  test('hydrates without errors', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    await expect(bar(page)).toBeVisible()
    await bar(page).getByRole('button', { name: 'Accept all' }).click()
    await page.reload()
    await waitForConsentUpdate(page)
    expect(errors.filter((message) => /hydrat|#418|#423|#425|consent/i.test(message))).toEqual([])
  })

  test('on a phone the bar is compact and the end of the page can be scrolled clear of it @phone', async ({ page }) => {
    await page.goto('/')
    const consentBar = bar(page)
    await expect(consentBar).toBeVisible()
    const viewport = page.viewportSize()!
    const box = (await consentBar.boundingBox())!
    expect(box.height).toBeLessThan(viewport.height * 0.3)
    await expect(consentBar.getByRole('button', { name: 'Accept all' })).toBeInViewport()

    // Scrolled to the bottom, the last footer link sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastLink = page.locator('footer a').last()
    await expect(lastLink).toBeInViewport()
    await expect
      .poll(async () => {
        const link = (await lastLink.boundingBox())!
        const barBox = (await consentBar.boundingBox())!
        return link.y + link.height <= barBox.y
      })
      .toBe(true)
  })
})

test.describe('pricing view event', () => {
  test('is recorded once per page view, after the saved consent', async ({ page }) => {
    await returningVisitor(page, { analytics: true, marketing: false })
    await page.goto('/pricing')
    await waitForConsentUpdate(page)
    await expect.poll(async () => events(await dataLayer(page), 'view_pricing').length).toBe(1)
    // Once the page is idle, a double effect (strict mode) or a re-render would have shown up; it must not.
    await untilIdle(page)
    const layer = await dataLayer(page)
    expect(events(layer, 'view_pricing')).toEqual([
      ['event', 'view_pricing', { page_path: '/pricing', page_title: expect.any(String) }],
    ])
    const order = layer.map((command) => `${command[0]} ${command[1]}`)
    expect(order.indexOf('consent default')).toBe(0)
    expect(order.indexOf('consent update')).toBeLessThan(order.indexOf('event view_pricing'))

    // Leaving and coming back (client-side navigation, same document) is a second view.
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await nav.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect.poll(async () => events(await dataLayer(page), 'view_pricing').length).toBe(2)

    // A reload is a new document and a new view.
    await page.reload()
    await expect.poll(async () => events(await dataLayer(page), 'view_pricing').length).toBe(1)
  })

  test('is recorded before the visitor answers, after the denied default', async ({ page }) => {
    await page.goto('/pricing')
    await expect(bar(page)).toBeVisible()
    await expect.poll(async () => events(await dataLayer(page), 'view_pricing').length).toBe(1)
    const layer = await dataLayer(page)
    expect(layer[0]?.slice(0, 2)).toEqual(['consent', 'default'])
    expect(consentCommands(layer)).toHaveLength(1)
  })
})

/**
 * The compact style is chosen in site settings. A second server runs the same build against a
 * copy of the embedded dataset with consentStyle 'compactBanner' (and accept-on-scroll on).
 * It gets its own copy of the build output without prerendered pages or the data cache, which
 * were rendered with the default style; Next renders those pages again on first request.
 */
test.describe('cookie consent: compact banner (site settings)', () => {
  test.describe.configure({ mode: 'serial' })

  const COMPACT_PORT = Number(process.env.E2E_COMPACT_PORT ?? 3290)
  const compactURL = `http://127.0.0.1:${COMPACT_PORT}`
  const webDir = path.resolve(import.meta.dirname, '..', '..')
  const builtDir = path.join(webDir, process.env.NEXT_DIST_DIR || '.next')
  // Inside web/ (server chunks resolve node_modules from there), not in test-results/ (which any
  // Playwright run empties at start); removed again in afterAll.
  const distDir = `${builtDir}-compact-${COMPACT_PORT}`
  let workDir = ''
  let server: ChildProcess | undefined
  let serverLog = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    workDir = mkdtempSync(path.join(tmpdir(), 'assessa-consent-compact-'))

    const source = process.env.EMBEDDED_DATASET_PATH ?? path.join(webDir, 'content', 'dataset.ndjson')
    const lines = readFileSync(source, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
    const dataset = lines.map((line) => {
      const doc = JSON.parse(line) as { _id: string } & Record<string, unknown>
      return JSON.stringify(
        doc._id === 'siteSettings' ? { ...doc, consentStyle: 'compactBanner', consentAcceptOnScroll: true } : doc,
      )
    })
    expect(dataset.some((line) => line.includes('"compactBanner"'))).toBe(true)
    const datasetPath = path.join(workDir, 'dataset.ndjson')
    writeFileSync(datasetPath, `${dataset.join('\n')}\n`)

    rmSync(distDir, { recursive: true, force: true })
    cpSync(builtDir, distDir, {
      recursive: true,
      // Prerendered pages and cached queries (from the build and from any server that already ran
      // on this build) carry the default style; without them the server renders pages anew.
      filter: (from) => {
        const relative = path.relative(builtDir, from).split(path.sep).join('/')
        if (/^(cache|server\/route-cache)(\/|$)/.test(relative)) return false
        return !(relative.startsWith('server/app/') && /\.(html|rsc|meta|body)$|\.segments(\/|$)/.test(relative))
      },
    })

    server = spawn(
      path.join(webDir, 'node_modules', '.bin', 'next'),
      ['start', '-p', String(COMPACT_PORT), '-H', '127.0.0.1'],
      {
        cwd: webDir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NEXT_DIST_DIR: path.relative(webDir, distDir),
          EMBEDDED_DATASET_PATH: datasetPath,
          DATA_DIR: path.join(workDir, 'data'),
          NEXT_TELEMETRY_DISABLED: '1',
        },
      },
    )
    server.stdout?.on('data', (chunk) => (serverLog += chunk))
    server.stderr?.on('data', (chunk) => (serverLog += chunk))

    const deadline = Date.now() + 60_000
    for (;;) {
      if (server.exitCode !== null) throw new Error(`compact server exited:\n${serverLog}`)
      const ok = await fetch(`${compactURL}/`)
        .then((response) => response.ok)
        .catch(() => false)
      if (ok) break
      if (Date.now() > deadline) throw new Error(`compact server did not start:\n${serverLog}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    }
    rmSync(distDir, { recursive: true, force: true })
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

  test('shows I understand / I decline instead of the bar', async ({ page }) => {
    await page.goto(`${compactURL}/`)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'I understand' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'I decline' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Privacy policy' }).first()).toBeVisible()
  })

  test('I understand stores CookieConsent=true (365 days, path /, Lax) and grants every category', async ({ page }) => {
    await page.goto(`${compactURL}/`)
    await banner(page).getByRole('button', { name: 'I understand' }).click()
    await expect(banner(page)).toHaveCount(0)
    expectYearLong(await consentCookieOnceItIs(page, 'true'))
    await expect
      .poll(() => storedPreferences(page))
      .toMatchObject({ necessary: true, analytics: true, marketing: true })
    await expect
      .poll(async () =>
        consentCommands(await dataLayer(page))
          .at(-1)
          ?.slice(0, 2),
      )
      .toEqual(['consent', 'update'])
  })

  test('I decline stores CookieConsent=false, keeps necessary only, and stays hidden after reload', async ({
    page,
  }) => {
    await page.goto(`${compactURL}/`)
    await banner(page).getByRole('button', { name: 'I decline' }).click()
    await expect(banner(page)).toHaveCount(0)
    expectYearLong(await consentCookieOnceItIs(page, 'false'))
    await expect
      .poll(() => storedPreferences(page))
      .toMatchObject({ necessary: true, analytics: false, marketing: false })
    await page.reload()
    await waitForConsentUpdate(page)
    await expect(banner(page)).toHaveCount(0)
  })

  test('accept on scroll (switched on in these settings) triggers past 25% of the page, not before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto(`${compactURL}/`)
    await expect(banner(page)).toBeVisible()
    const scrollTo = (share: number) =>
      page.evaluate((fraction) => {
        const root = document.documentElement
        window.scrollTo(0, (root.scrollHeight - root.clientHeight) * fraction)
      }, share)
    await scrollTo(0.15)
    await untilIdle(page)
    await expect(banner(page)).toBeVisible()
    expect(await consentCookie(page)).toBeUndefined()

    await scrollTo(0.4)
    await expect(banner(page)).toHaveCount(0)
    await consentCookieOnceItIs(page, 'true')
  })
})
