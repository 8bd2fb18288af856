import { defineField, defineType } from 'sanity'

/** A strategy a teacher can apply, with a practical tip. */
export const strategy = defineType({
  name: 'strategy',
  title: 'Strategy',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Name of the strategy.',
      validation: (rule) => rule.required().max(90).error('Title is required (at most 90 characters).'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      description: 'What the strategy is and why it works.',
      validation: (rule) => rule.required().max(900).error('Description is required (at most 900 characters).'),
    }),
    defineField({
      name: 'tip',
      title: 'Tip',
      type: 'text',
      rows: 2,
      description: 'A concrete tip for trying it tomorrow, shown in a highlighted box.',
      validation: (rule) => rule.required().max(400).error('Tip is required (at most 400 characters).'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'tip' } },
})
