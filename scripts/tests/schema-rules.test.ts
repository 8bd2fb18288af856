/**
 * The Studio's validation rules, run offline over real seed documents with one thing broken:
 * what an editor would be stopped from publishing, with a message that names the field.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, readDataset } from '../seed/build'
import { validateDocuments } from '../seed/lib/validate'

type Doc = { _id: string; _type: string } & Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let dataset: Doc[] = []
const doc = (id: string) => structuredClone(dataset.find((d) => d._id === id)!)

beforeAll(async () => {
  await buildDataset()
  dataset = await readDataset<Doc>()
}, 60_000)

/** Validation problems of `changed`, checked together with the rest of the dataset. */
async function errorsFor(...changed: Doc[]) {
  const ids = new Set(changed.map((d) => d._id))
  const others = dataset.filter((d) => !ids.has(d._id))
  const problems = await validateDocuments([...others, ...changed], ids)
  return problems.filter((problem) => ids.has(problem.id) && problem.level === 'error')
}

describe('schema rules', () => {
  it('accept every seed document', async () => {
    const problems = await validateDocuments(dataset)
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([])
  })

  it('reject an article with three strategies, naming the field', async () => {
    const article = doc('blog-formative-assessment')
    article.strategies.strategies = article.strategies.strategies.slice(0, 3)
    const errors = await errorsFor(article)
    expect(errors).toEqual([
      expect.objectContaining({ path: 'strategies.strategies', message: 'Strategies: exactly 4 items are required.' }),
    ])
  })

  it('reject a plan with a negative limit, naming the limit', async () => {
    const plan = doc('plan-pro')
    plan.limits.classes = -1
    const errors = await errorsFor(plan)
    expect(errors).toEqual([
      expect.objectContaining({ path: 'limits.classes', message: 'Classes: a whole number of 0 or more is required.' }),
    ])
  })

  it('reject two tutorial steps with one number', async () => {
    const duplicate = { ...doc('step-3'), _id: 'step-3-copy' }
    const errors = await errorsFor(duplicate)
    expect(errors).toEqual([
      expect.objectContaining({ path: 'stepNumber', message: 'Step number: another document already uses "3".' }),
    ])
  })

  it('reject a second plan of the same type', async () => {
    const copy = { ...doc('plan-free'), _id: 'plan-free-copy' }
    const errors = await errorsFor(copy)
    expect(errors.map((error) => error.path)).toContain('planType')
  })

  it('reject a privacy policy with the wrong number of sections', async () => {
    const privacy = doc('legal-privacy')
    privacy.sections.pop()
    const errors = await errorsFor(privacy)
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'sections',
        message: 'Numbered sections: Privacy policy needs exactly 15 sections (has 14).',
      }),
    ])
  })

  it('reject an article image without alternative text', async () => {
    const article = doc('blog-student-engagement')
    delete article.image.alt
    const errors = await errorsFor(article)
    expect(errors.map((error) => error.path)).toEqual(['image.alt'])
  })

  it('reject an article in a category the blog does not have', async () => {
    const article = doc('blog-student-engagement')
    article.category = 'Miscellaneous'
    const errors = await errorsFor(article)
    expect(errors.map((error) => error.path)).toEqual(['category'])
  })

  describe('redirects', () => {
    const redirect = (id: string, fields: Record<string, unknown>): Doc => ({
      _id: id,
      _type: 'redirect',
      to: 'site',
      permanent: true,
      matchSubpaths: false,
      ...fields,
    })
    const messages = async (...changed: Doc[]) =>
      (await errorsFor(...changed)).map((e) => `${e.id} ${e.path}: ${e.message}`)

    it('accept the seed redirects: /tutorial with the pages under it, /login and /signup to the app', async () => {
      expect(dataset.filter((d) => d._type === 'redirect').map((d) => [d.source, d.to, d.destination])).toEqual(
        expect.arrayContaining([
          ['/tutorial', 'site', '/best-practice'],
          ['/login', 'app', '/auth'],
          ['/signup', 'app', '/auth'],
        ]),
      )
      expect(await errorsFor(...dataset.filter((d) => d._type === 'redirect'))).toEqual([])
    })

    it('reject two redirects that point at each other (a loop)', async () => {
      const errors = await messages(
        redirect('loop-a', { source: '/old-pricing', destination: '/old-plans' }),
        redirect('loop-b', { source: '/old-plans', destination: '/old-pricing' }),
      )
      expect(errors).toEqual([
        'loop-a destination: To: it would loop: "/old-plans" redirects back to "/old-pricing".',
        'loop-b destination: To: it would loop: "/old-pricing" redirects back to "/old-plans".',
      ])
    })

    it('reject a redirect to its own address, or to an address under it when it covers subpaths', async () => {
      expect(await messages(redirect('self', { source: '/guide', destination: '/guide' }))).toEqual([
        expect.stringContaining('self destination: To: it would loop'),
      ])
      expect(
        await messages(redirect('deeper', { source: '/guides', matchSubpaths: true, destination: '/guides/intro' })),
      ).toEqual([expect.stringContaining('deeper destination: To: it would loop')])
    })

    it('reject a chain: a new redirect to an address the seed already redirects (/tutorial)', async () => {
      expect(await messages(redirect('chain', { source: '/tutorials', destination: '/tutorial' }))).toEqual([
        'chain destination: To: "/tutorial" is itself redirected (to "/best-practice"), so visitors would be redirected twice. Point it at "/best-practice" instead.',
      ])
      // Also through the pages it covers: /tutorial/step2 is redirected by the same document.
      expect(await messages(redirect('chain-step', { source: '/step-two', destination: '/tutorial/step2' }))).toEqual([
        expect.stringContaining('"/tutorial/step2" is itself redirected (to "/best-practice/step2")'),
      ])
    })

    it('reject a redirect whose address another redirect already points to (a chain from the other end)', async () => {
      const first = redirect('first', { source: '/help', destination: '/support' })
      const errors = await messages(first, redirect('second', { source: '/support', destination: '/faq' }))
      expect(errors).toContain(
        'second destination: To: the redirect from "/help" already points to "/support", so visitors would be redirected twice. Point that redirect at the final address, or remove one of them.',
      )
    })

    it("reject a redirect from a live page's address, and one that is not a path", async () => {
      expect(await messages(redirect('live', { source: '/Pricing', destination: '/faq' }))).toEqual([
        'live source: From: "/Pricing" is a live page. Redirecting it would hide the page; unpublish or rename the page first.',
      ])
      expect(
        await messages(redirect('article', { source: '/blog/classroom-management', destination: '/blog' })),
      ).toEqual([expect.stringContaining('"/blog/classroom-management" is a live page')])
      expect(await messages(redirect('no-slash', { source: 'tutorial/', destination: '/best-practice' }))).toEqual([
        expect.stringContaining('no-slash source: From: start with "/"'),
      ])
    })

    it('reject a destination that is no page, and an app destination that is no path', async () => {
      expect(await messages(redirect('gone', { source: '/old', destination: '/no-such-page' }))).toEqual([
        expect.stringContaining('"/no-such-page" is not a page of this website'),
      ])
      expect(await messages(redirect('app', { source: '/register', to: 'app', destination: 'auth' }))).toEqual([
        expect.stringContaining('app destination: To: a path starting with "/"'),
      ])
    })
  })

  it('reject previous ids that include the current id (a renamed article must not redirect to itself)', async () => {
    const article = doc('blog-classroom-management')
    article.previousSlugs = ['classroom-routines', article.slug.current]
    const errors = await errorsFor(article)
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'previousSlugs',
        message: 'Previous ids: "classroom-management" is the current id; it cannot also redirect.',
      }),
    ])
  })
})
