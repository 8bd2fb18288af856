import { defineField, defineType } from 'sanity'
import { blocksToPlainText } from '../lib/plainText'

/** A question with a formatted answer. */
export const qaItem = defineType({
  name: 'qaItem',
  title: 'Question and answer',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'Write it the way a teacher would ask it, ending with a question mark.',
      validation: (rule) =>
        rule
          .required()
          .max(200)
          .custom((value) => (value && !value.trim().endsWith('?') ? 'Question: end it with a question mark.' : true)),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'richText',
      description: 'A direct answer first, then detail. Link to the page that explains more.',
      validation: (rule) =>
        rule
          .required()
          .custom((blocks) =>
            blocksToPlainText(blocks).trim().length >= 20 ? true : 'Answer: write at least one full sentence.',
          ),
    }),
  ],
  preview: { select: { title: 'question' } },
})
