import { defineType } from 'sanity'
import { labelField, textField } from '../lib/fields'

/** One step of a numbered sequence; the site numbers steps by their order. */
export const numberedStep = defineType({
  name: 'numberedStep',
  title: 'Step',
  type: 'object',
  fields: [
    labelField(
      'title',
      'Title',
      'What the teacher does in this step. Numbers are added by the site from the order.',
      90,
    ),
    textField('description', 'Description', 'How this step works, in one to three sentences.', { rows: 3, max: 700 }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
