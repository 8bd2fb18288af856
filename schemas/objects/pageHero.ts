import { defineField, defineType } from 'sanity'

/** The top banner of an article or FAQ topic. */
export const pageHero = defineType({
  name: 'pageHero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'A short label above the title, such as the topic area.',
      validation: (rule) => rule.required().max(40).error('Badge is required (at most 40 characters).'),
    }),
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
