import { defineType } from 'sanity'
import { stringListField } from '../lib/fields'

/** The two lists at the top of an article or FAQ topic. */
export const overview = defineType({
  name: 'overview',
  title: 'Overview',
  type: 'object',
  fields: [
    stringListField({
      name: 'learn',
      title: "What you'll learn",
      min: 3,
      max: 6,
      description: 'Short points a reader will take away.',
    }),
    stringListField({
      name: 'benefits',
      title: 'Key benefits',
      min: 3,
      max: 6,
      description: 'What changes for the teacher after reading.',
    }),
  ],
})
