import { defineType } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, headingField, introField } from '../lib/fields'

/** Article section 3: practical strategies, each with a tip. */
export const articleStrategies = defineType({
  name: 'articleStrategies',
  title: '3. Strategies',
  type: 'object',
  fields: [
    headingField('Section 3 heading, e.g. "Four strategies for …".'),
    introField(),
    exactListField({
      name: 'strategies',
      title: 'Strategies',
      of: 'strategy',
      count: COUNTS.article.strategies,
      description: 'Strategies a teacher can apply, each with a tip.',
    }),
  ],
})
