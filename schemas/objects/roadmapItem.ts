import { defineField, defineType } from 'sanity'
import { ROADMAP_STATUSES } from '../constants'
import { iconField, labelField, textField } from '../lib/fields'

/** A feature on the roadmap with its delivery status. */
export const roadmapItem = defineType({
  name: 'roadmapItem',
  title: 'Roadmap item',
  type: 'object',
  fields: [
    iconField('Symbol shown on the card.'),
    labelField('title', 'Feature', 'Name of the feature.', 90),
    textField('description', 'Description', 'What it will do for teachers.', { rows: 3, max: 500 }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      description: 'Where the feature stands today.',
      options: { list: [...ROADMAP_STATUSES], layout: 'radio' },
      validation: (rule) => rule.required().error('Status: choose Planned, Coming soon or In progress.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'status' } },
})
