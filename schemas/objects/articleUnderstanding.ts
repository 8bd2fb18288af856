import { defineType } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, headingField, introField } from '../lib/fields'

/** Article section 2: the key ideas, then how it works step by step. */
export const articleUnderstanding = defineType({
  name: 'articleUnderstanding',
  title: '2. Understanding',
  type: 'object',
  fields: [
    headingField('Section 2 heading, e.g. "Understanding …".'),
    introField(),
    exactListField({
      name: 'cards',
      title: 'Key ideas',
      of: 'card',
      count: COUNTS.article.understandingCards,
      description: 'Cards that explain the core concepts.',
    }),
    exactListField({
      name: 'howItWorks',
      title: 'How it works',
      of: 'numberedStep',
      count: COUNTS.article.howItWorksSteps,
      description: 'Numbered steps, in order.',
    }),
  ],
})
