import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConsentStore } from '@/features/consent/store'
import { ConsentModeScript } from '@/features/consent/ConsentModeScript'
import { DEFAULT_CONSENT_SIGNALS, consentModeBootstrap, consentSignals } from '@/features/consent/consent-mode'
import { DEFAULT_CONSENT_COMMAND } from '../consent-default'
import { fakeCookieJar, fakeEnvironment, START } from './consent-fakes'

type Entry = IArguments | Record<string, unknown>
type FakeWindow = { dataLayer?: Entry[]; [key: string]: unknown }

/** dataLayer entries as plain arrays, the way gtag.js reads them. */
const commands = (win: FakeWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

/** Runs the inline head script the way the browser would, against a fake window. */
function runBootstrap(win: FakeWindow, gaId?: string) {
  new Function('window', consentModeBootstrap(gaId))(win)
}

describe('consent mode bootstrap (inline head script)', () => {
  it('records default denied for all four Consent Mode v2 signals as the first dataLayer entry', () => {
    const win: FakeWindow = {}
    runBootstrap(win)
    expect(commands(win)).toEqual([DEFAULT_CONSENT_COMMAND])
    // gtag.js only understands Arguments objects, not arrays.
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]')
  })

  it('keeps entries queued before it and configures GA only when an id is set', () => {
    const win: FakeWindow = { dataLayer: [{ event: 'earlier' }] }
    runBootstrap(win, 'G-TEST123')
    expect(win.dataLayer![0]).toEqual({ event: 'earlier' })
    const rest = commands({ dataLayer: win.dataLayer!.slice(1) })
    expect(rest.map((command) => command[0])).toEqual(['consent', 'js', 'config'])
    expect(rest[2]).toEqual(['config', 'G-TEST123'])
    expect(consentModeBootstrap()).not.toContain('config')
  })

  it('escapes values so they cannot end the script element', () => {
    expect(consentModeBootstrap('</script><script>alert(1)</script>')).not.toContain('</script>')
  })

  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
    expect(consentSignals({ analytics: false, marketing: false })).toEqual(DEFAULT_CONSENT_SIGNALS)
  })
})

describe('ConsentModeScript', () => {
  it('renders the inline default-consent script with the nonce and no third-party script without a GA id', () => {
    const html = renderToStaticMarkup(<ConsentModeScript nonce="n0nce" gaId={undefined} />)
    expect(html).toMatch(/^<script id="consent-mode-default" nonce="n0nce">/)
    expect(html).toContain(`gtag('consent','default'`)
    expect(html).not.toContain('googletagmanager')
  })
})

describe('analytics module', () => {
  let win: FakeWindow
  let fake: ReturnType<typeof fakeEnvironment>

  beforeEach(() => {
    vi.resetModules()
    fake = fakeEnvironment()
    // The module's own store reads the browser globals (and the real clock); give it a fake window and document.
    win = {
      localStorage: fake.storage,
      location: { protocol: 'http:' },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', fake.cookies)
    runBootstrap(win)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const load = () => import('@/features/consent/analytics')

  it('sends nothing beyond the default while the visitor has not answered', async () => {
    const { startConsentSignals } = await load()
    const stop = startConsentSignals()
    stop()
    expect(commands(win).map((command) => command.slice(0, 2))).toEqual([['consent', 'default']])
  })

  it('applies saved preferences on start, then every change, once each, after the default', async () => {
    const { startConsentSignals } = await load()
    const { consentStore } = await import('@/features/consent/store')
    fake.storage!.setItem(
      'assessa.cookie-preferences',
      JSON.stringify({ necessary: true, analytics: true, marketing: false, savedAt: new Date().toISOString() }),
    )

    const stop = startConsentSignals()
    startConsentSignals()() // a second start (strict mode) sends nothing new
    consentStore.save({ analytics: true, marketing: true })
    consentStore.save({ analytics: true, marketing: true }) // unchanged: nothing new
    consentStore.save({ analytics: false, marketing: false })
    stop()

    expect(commands(win)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', consentSignals({ analytics: true, marketing: false })],
      ['consent', 'update', consentSignals({ analytics: true, marketing: true })],
      ['consent', 'update', consentSignals({ analytics: false, marketing: false })],
    ])
  })

  it('trackEvent queues the saved consent ahead of the first event', async () => {
    const { trackEvent, PRICING_VIEW_EVENT } = await load()
    const { consentStore } = await import('@/features/consent/store')
    fake.storage!.setItem(
      'assessa.cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: new Date().toISOString() }),
    )
    expect(consentStore.getSnapshot().saved).toBe(true)

    trackEvent(PRICING_VIEW_EVENT, { page_path: '/pricing' })

    expect(commands(win)).toEqual([
      ['consent', 'default', expect.any(Object)],
      ['consent', 'update', consentSignals({ analytics: false, marketing: false })],
      ['event', 'view_pricing', { page_path: '/pricing' }],
    ])
  })

  it('trackEvent still records to dataLayer before any answer (gtag.js, if loaded, keeps it cookieless)', async () => {
    const { trackEvent } = await load()
    trackEvent('view_pricing')
    expect(commands(win)).toEqual([
      ['consent', 'default', expect.any(Object)],
      ['event', 'view_pricing', {}],
    ])
  })

  it('refuses event names GA4 would reject', async () => {
    const { trackEvent } = await load()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    trackEvent('view pricing!')
    expect(error).toHaveBeenCalledOnce()
    expect(commands(win)).toHaveLength(1)
    error.mockRestore()
  })

  it('records the denied default itself if the head script did not run (e.g. blocked by CSP)', async () => {
    delete win.dataLayer
    const { trackEvent } = await load()
    trackEvent('view_pricing')
    expect(commands(win)).toEqual([
      ['consent', 'default', { ...DEFAULT_CONSENT_SIGNALS, wait_for_update: 500 }],
      ['event', 'view_pricing', {}],
    ])
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]')
  })

  it('works with an injected store (e.g. another tab changed consent)', async () => {
    const { startConsentSignals } = await load()
    const other = fakeEnvironment()
    const store = createConsentStore(() => other.environment)
    const stop = startConsentSignals(store)
    createConsentStore(() => ({ ...other.environment, cookies: fakeCookieJar(() => START) })).acceptAll()
    other.otherTabChanged()
    stop()
    expect(commands(win)[1]).toEqual(['consent', 'update', consentSignals({ analytics: true, marketing: true })])
  })
})
