import { defineField, defineType } from 'sanity'
import { labelField } from '../lib/fields'

/** The top banner of an article or FAQ topic. */
export const pageHero = defineType({
  name: 'pageHero',
  title: 'Hero',
  type: 'object',
  fields: [
    labelField('badge', 'Badge', 'A short label above the title, such as the topic area.'),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The large heading of the page (the page’s only H1).',
      validation: (rule) => rule.required().max(120).error('Hero title is required (at most 120 characters).'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'Two or three sentences under the title that say what the reader will get.',
      validation: (rule) => rule.required().max(500).error('Hero description is required (at most 500 characters).'),
    }),
  ],
})
