import { defineArrayMember, defineField, defineType } from 'sanity'
import { headingField, introField } from '../lib/fields'

/** Article section 1: why the topic matters. */
export const articleWhyItMatters = defineType({
  name: 'articleWhyItMatters',
  title: '1. Why it matters',
  type: 'object',
  fields: [
    headingField('Section 1 heading, e.g. "Why … matters".'),
    introField(),
    defineField({
      name: 'paragraphs',
      title: 'Paragraphs',
      type: 'array',
      description: 'The body of the section, one paragraph per item. Between 2 and 4.',
      of: [
        defineArrayMember({
          type: 'text',
          rows: 4,
          validation: (rule) =>
            rule.required().min(80).error('Paragraphs: each paragraph needs at least 80 characters.'),
        }),
      ],
      validation: (rule) => rule.required().min(2).max(4).error('Paragraphs: between 2 and 4 paragraphs are required.'),
    }),
  ],
})
