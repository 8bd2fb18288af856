import { matchRedirect, redirectLocation, type RedirectRule } from '@assessa/schemas/redirects'
import { describe, expect, it } from 'vitest'
import { hasMarkdownTwin } from '@/features/markdown/pages'

/** How the site reads redirect documents: which one applies to a path, and where it leads. */
const rules: RedirectRule[] = [
  { source: '/tutorial', matchSubpaths: true, to: 'site', destination: '/best-practice', permanent: true },
  { source: '/tutorial/legacy', to: 'site', destination: '/faq', permanent: true },
  { source: '/login', to: 'app', destination: '/auth', permanent: false },
  { source: '/press', to: 'url', destination: 'https://press.example.org/assessa' },
]
const APP = 'https://app.assessa.example'
const where = (path: string) => {
  const match = matchRedirect(rules, path)
  return match && redirectLocation(match.rule, match.rest, APP)
}

describe('matchRedirect and redirectLocation', () => {
  it('send an old address to its new one, whatever its capitals', () => {
    expect(where('/tutorial')).toBe('/best-practice')
    expect(where('/Tutorial')).toBe('/best-practice')
  })

  it('carry the rest of the path for a redirect that covers the pages under it; an exact source wins', () => {
    expect(where('/tutorial/step3')).toBe('/best-practice/step3')
    expect(where('/tutorial/legacy')).toBe('/faq')
    expect(where('/tutorials')).toBeNull()
  })

  it("put the app's address (from the environment) in front of an app path", () => {
    expect(where('/login')).toBe('https://app.assessa.example/auth')
    expect(where('/login/extra')).toBeNull()
    expect(where('/press')).toBe('https://press.example.org/assessa')
  })
})

describe('hasMarkdownTwin', () => {
  it.each(['/blog/formative-assessment', '/faq/assessment-types', '/best-practice/step3', '/dpa', '/privacy-policy'])(
    '%s varies on Accept',
    (path) => expect(hasMarkdownTwin(path)).toBe(true),
  )
  it.each(['/', '/blog', '/pricing', '/blog/a/b', '/faq'])('%s has no twin', (path) =>
    expect(hasMarkdownTwin(path)).toBe(false),
  )
})
