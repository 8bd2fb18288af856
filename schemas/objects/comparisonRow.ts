import { defineField, defineType } from 'sanity'
import { labelField } from '../lib/fields'

/** One row of the home page's comparison table. */
export const comparisonRow = defineType({
  name: 'comparisonRow',
  title: 'Comparison row',
  type: 'object',
  fields: [
    labelField('aspect', 'Aspect', 'What is compared, e.g. "Time saving".', 60),
    defineField({
      name: 'product',
      title: 'With the product',
      type: 'string',
      description: 'How the product handles it, in a short phrase.',
      validation: (rule) => rule.required().max(160).error('"With the product" is required (at most 160 characters).'),
    }),
    defineField({
      name: 'others',
      title: 'Other methods',
      type: 'string',
      description: 'How it goes with other methods, in a short phrase.',
      validation: (rule) => rule.required().max(160).error('"Other methods" is required (at most 160 characters).'),
    }),
  ],
  preview: { select: { title: 'aspect', subtitle: 'product' } },
})
