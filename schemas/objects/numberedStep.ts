import { defineField, defineType } from 'sanity'

/** One step of a numbered sequence; the site numbers steps by their order. */
export const numberedStep = defineType({
  name: 'numberedStep',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'What the teacher does in this step. Numbers are added by the site from the order.',
      validation: (rule) => rule.required().max(90).error('Title is required (at most 90 characters).'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'How this step works, in one to three sentences.',
      validation: (rule) => rule.required().max(700).error('Description is required (at most 700 characters).'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
