import { describe, expect, it } from 'vitest'
import {
  judgeFeedback,
  linkShare,
  MIN_HUMAN_FORM_MS,
  normaliseMessage,
  repeatKey,
  type SpamEvidence,
} from '@/features/feedback/spam'

/** The spam signals of a feedback submission, one by one and together. */
const written = 'The quiz generator mixed up two of my classes when I renamed one of them.'
const person: SpamEvidence = { honeypotFilled: false, formOpenMs: 48_000, message: written, timesSeenBefore: 0 }

describe('a real person is never flagged', () => {
  it.each<[string, Partial<SpamEvidence>]>([
    ['typing at human speed (about 4 characters a second)', { formOpenMs: 20_000 }],
    ['pasting a prepared message a few seconds after the form appeared', { formOpenMs: 4_000 }],
    ['pasting and sending at once (fast, one weak signal)', { formOpenMs: 1_200 }],
    ['one link in the message', { message: 'The page https://assessa.example/pricing shows the wrong price for Pro.' }],
    ['a message that is just the one link they mean', { message: 'https://assessa.example/faq/accounts-and-sign-in' }],
    ['two links among their words', { message: `${written} See https://a.example/x and https://a.example/y` }],
    ['sending the same words a second time', { timesSeenBefore: 1 }],
    ['a client of the API that sends no form timing', { formOpenMs: undefined }],
    ['a tab left open for a week', { formOpenMs: 7 * 24 * 3600 * 1000 }],
  ])('%s', (_case, change) => {
    expect(judgeFeedback({ ...person, ...change }).spam).toBe(false)
  })
})

describe('each signal', () => {
  it('honeypot: flags on its own', () => {
    expect(judgeFeedback({ ...person, honeypotFilled: true })).toEqual({ spam: true, signals: ['honeypot'] })
  })

  it('too_fast: below the time a person needs, weak on its own', () => {
    expect(judgeFeedback({ ...person, formOpenMs: MIN_HUMAN_FORM_MS - 1 })).toEqual({
      spam: false,
      signals: ['too_fast'],
    })
    expect(judgeFeedback({ ...person, formOpenMs: MIN_HUMAN_FORM_MS }).signals).toEqual([])
  })

  it('no_form_timing: weak on its own', () => {
    expect(judgeFeedback({ ...person, formOpenMs: undefined })).toEqual({ spam: false, signals: ['no_form_timing'] })
  })

  it('repeated: weak once, flags from the fourth copy within a day', () => {
    expect(judgeFeedback({ ...person, timesSeenBefore: 2 })).toEqual({ spam: false, signals: ['repeated'] })
    expect(judgeFeedback({ ...person, timesSeenBefore: 3 })).toEqual({ spam: true, signals: ['repeated'] })
  })

  it('mostly_links: weak for two or three links, flags for a list of four or more', () => {
    const two = 'https://cheap.example/a https://cheap.example/b buy'
    expect(judgeFeedback({ ...person, message: two })).toEqual({ spam: false, signals: ['mostly_links'] })
    const list = 'best deals https://x.example/1 https://x.example/2 www.x.example/3 http://x.example/4'
    expect(judgeFeedback({ ...person, message: list })).toEqual({ spam: true, signals: ['mostly_links'] })
  })
})

describe('two weak signals together flag', () => {
  it.each<[string, Partial<SpamEvidence>, string[]]>([
    ['sent instantly, the same text again', { formOpenMs: 300, timesSeenBefore: 1 }, ['too_fast', 'repeated']],
    [
      'posted without the form, mostly links',
      { formOpenMs: undefined, message: 'https://a.example https://b.example' },
      ['no_form_timing', 'mostly_links'],
    ],
    [
      'posted without the form, the same text again',
      { formOpenMs: undefined, timesSeenBefore: 1 },
      ['no_form_timing', 'repeated'],
    ],
  ])('%s', (_case, change, signals) => {
    expect(judgeFeedback({ ...person, ...change })).toEqual({ spam: true, signals })
  })
})

describe('helpers', () => {
  it('linkShare counts links and their share of the text', () => {
    expect(linkShare('no links here')).toEqual({ links: 0, share: 0 })
    expect(linkShare('https://a.example/xyz')).toEqual({ links: 1, share: 1 })
    expect(linkShare('see https://a.example/ please').share).toBeGreaterThan(0.5)
    expect(linkShare('').links).toBe(0)
  })

  it('the same words compare equal whatever the case, spacing and punctuation', () => {
    expect(normaliseMessage('  Great   APP!!\n Really… great. ')).toBe('great app really great')
    expect(repeatKey('The quiz generator is great, really!')).toBe(repeatKey('the QUIZ generator is great really'))
    expect(repeatKey('The quiz generator is great, really!')).not.toBe(repeatKey('The quiz generator is bad, really!'))
  })

  it('short messages are not compared (many people write "great app!")', () => {
    expect(repeatKey('Great app!')).toBeUndefined()
  })
})
