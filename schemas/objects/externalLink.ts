import { defineField, defineType } from 'sanity'

/** Annotation for links that leave this site: the teacher app, e-mail addresses, other websites. */
export const externalLink = defineType({
  name: 'externalLink',
  title: 'External link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Address',
      type: 'url',
      description:
        'Full address (https://…) or an e-mail link (mailto:…). For pages of this site use "Link to a page of this site" instead.',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https', 'mailto'] })
          .error('Address: an https:// or mailto: address is required.'),
    }),
  ],
})
