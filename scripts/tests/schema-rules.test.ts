/**
 * The Studio's validation rules, run offline over real seed documents with one thing broken:
 * what an editor would be stopped from publishing, with a message that names the field.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { DATASET_FILE, buildDataset } from '../seed/build'
import { validateDocuments } from '../seed/lib/validate'

type Doc = { _id: string; _type: string } & Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let dataset: Doc[] = []
const doc = (id: string) => structuredClone(dataset.find((d) => d._id === id)!)

beforeAll(async () => {
  await buildDataset()
  dataset = readFileSync(DATASET_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
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
})
