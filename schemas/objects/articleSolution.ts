import { defineField, defineType } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, headingField, introField } from '../lib/fields'

/** Article section 5: "So what to do?" – the advantages and why the product stands out. */
export const articleSolution = defineType({
  name: 'articleSolution',
  title: '5. So what to do?',
  type: 'object',
  fields: [
    headingField('Section 5 heading; usually "So what to do?".'),
    introField(),
    exactListField({
      name: 'advantages',
      title: 'Advantages',
      of: 'card',
      count: COUNTS.article.advantages,
      description: 'What a teacher gains with the better approach.',
    }),
    defineField({
      name: 'whyProduct',
      title: 'Why the product stands out',
      type: 'text',
      rows: 5,
      description:
        'A closing paragraph on how the product supports this approach. Stick to features the product really has.',
      validation: (rule) =>
        rule.required().min(120).max(1200).error('"Why the product stands out" is required (120 to 1200 characters).'),
    }),
  ],
})
