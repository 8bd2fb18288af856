import { describe, expect, it } from 'vitest'
import { FEEDBACK_LIMITS } from '@/features/feedback/constants'
import { feedbackSchema, isHoneypotFilled, toIssues } from '@/features/feedback/schema'

const valid = { feedbackType: 'bug', rating: 4, message: 'The export button does nothing.', publicFeedback: false }

function issuesOf(input: unknown) {
  const result = feedbackSchema.safeParse(input)
  expect(result.success).toBe(false)
  return result.success ? [] : toIssues(result.error)
}

describe('feedbackSchema', () => {
  it('accepts a minimal submission and leaves name and e-mail absent', () => {
    expect(feedbackSchema.parse(valid)).toEqual({ ...valid, name: undefined, email: undefined })
  })

  it('accepts every feedback type and every rating from 1 to 5', () => {
    for (const feedbackType of ['general', 'bug', 'suggestion', 'feature', 'praise']) {
      for (const rating of [1, 2, 3, 4, 5]) {
        expect(feedbackSchema.safeParse({ ...valid, feedbackType, rating }).success).toBe(true)
      }
    }
  })

  it('trims fields and treats empty or null name and e-mail as absent', () => {
    const parsed = feedbackSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.org ', message: '  hi  ' })
    expect(parsed).toMatchObject({ name: 'Ada', email: 'ada@example.org', message: 'hi' })
    expect(feedbackSchema.parse({ ...valid, name: '', email: '' })).toMatchObject({ name: undefined, email: undefined })
    expect(feedbackSchema.parse({ ...valid, name: '   ', email: '  ' })).toMatchObject({
      name: undefined,
      email: undefined,
    })
    expect(feedbackSchema.parse({ ...valid, name: null, email: null })).toMatchObject({
      name: undefined,
      email: undefined,
    })
  })

  it('defaults publicFeedback to false and keeps true', () => {
    const { publicFeedback: _, ...rest } = valid
    expect(feedbackSchema.parse(rest).publicFeedback).toBe(false)
    expect(feedbackSchema.parse({ ...valid, publicFeedback: true }).publicFeedback).toBe(true)
    expect(issuesOf({ ...valid, publicFeedback: 'yes' })[0]?.path).toBe('publicFeedback')
  })

  it('requires a rating that is an integer from 1 to 5 (0 means unset)', () => {
    for (const rating of [0, 6, -1, 2.5, '3', null, undefined, Number.NaN]) {
      expect(issuesOf({ ...valid, rating }).map((i) => i.path)).toEqual(['rating'])
    }
  })

  it('requires a message that is not blank after trimming', () => {
    for (const message of ['', '   ', '\n\t ', undefined, 42]) {
      expect(issuesOf({ ...valid, message }).map((i) => i.path)).toEqual(['message'])
    }
  })

  it('caps the message at 5,000 characters, name at 100 and e-mail at 254', () => {
    expect(feedbackSchema.safeParse({ ...valid, message: 'x'.repeat(FEEDBACK_LIMITS.messageMax) }).success).toBe(true)
    expect(issuesOf({ ...valid, message: 'x'.repeat(5001) })[0]?.path).toBe('message')
    expect(feedbackSchema.safeParse({ ...valid, name: 'n'.repeat(100) }).success).toBe(true)
    expect(issuesOf({ ...valid, name: 'n'.repeat(101) })[0]?.path).toBe('name')
    const local = 'a'.repeat(64)
    const email254 = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`
    expect(email254).toHaveLength(254)
    expect(feedbackSchema.safeParse({ ...valid, email: email254 }).success).toBe(true)
    expect(issuesOf({ ...valid, email: `a${email254}` })[0]?.path).toBe('email')
  })

  it('rejects malformed e-mail addresses', () => {
    for (const email of ['ada', 'ada@', '@example.org', 'ada@example', 'a b@example.org']) {
      expect(issuesOf({ ...valid, email }).map((i) => i.path)).toEqual(['email'])
    }
  })

  it('rejects unknown feedback types and reports every invalid field with a message', () => {
    const issues = issuesOf({ feedbackType: 'rant', rating: 0, message: ' ' })
    expect(issues.map((i) => i.path).sort()).toEqual(['feedbackType', 'message', 'rating'])
    for (const issue of issues) expect(issue.message).toMatch(/\w/)
  })

  it('rejects bodies that are not objects', () => {
    for (const body of [null, [], 'text', 42]) expect(feedbackSchema.safeParse(body).success).toBe(false)
  })

  it('drops unknown keys', () => {
    expect(feedbackSchema.parse({ ...valid, admin: true })).not.toHaveProperty('admin')
  })
})

describe('isHoneypotFilled', () => {
  it('is true only when the hidden field holds something', () => {
    expect(isHoneypotFilled({ ...valid, website: 'http://spam.example' })).toBe(true)
    expect(isHoneypotFilled({ ...valid, website: '' })).toBe(false)
    expect(isHoneypotFilled({ ...valid, website: '  ' })).toBe(false)
    expect(isHoneypotFilled(valid)).toBe(false)
    expect(isHoneypotFilled(null)).toBe(false)
  })
})
