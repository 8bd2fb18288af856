import { describe, expect, it } from 'vitest'
import { categoryIcon, formatDate, joinList, readTimeLabel } from './format'
import { matchesQuery } from './search'

const fields = [
  'Smart Classroom Organization',
  'Groups, seating and routines that run themselves.',
  'Classroom Management',
]

describe('matchesQuery', () => {
  it('matches every article for an empty or blank query', () => {
    expect(matchesQuery(fields, '')).toBe(true)
    expect(matchesQuery(fields, '   ')).toBe(true)
  })
  it('matches title, excerpt and category case-insensitively', () => {
    expect(matchesQuery(fields, 'SMART class')).toBe(true)
    expect(matchesQuery(fields, 'seating')).toBe(true)
    expect(matchesQuery(fields, 'classroom management')).toBe(true)
  })
  it('ignores surrounding spaces but not inner ones', () => {
    expect(matchesQuery(fields, '  routines ')).toBe(true)
    expect(matchesQuery(fields, 'rou tines')).toBe(false)
  })
  it('does not match across two fields', () => {
    expect(matchesQuery(fields, 'themselves. Classroom')).toBe(false)
  })
})

describe('format', () => {
  it('formats calendar dates the way the spec shows them, independent of time zone', () => {
    expect(formatDate('2025-07-07')).toBe('7 July 2025')
    expect(formatDate('2025-08-30')).toBe('30 August 2025')
    expect(formatDate('not a date')).toBe('not a date')
  })
  it('labels read time and joins lists', () => {
    expect(readTimeLabel(6)).toBe('6 min read')
    expect(joinList(['a'])).toBe('a')
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c')
  })
  it('falls back to a neutral icon for an unknown category', () => {
    expect(categoryIcon('Goal Setting')).toBe('target')
    expect(categoryIcon('Something new')).toBe('book-open')
  })
})
