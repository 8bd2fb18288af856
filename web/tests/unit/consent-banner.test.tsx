import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CompactConsentBanner } from '@/features/consent/CompactConsentBanner.client'
import { ConsentManager } from '@/features/consent/ConsentManager.client'
import { CookieBar } from '@/features/consent/CookieBar.client'
import { CookieSettingsDialog } from '@/features/consent/CookieSettingsDialog.client'
import { ACCEPT_ON_SCROLL_PERCENT, passesScrollThreshold, scrolledPercent } from '@/features/consent/scroll'

const noop = () => undefined

/** Attributes of the element whose opening tag contains `marker`. */
function tagWith(html: string, marker: string): string {
  const start = html.lastIndexOf('<', html.indexOf(marker))
  return html.slice(start, html.indexOf('>', start) + 1)
}

describe('accept on scroll', () => {
  it('is measured over the scrollable distance and triggers only past 25%', () => {
    expect(ACCEPT_ON_SCROLL_PERCENT).toBe(25)
    const page = { scrollHeight: 3000, clientHeight: 1000 }
    expect(scrolledPercent({ ...page, scrollTop: 500 })).toBe(25)
    expect(passesScrollThreshold({ ...page, scrollTop: 500 })).toBe(false)
    expect(passesScrollThreshold({ ...page, scrollTop: 520 })).toBe(true)
    expect(passesScrollThreshold({ ...page, scrollTop: 0 })).toBe(false)
  })

  it('never triggers on a page that cannot scroll', () => {
    expect(scrolledPercent({ scrollTop: 0, scrollHeight: 800, clientHeight: 800 })).toBe(0)
    expect(passesScrollThreshold({ scrollTop: 10, scrollHeight: 800, clientHeight: 900 })).toBe(false)
  })
})

describe('compact banner', () => {
  it('offers I understand and I decline in a labelled region with a privacy link', () => {
    const html = renderToStaticMarkup(<CompactConsentBanner onAccept={noop} onDecline={noop} />)
    expect(html).toContain('aria-label="Cookie consent"')
    expect(html).toMatch(/<button type="button"[^>]*>I decline<\/button>/)
    expect(html).toMatch(/<button type="button"[^>]*bg-brand-600[^>]*>I understand<\/button>/)
    expect(html).toContain('href="/privacy-policy"')
  })
})

describe('bottom bar', () => {
  it('offers Accept all and Settings', () => {
    const html = renderToStaticMarkup(<CookieBar onAcceptAll={noop} onOpenSettings={noop} />)
    expect(html).toContain('aria-label="Cookie consent"')
    expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Settings<\/button>/)
    expect(html).toMatch(/<button type="button"[^>]*bg-brand-600[^>]*>Accept all<\/button>/)
  })
})

describe('Cookie Settings panel', () => {
  const html = renderToStaticMarkup(
    <CookieSettingsDialog initial={{ analytics: false, marketing: true }} onClosed={noop} />,
  )

  it('is a modal dialog labelled by its heading', () => {
    const dialog = tagWith(html, '<dialog')
    expect(dialog).toContain('aria-modal="true"')
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(dialog)![1]!
    expect(html).toContain(`<h2 id="${labelledBy}"`)
    expect(html).toMatch(/<h2[^>]*>Cookie Settings<\/h2>/)
  })

  it('locks the necessary box on and starts the others from the given choices', () => {
    const necessary = tagWith(html, 'name="necessary"')
    expect(necessary).toContain('checked=""')
    expect(necessary).toContain('disabled=""')
    expect(tagWith(html, 'name="analytics"')).not.toContain('checked')
    expect(tagWith(html, 'name="marketing"')).toContain('checked=""')
  })

  it('labels each box and describes it in a short sentence', () => {
    for (const [name, label] of [
      ['necessary', 'Necessary'],
      ['analytics', 'Analytics'],
      ['marketing', 'Marketing'],
    ] as const) {
      const input = tagWith(html, `name="${name}"`)
      const id = /id="([^"]+)"/.exec(input)![1]!
      const describedBy = /aria-describedby="([^"]+)"/.exec(input)![1]!
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*><input[^>]*/?>${label}</label>`))
      expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>[^<]{20,120}</p>`))
    }
  })

  it('has a Close (×) button and Save Settings', () => {
    expect(html).toMatch(/<button type="button" aria-label="Close"/)
    expect(html).toMatch(/>Save Settings<\/button>/)
  })
})

describe('ConsentManager', () => {
  it('renders nothing on the server: the answer is only known in the browser', () => {
    expect(renderToStaticMarkup(<ConsentManager consentStyle="barAndPanel" />)).toBe('')
    expect(renderToStaticMarkup(<ConsentManager consentStyle="compactBanner" acceptOnScroll />)).toBe('')
  })
})
