import { defineField, defineType } from 'sanity'
import { ICON_NAMES } from '../constants'

/** Icon, title and short description: the building block of most page sections. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'Small symbol shown at the top of the card.',
      options: { list: [...ICON_NAMES] },
      initialValue: 'sparkles',
      validation: (rule) => rule.required().error('Icon: pick one from the list.'),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'A few words that name the idea.',
      validation: (rule) => rule.required().max(90).error('Title is required (at most 90 characters).'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One to three sentences that explain it.',
      validation: (rule) => rule.required().max(700).error('Description is required (at most 700 characters).'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
