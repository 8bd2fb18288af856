/**
 * What Publish records when an editor changes a published article's or FAQ topic's id: the old
 * id joins "Previous ids" (the site redirects it to the new address); nothing else changes.
 */
import { describe, expect, it } from 'vitest'
import { previousSlugsAfterPublish } from '../../studio/actions'

const doc = (slug: string, previousSlugs?: string[]) => ({ slug: { current: slug }, previousSlugs })

describe('previousSlugsAfterPublish', () => {
  it('records the published id when the draft changes it', () => {
    expect(previousSlugsAfterPublish(doc('classroom-management'), doc('calm-classrooms'))).toEqual([
      'classroom-management',
    ])
  })

  it('keeps earlier ids, and drops the new id when an editor renames back to an old one', () => {
    expect(previousSlugsAfterPublish(doc('b', ['a']), doc('c', ['a']))).toEqual(['a', 'b'])
    expect(previousSlugsAfterPublish(doc('b', ['a']), doc('a', ['a']))).toEqual(['b'])
  })

  it('records nothing for a first publish or an edit that keeps the id', () => {
    expect(previousSlugsAfterPublish(null, doc('new-article'))).toBeNull()
    expect(previousSlugsAfterPublish(doc('same'), doc('same'))).toBeNull()
  })
})
