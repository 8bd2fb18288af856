import { defineType } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, headingField, introField } from '../lib/fields'

/** Article section 4: what goes wrong with the traditional approach. */
export const articleProblem = defineType({
  name: 'articleProblem',
  title: '4. The traditional problem',
  type: 'object',
  fields: [
    headingField('Section 4 heading, e.g. "The problem with …".'),
    introField(),
    exactListField({
      name: 'problems',
      title: 'Problems',
      of: 'card',
      count: COUNTS.article.problems,
      description: 'Problem cards: what the traditional way costs teachers.',
    }),
  ],
})
