import { defineField, defineType } from 'sanity'
import { APP_ROUTES } from '../constants'
import { iconField, labelField, seoField } from '../lib/fields'
import { uniqueWithinType } from '../lib/unique'

/** One step of the tutorial at /best-practice/step{n}. Adding a document adds a step. */
export const tutorialStep = defineType({
  name: 'tutorialStep',
  title: 'Tutorial step',
  type: 'document',
  fields: [
    defineField({
      name: 'stepNumber',
      title: 'Step number',
      type: 'number',
      description:
        'Position in the tutorial and the address /best-practice/step{n}. Each number can be used once; keep them consecutive.',
      validation: (rule) => [
        rule.required().integer().min(1).max(50).error('Step number: a whole number from 1 to 50.'),
        rule.custom(uniqueWithinType('stepNumber', 'Step number')),
      ],
    }),
    iconField('Symbol shown beside the step on the overview.'),
    labelField('title', 'Title', 'What the teacher does, e.g. "Create your first class".', 90),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for the overview list and the step page.',
      validation: (rule) => rule.required().min(40).max(400).error('Description is required (40 to 400 characters).'),
    }),
    defineField({ name: 'image', title: 'Image', type: 'accessibleImage', description: 'Illustration of this step.' }),
    defineField({
      name: 'action',
      title: 'Action button',
      type: 'object',
      description: 'Optional button that opens the right place in the teacher app.',
      fields: [
        labelField('label', 'Button label', 'E.g. "Create your account".'),
        defineField({
          name: 'route',
          title: 'App page',
          type: 'string',
          description: 'Page of the teacher app the button opens.',
          options: { list: [...APP_ROUTES] },
          validation: (rule) => rule.required().error('App page: choose where the button goes.'),
        }),
      ],
    }),
    defineField({
      name: 'content',
      title: 'Step guide',
      type: 'richText',
      description: 'The full guide shown on the step page: what to do, what to watch for.',
      validation: (rule) => rule.required().min(2).error('Step guide: write at least two paragraphs.'),
    }),
    seoField(),
  ],
  orderings: [{ title: 'Step number', name: 'stepAsc', by: [{ field: 'stepNumber', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', stepNumber: 'stepNumber', media: 'image' },
    prepare: ({ title, stepNumber, media }) => ({ title: `Step ${stepNumber ?? '?'}: ${title ?? ''}`, media }),
  },
})
