import { describe, expect, it } from 'vitest'
import {
  chatErrorText,
  fetchReply,
  newSessionId,
  replyFromBody,
  technicalErrorText,
} from '@/features/chat/client-reply'
import { isChatHiddenPath } from '@/features/chat/constants'
import { isAllowedHref, parseReply } from '@/features/chat/links'

/** The widget's pure parts: failure texts (spec §8), hidden paths, link parsing, session ids. */

const EMAIL = 'hello@assessa.example'

describe('what the widget shows for a server answer', () => {
  it('shows the reply when there is one, even next to an error', () => {
    expect(replyFromBody({ reply: 'Hi!' }, EMAIL)).toBe('Hi!')
    expect(replyFromBody({ reply: 'Too many messages', error: 'rate_limited' }, EMAIL)).toBe('Too many messages')
  })

  it('shows the generic error when the body has an error and no reply', () => {
    expect(replyFromBody({ error: 'Some fields are invalid.' }, EMAIL)).toBe(
      'Sorry, there was an error. Please try again.',
    )
    expect(chatErrorText).toBe('Sorry, there was an error. Please try again.')
  })

  it('shows the technical error with the contact address for anything else', () => {
    const technical =
      'Sorry, there was a technical error. Please try again or contact us directly at hello@assessa.example.'
    expect(technicalErrorText(EMAIL)).toBe(technical)
    expect(replyFromBody({}, EMAIL)).toBe(technical)
    expect(replyFromBody('text', EMAIL)).toBe(technical)
    expect(replyFromBody(null, EMAIL)).toBe(technical)
  })

  it('never throws: network failure and non-JSON bodies become the technical error', async () => {
    const technical = technicalErrorText(EMAIL)
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await fetchReply('/x', { message: 'hi', sessionId: 's' }, EMAIL, failing)).toBe(technical)
    const html = (async () => new Response('<html>502</html>', { status: 502 })) as typeof fetch
    expect(await fetchReply('/x', { message: 'hi', sessionId: 's' }, EMAIL, html)).toBe(technical)
    const withReply = (async () => Response.json({ reply: 'Busy, try later' }, { status: 503 })) as typeof fetch
    expect(await fetchReply('/x', { message: 'hi', sessionId: 's' }, EMAIL, withReply)).toBe('Busy, try later')
  })
})

describe('where the chat is hidden', () => {
  it.each([
    ['/blog', true],
    ['/blog/formative-assessment', true],
    ['/auth', true],
    ['/auth/sign-in', true],
    ['/assessa', true],
    ['/Assessa/x', true],
    ['/', false],
    ['/pricing', false],
    ['/blogger', false],
    ['/faq/blog', false],
    ['/authors', false],
  ])('%s → hidden %s', (path, hidden) => {
    expect(isChatHiddenPath(path, 'assessa')).toBe(hidden)
  })

  it('follows the product slug from site settings', () => {
    expect(isChatHiddenPath('/markly', 'markly')).toBe(true)
    expect(isChatHiddenPath('/assessa', 'markly')).toBe(false)
    expect(isChatHiddenPath('/pricing', null)).toBe(false)
  })
})

describe('links in replies', () => {
  it('turns [text](/path) and mailto links into links, and nothing else', () => {
    expect(parseReply('Yes.\n\nMore: [Pricing](/pricing)')).toEqual([
      { type: 'text', text: 'Yes.\n\nMore: ' },
      { type: 'link', text: 'Pricing', href: '/pricing' },
    ])
    expect(parseReply('Mail [us](mailto:hello@assessa.example).')).toEqual([
      { type: 'text', text: 'Mail ' },
      { type: 'link', text: 'us', href: 'mailto:hello@assessa.example' },
      { type: 'text', text: '.' },
    ])
  })

  it('leaves other schemes, other hosts and HTML as plain text', () => {
    for (const text of [
      '[x](javascript:alert(1))',
      '[x](https://evil.example)',
      '[x](//evil.example)',
      '<img src=x onerror=alert(1)>',
      '[x](/a b)',
    ]) {
      expect(parseReply(text).every((segment) => segment.type === 'text')).toBe(true)
      expect(
        parseReply(text)
          .map((segment) => segment.text)
          .join(''),
      ).toBe(text)
    }
    expect(isAllowedHref('/best-practice/step4#rules')).toBe(true)
    expect(isAllowedHref('/\\evil')).toBe(false)
  })
})

describe('session ids', () => {
  it('are random v4 UUIDs', () => {
    const a = newSessionId()
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newSessionId()).not.toBe(a)
  })
})
