import { defineField, defineType } from 'sanity'
import { LINKABLE_TYPES } from '../paths'

/** Annotation that links text to another page of this site by reference, so links follow renamed slugs. */
export const internalLink = defineType({
  name: 'internalLink',
  title: 'Link to a page of this site',
  type: 'object',
  fields: [
    defineField({
      name: 'reference',
      title: 'Page',
      type: 'reference',
      description: 'The article, FAQ topic, tutorial step, legal page or main page this text links to.',
      to: LINKABLE_TYPES.map((type) => ({ type })),
      validation: (rule) => rule.required().error('Link: choose the page to link to.'),
    }),
    defineField({
      name: 'anchor',
      title: 'Section anchor',
      type: 'string',
      description: 'Optional: the id of a section on that page, without #, to jump straight to it.',
      validation: (rule) =>
        rule
          .regex(/^[a-z0-9-]+$/, { name: 'anchor' })
          .error('Section anchor: lowercase letters, digits and dashes only.'),
    }),
  ],
})
