import { defineField, defineType } from 'sanity'
import { ICON_NAMES, ROADMAP_STATUSES } from '../constants'

/** A feature on the roadmap with its delivery status. */
export const roadmapItem = defineType({
  name: 'roadmapItem',
  title: 'Roadmap item',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'Symbol shown on the card.',
      options: { list: [...ICON_NAMES] },
      validation: (rule) => rule.required().error('Icon: pick one from the list.'),
    }),
    defineField({
      name: 'title',
      title: 'Feature',
      type: 'string',
      description: 'Name of the feature.',
      validation: (rule) => rule.required().max(90).error('Feature is required (at most 90 characters).'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'What it will do for teachers.',
      validation: (rule) => rule.required().max(500).error('Description is required (at most 500 characters).'),
    }),
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
